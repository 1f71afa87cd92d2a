import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NATIONAL_ID_COUNTRIES } from '#kernel/lib/validators/document';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { SegmentedControl } from '#ui/SegmentedControl';
import { SelectField } from '#ui/SelectField';
import { TextField } from '#ui/TextField';
import { useForgotPasswordFlow } from './useForgotPasswordFlow';
import { validateRecoveryDocument, validateRecoveryEmail } from './recovery.validation';
import { recoveryMessages } from '#machines/passwordRecovery';
import '../shared/AuthLayout.css';

/** /forgot_password — a reset link by e-mail or by identity document (spec part 3 §2). */
export default function ForgotPasswordPage() {
  const { i18n, t } = useLingui();
  const flow = useForgotPasswordFlow();
  const sessionCountry = useSession(sessionSelectors.country);
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState(NATIONAL_ID_COUNTRIES.includes(sessionCountry) ? sessionCountry : 'CL');
  const [documentNumber, setDocumentNumber] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return NATIONAL_ID_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [i18n.locale]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = flow.method === 'email' ? validateRecoveryEmail(email) : validateRecoveryDocument(country, documentNumber);
    setFieldError(error);
    if (error) return inputRef.current?.focus();
    if (flow.method === 'email') flow.submit({ by: 'email', email: email.trim() });
    else flow.submit({ by: 'document', foid_country: country, foid_type: 'NI', foid_number: documentNumber.trim() });
  };

  const onEdit = () => {
    setFieldError(null);
    if (flow.error) flow.edit();
  };

  if (flow.sent) {
    return (
      <Screen narrow>
        <section className="card auth-card" aria-labelledby="forgot-heading">
          <h2 id="forgot-heading">{t`Recupera tu contraseña`}</h2>
          <Notice kind="success" title={i18n._(recoveryMessages.sent.title)}>
            {i18n._(recoveryMessages.sent.message)}
          </Notice>
          <Button variant="secondary" block onClick={flow.restart}>
            <Trans>Probar con otros datos</Trans>
          </Button>
          <div className="auth-links">
            <Link to="/login">
              <Trans>Volver a iniciar sesión</Trans>
            </Link>
          </div>
        </section>
      </Screen>
    );
  }

  return (
    <Screen narrow>
      <section className="card auth-card" aria-labelledby="forgot-heading">
        <h2 id="forgot-heading">{t`Recupera tu contraseña`}</h2>
        <p className="auth-card__intro">
          <Trans>Te enviaremos un enlace a tu correo para que elijas una nueva contraseña.</Trans>
        </p>
        <SegmentedControl
          label={<Trans>Buscar mi cuenta por</Trans>}
          options={[
            { value: 'email', label: t`Correo` },
            { value: 'document', label: t`Documento` },
          ]}
          value={flow.method}
          onChange={(method) => {
            onEdit();
            flow.choose(method);
          }}
        />
        {flow.error ? (
          <Notice kind="error" title={flow.error.title ? i18n._(flow.error.title) : undefined}>
            {i18n._(flow.error.message)}
          </Notice>
        ) : null}
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          {flow.method === 'email' ? (
            <TextField
              ref={inputRef}
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
              error={fieldError ? i18n._(fieldError) : undefined}
            />
          ) : (
            <>
              <SelectField
                label={<Trans>País del documento</Trans>}
                name="foid_country"
                options={countryOptions}
                value={country}
                onChange={(e) => {
                  setCountry(e.target.value);
                  onEdit();
                }}
              />
              <TextField
                ref={inputRef}
                label={<Trans>Número de documento</Trans>}
                name="foid_number"
                autoComplete="off"
                autoCapitalize="characters"
                required
                value={documentNumber}
                onChange={(e) => {
                  setDocumentNumber(e.target.value);
                  onEdit();
                }}
                error={fieldError ? i18n._(fieldError) : undefined}
              />
            </>
          )}
          <Button type="submit" block busy={flow.sending}>
            <Trans>Enviar enlace</Trans>
          </Button>
        </form>
        <div className="auth-links">
          <Link to="/login">
            <Trans>Volver a iniciar sesión</Trans>
          </Link>
        </div>
      </section>
    </Screen>
  );
}
