import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { changeEmailMachine, changeEmailSelectors as select } from '#machines/changeEmail';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useApi, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { PasswordField } from '#ui/PasswordField';
import { TextField } from '#ui/TextField';
import { firstInvalid, validateEmailChange, type EmailChangeValues, type FieldErrors } from './accountValidation';
import { profileAccountActors } from './profileAccountActors';
import './AccountForms.css';

const EMPTY: EmailChangeValues = { email: '', password: '' };

/**
 * /profile/email — the new address and the password (spec part 3 §2, §5, §7). The link mailed to the
 * new address is confirmed by the session, which then logs the user out (part 1 §2.4).
 */
export default function ChangeEmailPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const current = useSession(sessionSelectors.profile)?.email ?? null;
  const machine = useMemo(() => changeEmailMachine.provide({ actors: profileAccountActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  const snapshot = useSelector(actor, (s) => s);
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<EmailChangeValues>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateEmailChange(values, current);
    setFieldErrors(errors);
    const invalid = firstInvalid(errors, ['email', 'password']);
    if (invalid) return (invalid === 'email' ? emailRef : passwordRef).current?.focus();
    actor.send({ type: 'email.submit', email: values.email.trim().toLowerCase(), password: values.password });
    setValues((v) => ({ ...v, password: '' }));
  };
  const onChange = (name: keyof EmailChangeValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (snapshot.context.error) actor.send({ type: 'email.edit' });
  };

  const sentTo = select.sentTo(snapshot);
  const notice = select.notice(snapshot);
  const passwordError = select.passwordError(snapshot);
  const fieldError = (name: keyof EmailChangeValues) => (fieldErrors[name] ? i18n._(fieldErrors[name]) : undefined);

  return (
    <Screen narrow>
      <section className="card account-form" aria-labelledby="email-heading">
        <h2 id="email-heading">{t`Cambiar correo`}</h2>
        {sentTo ? (
          <>
            <Notice kind="success" title={<Trans>Revisa tu nuevo correo</Trans>}>
              <Trans>
                Te enviamos un enlace a {sentTo}. Ábrelo en este dispositivo con tu sesión iniciada para confirmar el cambio. Después
                cerraremos tu sesión y entrarás con el nuevo correo.
              </Trans>
            </Notice>
            <Button variant="secondary" block onClick={() => actor.send({ type: 'email.restart' })}>
              <Trans>Usar otro correo</Trans>
            </Button>
          </>
        ) : null}
        {notice ? (
          <Notice kind="error" title={notice.title ? i18n._(notice.title) : undefined}>
            {i18n._(notice.message)}
          </Notice>
        ) : null}
        {select.showsForm(snapshot) ? (
          <form className="account-form__fields" noValidate onSubmit={onSubmit}>
            {current ? (
              <p className="muted">
                <Trans>Tu correo actual es {current}.</Trans>
              </p>
            ) : null}
            <TextField
              ref={emailRef}
              label={<Trans>Nuevo correo</Trans>}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={values.email}
              onChange={(e) => onChange('email', e.target.value)}
              error={fieldError('email')}
            />
            <PasswordField
              ref={passwordRef}
              label={<Trans>Tu contraseña</Trans>}
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(e) => onChange('password', e.target.value)}
              error={fieldError('password') ?? (passwordError ? i18n._(passwordError.message) : undefined)}
            />
            <Button type="submit" block busy={select.isBusy(snapshot)}>
              <Trans>Enviar enlace de confirmación</Trans>
            </Button>
          </form>
        ) : null}
      </section>
    </Screen>
  );
}
