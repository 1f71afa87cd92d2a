import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { changePasswordMachine, changePasswordSelectors as select } from '#machines/changePassword';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useApi, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Notice } from '#ui/Notice';
import { PasswordField } from '#ui/PasswordField';
import { firstInvalid, validatePasswordChange, type FieldErrors, type PasswordChangeValues } from './accountValidation';
import { profileAccountActors } from './profileAccountActors';
import './AccountForms.css';

const ORDER = ['current_password', 'password', 'repeat_password'] as const;
const EMPTY: PasswordChangeValues = { current_password: '', password: '', repeat_password: '' };

/** /profile/password — the current password, then the new one twice (spec part 3 §2, §5, §7). */
export default function ChangePasswordPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(() => changePasswordMachine.provide({ actors: profileAccountActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  const snapshot = useSelector(actor, (s) => s);
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<PasswordChangeValues>>({});
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validatePasswordChange(values);
    setFieldErrors(errors);
    const invalid = firstInvalid(errors, ORDER);
    if (invalid) return (invalid === 'current_password' ? currentRef : invalid === 'password' ? passwordRef : repeatRef).current?.focus();
    actor.send({ type: 'password.submit', currentPassword: values.current_password, password: values.password });
    setValues(EMPTY);
  };
  const onChange = (name: keyof PasswordChangeValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (snapshot.context.error) actor.send({ type: 'password.edit' });
  };

  const notice = select.notice(snapshot);
  const currentError = select.currentPasswordError(snapshot);
  const fieldError = (name: keyof PasswordChangeValues) => (fieldErrors[name] ? i18n._(fieldErrors[name]) : undefined);

  return (
    <Screen narrow>
      <section className="card account-form" aria-labelledby="password-heading">
        <h2 id="password-heading">{t`Cambiar contraseña`}</h2>
        {select.hasChanged(snapshot) ? (
          <>
            <Notice kind="success" title={<Trans>Contraseña actualizada</Trans>}>
              <Trans>Cerramos tu sesión en tus otros dispositivos. En este sigues conectado.</Trans>
            </Notice>
            <ButtonLink to="/profile/menu" variant="secondary" block>
              <Trans>Volver a mi perfil</Trans>
            </ButtonLink>
          </>
        ) : null}
        {notice ? (
          <Notice kind="error" title={notice.title ? i18n._(notice.title) : undefined}>
            {i18n._(notice.message)}
          </Notice>
        ) : null}
        {select.showsForm(snapshot) ? (
          <form className="account-form__fields" noValidate onSubmit={onSubmit}>
            <p className="muted">
              <Trans>Al cambiarla cerraremos tu sesión en tus otros dispositivos.</Trans>
            </p>
            <PasswordField
              ref={currentRef}
              label={<Trans>Contraseña actual</Trans>}
              name="current_password"
              autoComplete="current-password"
              required
              value={values.current_password}
              onChange={(e) => onChange('current_password', e.target.value)}
              error={fieldError('current_password') ?? (currentError ? i18n._(currentError.message) : undefined)}
            />
            <PasswordField
              ref={passwordRef}
              label={<Trans>Nueva contraseña</Trans>}
              name="password"
              autoComplete="new-password"
              required
              hint={<Trans>Al menos 8 caracteres.</Trans>}
              value={values.password}
              onChange={(e) => onChange('password', e.target.value)}
              error={fieldError('password')}
            />
            <PasswordField
              ref={repeatRef}
              label={<Trans>Repite la nueva contraseña</Trans>}
              name="repeat_password"
              autoComplete="new-password"
              required
              value={values.repeat_password}
              onChange={(e) => onChange('repeat_password', e.target.value)}
              error={fieldError('repeat_password')}
            />
            <Button type="submit" block busy={select.isSaving(snapshot)}>
              <Trans>Guardar contraseña</Trans>
            </Button>
          </form>
        ) : null}
      </section>
    </Screen>
  );
}
