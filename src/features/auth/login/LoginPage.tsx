import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { recoveryMessages } from '#machines/passwordRecovery';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { PasswordField } from '#ui/PasswordField';
import { TextField } from '#ui/TextField';
import { carryReturn } from '../shared/returnQuery';
import { SandboxFacebookDialog } from './SandboxFacebookDialog';
import { useLoginFlow } from './useLoginFlow';
import { validateLogin, type LoginFieldErrors } from './login.validation';
import '../shared/AuthLayout.css';

/** /login — e-mail and password (spec part 3 §2). */
export default function LoginPage() {
  const { i18n, t } = useLingui();
  const [query] = useSearchParams();
  const flow = useLoginFlow();
  const [email, setEmail] = useState(flow.entry.email);
  const [socialOpen, setSocialOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const sessionExpired = query.get('refresh') === '1';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin({ email, password });
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    flow.submit({ email: email.trim(), password });
  };

  const onEdit = () => {
    if (flow.error) flow.edit();
  };

  return (
    <Screen narrow>
      <section className="card auth-card" aria-labelledby="login-heading">
        <h2 id="login-heading">{t`Entra a tu cuenta`}</h2>
        {sessionExpired ? (
          <Notice kind="warning">
            <Trans>Tu sesión expiró. Inicia sesión de nuevo para continuar.</Trans>
          </Notice>
        ) : null}
        {query.get('reset') === '1' && !flow.error ? (
          <Notice kind="success" title={i18n._(recoveryMessages.reset.title)}>
            {i18n._(recoveryMessages.reset.message)}
          </Notice>
        ) : null}
        {query.get('exists') === '1' && !flow.error ? (
          <Notice kind="info">
            <Trans>Ya existe una cuenta con este correo. Inicia sesión para continuar.</Trans>
          </Notice>
        ) : null}
        {flow.entry.existantLead && !flow.error ? (
          <Notice kind="info">
            <Trans>Ya tienes una cuenta con nosotros. Inicia sesión para continuar.</Trans>
          </Notice>
        ) : null}
        {flow.entry.enrolled && !flow.error ? (
          <Notice kind="success">
            <Trans>Recibimos tu inscripción en el club. Inicia sesión o crea tu cuenta para seguirla.</Trans>
          </Notice>
        ) : null}
        {flow.error ? (
          <Notice kind="error" title={flow.error.title ? i18n._(flow.error.title) : undefined}>
            {i18n._(flow.error.message)}
          </Notice>
        ) : null}
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <TextField
            ref={emailRef}
            label={<Trans>Correo electrónico</Trans>}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              onEdit();
            }}
            error={fieldErrors.email ? i18n._(fieldErrors.email) : undefined}
          />
          <PasswordField
            ref={passwordRef}
            label={<Trans>Contraseña</Trans>}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              onEdit();
            }}
            error={fieldErrors.password ? i18n._(fieldErrors.password) : undefined}
          />
          <Button type="submit" block busy={flow.submitting}>
            <Trans>Iniciar sesión</Trans>
          </Button>
        </form>
        <div className="auth-alternatives">
          <p className="auth-divider-text">
            <Trans>o</Trans>
          </p>
          <Button type="button" variant="secondary" block busy={flow.socialBusy} onClick={() => setSocialOpen(true)}>
            <Trans>Continuar con Facebook</Trans>
          </Button>
          {flow.biometricOffered ? (
            <Button type="button" variant="secondary" block busy={flow.biometricBusy} onClick={flow.startBiometric}>
              <Trans>Entrar con huella o rostro</Trans>
            </Button>
          ) : null}
        </div>
        <SandboxFacebookDialog open={socialOpen} onClose={() => setSocialOpen(false)} onSignedIn={flow.socialSignedIn} />
        <div className="auth-links">
          <Link to="/forgot_password">
            <Trans>¿Olvidaste tu contraseña?</Trans>
          </Link>
          <hr className="auth-divider" />
          <p>
            <Trans>¿No tienes cuenta?</Trans> <Link to={`/register${carryReturn(query)}`}>{t`Crea una cuenta`}</Link>
          </p>
        </div>
      </section>
    </Screen>
  );
}
