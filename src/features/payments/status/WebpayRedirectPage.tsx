import { useLocation, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { ButtonLink } from '#ui/ButtonLink';
import { ProviderForm, safeFormUrl } from './ProviderForm';
import { StatusBadge } from './StatusBadge';
import { useWebpayStatus, type WebpayQuery } from './useWebpayStatus';
import './PaymentStatus.css';

/**
 * /webpay_redirect?token (spec part 2 §2): posts the token to the provider's page that the status
 * call names (tokenposturl, never the query: docs/decisions.md "Payment flows"). The form submits
 * itself; its button stays for a browser that blocks or delays it. Without a token, or when the
 * payment is no longer open, the window is closed — and when the browser refuses, the page says so.
 */
export default function WebpayRedirectPage() {
  const { search } = useLocation();
  const [query] = useSearchParams();
  const input: WebpayQuery = { page: 'redirect', token: query.get('token'), webpayId: null };
  return <WebpayRedirect key={search} input={input} />;
}

function WebpayRedirect({ input }: { input: WebpayQuery }) {
  const { startPath } = useRuntime();
  const { post: asked, closed } = useWebpayStatus(input);
  const post = asked && safeFormUrl(asked.url) ? asked : null;
  const failed = closed || (asked !== null && post === null);

  return (
    <Screen>
      <section className="card pay-status" aria-labelledby="pay-status-title">
        <StatusBadge tone={failed ? 'error' : 'waiting'} />
        <div className="pay-status__live" role="status" aria-live="polite" aria-atomic="true" data-testid="payment-status">
          <h2 id="pay-status-title" className="pay-status__title">
            {failed ? <Trans>No pudimos abrir la página de pago</Trans> : <Trans>Te llevamos a la página de pago</Trans>}
          </h2>
          <p className="pay-status__message">
            {failed ? (
              <Trans>Este pago ya no está disponible. Ya puedes cerrar esta ventana.</Trans>
            ) : post ? (
              <Trans>Si no pasa nada en unos segundos, usa el botón para continuar.</Trans>
            ) : (
              <Trans>Estamos preparando tu pago seguro con el banco…</Trans>
            )}
          </p>
        </div>
        {post ? <ProviderForm post={post} label={<Trans>Ir a la página de pago</Trans>} /> : null}
        {failed ? (
          <div className="pay-status__actions">
            <ButtonLink to={startPath} block>
              <Trans>Ir al inicio</Trans>
            </ButtonLink>
          </div>
        ) : null}
      </section>
    </Screen>
  );
}
