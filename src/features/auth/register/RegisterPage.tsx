import { Link, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useSession } from '#shell/runtimeContext';
import { ButtonLink } from '#ui/ButtonLink';
import { Notice } from '#ui/Notice';
import { carryReturn } from '../shared/returnQuery';
import { registerPrefill } from './registerPrefill';
import { RegisterForm } from './RegisterForm';
import { useRegisterFlow } from './useRegisterFlow';
import '../shared/AuthLayout.css';

const sessionCountry = (s: sessionSelectors.SessionSnapshot) => sessionSelectors.countryOf(s, sessionSelectors.country(s));

/** /register — create an account with the fields the country asks for (spec part 3 §2, §3, §4). */
export default function RegisterPage() {
  const { i18n } = useLingui();
  const [query] = useSearchParams();
  const flow = useRegisterFlow();
  const countryCode = useSession(sessionSelectors.country);
  const country = useSession(sessionCountry);

  if (flow.awaitingConfirmation) {
    const email = flow.email;
    return (
      <Screen narrow>
        <section className="card auth-card" aria-labelledby="register-check-heading">
          <h2 id="register-check-heading">
            <Trans>Revisa tu correo</Trans>
          </h2>
          <p>
            <Trans>
              Te enviamos un enlace a <strong>{email}</strong> para confirmar tu cuenta. Ábrelo y luego inicia sesión.
            </Trans>
          </p>
          <ButtonLink to={`/login${carryReturn(query, { email: flow.email })}`} block>
            <Trans>Ir a iniciar sesión</Trans>
          </ButtonLink>
        </section>
      </Screen>
    );
  }

  return (
    <Screen narrow>
      <section className="card auth-card" aria-labelledby="register-heading">
        <h2 id="register-heading">
          <Trans>Crea tu cuenta</Trans>
        </h2>
        <p className="auth-card__intro">
          {flow.social ? (
            <Trans>Completa tus datos para terminar de entrar con Facebook.</Trans>
          ) : (
            <Trans>Reserva canchas y actividades en tus clubes favoritos.</Trans>
          )}
        </p>
        {flow.error ? (
          <Notice kind="error" title={flow.error.title ? i18n._(flow.error.title) : undefined}>
            {i18n._(flow.error.message)}
          </Notice>
        ) : null}
        <RegisterForm
          initial={registerPrefill(query, countryCode, country?.phoneCode ?? '')}
          rules={country?.fields ?? {}}
          country={countryCode}
          submitting={flow.submitting}
          onSubmit={flow.submit}
          onEdit={() => flow.error && flow.edit()}
        />
        <div className="auth-links">
          <p>
            {/* prettier-ignore */}
            <Trans>Al crear tu cuenta aceptas los <Link to="/terms">términos y condiciones</Link>.</Trans>
          </p>
          <p>
            <Trans>¿Ya tienes cuenta?</Trans>{' '}
            <Link to={`/login${carryReturn(query)}`}>
              <Trans>Inicia sesión</Trans>
            </Link>
          </p>
        </div>
      </section>
    </Screen>
  );
}
