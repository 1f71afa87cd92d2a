import { useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { slotsPathOf, summaryPathOf } from '#kernel/lib/booking/paths';
import { paymentOutcomeOf } from '#kernel/lib/booking/paymentOutcome';
import { ButtonLink } from '#ui/ButtonLink';
import { PaymentOutcomeActions, paymentOutcomeTexts } from '#ui/PaymentOutcome';
import { ProviderForm, safeFormUrl } from './ProviderForm';
import { StatusBadge } from './StatusBadge';
import { useWebpayStatus, type WebpayQuery } from './useWebpayStatus';
import './PaymentStatus.css';

const BOOKINGS_PATH = '/bookings';

/**
 * /webpay?tbk_token&webpay_id (spec part 2 §2, §4 "Web payment status"): where the browser comes
 * back from the payment provider. PENDING is asked again every second without a reload; APPROVED
 * posts the return form (token_ws, webpay_id), which the server answers with the booking summary;
 * REJECTED, VOID and any error show the one payment-result screen: rejected (another method, or
 * another slot of the same search) or cancelled on the provider's page (back to the summary).
 */
export default function WebpayStatusPage() {
  const { search } = useLocation();
  const [query] = useSearchParams();
  const input: WebpayQuery = { page: 'status', token: query.get('tbk_token'), webpayId: query.get('webpay_id') };
  return <WebpayStatus key={search} input={input} />;
}

function WebpayStatus({ input }: { input: WebpayQuery }) {
  const { i18n } = useLingui();
  const { startPath } = useRuntime();
  const { post: asked, status, firstCheck, webpayId, message, errCategory, booking } = useWebpayStatus(input);
  // Not approved: the one payment-result screen (rejected, or cancelled on the provider's page).
  const outcome = status === 'REJECTED' ? paymentOutcomeOf(errCategory) : null;
  // A return address that is not http(s) is not followed: the page stays on APPROVED with its links.
  const post = asked && safeFormUrl(asked.url) ? asked : null;
  const tone = status === 'APPROVED' ? 'ok' : status === 'REJECTED' ? 'error' : 'waiting';

  return (
    <Screen>
      <section className="card pay-status" aria-labelledby="pay-status-title" data-status={status}>
        <StatusBadge tone={tone} />
        <div className="pay-status__live" role="status" aria-live="polite" aria-atomic="true" data-testid="payment-status">
          <h2 id="pay-status-title" className="pay-status__title">
            {status === 'APPROVED' ? (
              <Trans>¡Pago aprobado!</Trans>
            ) : outcome ? (
              i18n._(paymentOutcomeTexts[outcome].title)
            ) : firstCheck ? (
              <Trans>Consultando tu pago</Trans>
            ) : (
              <Trans>Esperando la confirmación del banco</Trans>
            )}
          </h2>
          <p className="pay-status__message">
            {status === 'APPROVED' && post ? (
              <Trans>Te estamos llevando a tu reserva…</Trans>
            ) : outcome ? (
              i18n._(paymentOutcomeTexts[outcome].message)
            ) : firstCheck ? (
              <Trans>Estamos revisando el estado de tu pago con el banco.</Trans>
            ) : (
              i18n._(message)
            )}
          </p>
        </div>
        {status === 'PENDING' && !firstCheck ? (
          <p className="pay-status__hint">
            <Trans>No cierres esta ventana: puede tardar unos segundos.</Trans>
          </p>
        ) : null}
        {webpayId ? (
          <p className="pay-status__reference">
            <Trans>
              Referencia del pago: <strong>{webpayId}</strong>
            </Trans>
          </p>
        ) : null}
        {status === 'APPROVED' ? (
          post ? (
            <ProviderForm post={post} label={<Trans>Ver mi reserva</Trans>} />
          ) : (
            <div className="pay-status__actions">
              <ButtonLink to={BOOKINGS_PATH} block>
                <Trans>Ir a mis reservas</Trans>
              </ButtonLink>
              <ButtonLink to={startPath} variant="secondary" block>
                <Trans>Ir al inicio</Trans>
              </ButtonLink>
            </div>
          )
        ) : null}
        {outcome ? (
          <PaymentOutcomeActions
            outcome={outcome}
            summaryHref={booking ? summaryPathOf(booking) : null}
            searchHref={booking ? slotsPathOf(booking) : startPath}
            bookingsHref={BOOKINGS_PATH}
          />
        ) : null}
      </section>
    </Screen>
  );
}
