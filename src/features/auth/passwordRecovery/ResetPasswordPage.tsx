import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { Notice } from '#ui/Notice';
import { PasswordField } from '#ui/PasswordField';
import { useResetPasswordFlow } from './useResetPasswordFlow';
import { validateNewPassword, type NewPasswordErrors } from './recovery.validation';
import '../shared/AuthLayout.css';

/** /reset_password?email&token — a new password from the e-mailed link (spec part 3 §2, §8). */
export default function ResetPasswordPage() {
  const { i18n, t } = useLingui();
  const flow = useResetPasswordFlow();
  const email = flow.email;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateNewPassword({ password, repeat_password: repeat });
    setFieldErrors(errors);
    if (errors.password) return passwordRef.current?.focus();
    if (errors.repeat_password) return repeatRef.current?.focus();
    flow.submit(password);
  };

  const onEdit = () => {
    if (flow.error) flow.edit();
  };

  return (
    <Screen narrow>
      <section className="card auth-card" aria-labelledby="reset-heading">
        <h2 id="reset-heading">{t`Elige una nueva contraseña`}</h2>
        {flow.error ? (
          <Notice kind="error" title={flow.error.title ? i18n._(flow.error.title) : undefined}>
            {i18n._(flow.error.message)}
          </Notice>
        ) : null}
        {flow.linkRejected ? (
          <ButtonLink to="/forgot_password" block>
            {t`Pedir un nuevo enlace`}
          </ButtonLink>
        ) : null}
        {flow.showsForm ? (
          <>
            {email ? (
              <p className="auth-card__intro">
                <Trans>Para la cuenta {email}. Al cambiarla cerraremos tu sesión en todos tus dispositivos.</Trans>
              </p>
            ) : null}
            <form className="auth-form" noValidate onSubmit={onSubmit}>
              <PasswordField
                ref={passwordRef}
                label={<Trans>Nueva contraseña</Trans>}
                name="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  onEdit();
                }}
                error={fieldErrors.password ? i18n._(fieldErrors.password) : undefined}
              />
              <PasswordField
                ref={repeatRef}
                label={<Trans>Repite la nueva contraseña</Trans>}
                name="repeat_password"
                autoComplete="new-password"
                required
                value={repeat}
                onChange={(e) => {
                  setRepeat(e.target.value);
                  onEdit();
                }}
                error={fieldErrors.repeat_password ? i18n._(fieldErrors.repeat_password) : undefined}
              />
              <Button type="submit" block busy={flow.resetting}>
                <Trans>Guardar contraseña</Trans>
              </Button>
            </form>
          </>
        ) : null}
        <div className="auth-links">
          <Link to="/login">
            <Trans>Volver a iniciar sesión</Trans>
          </Link>
        </div>
      </section>
    </Screen>
  );
}
