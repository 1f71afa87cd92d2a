import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PaymentOutcome } from '#kernel/lib/booking/paymentOutcome';
import { withPay } from '#kernel/lib/booking/paths';
import { ButtonLink } from './ButtonLink';

// The one payment-result screen's texts and ways on (issue 9, item 7), for every provider: the card
// provider's rejection on /book/error, Webpay and MercadoPago on /webpay, one-click on /webpayoneclick.

export const paymentOutcomeTexts: Record<PaymentOutcome, { title: MessageDescriptor; message: MessageDescriptor }> = {
  rejected: {
    title: msg`Pago rechazado`,
    message: msg`El pago fue rechazado. Tu reserva no quedó confirmada y no se hizo ningún cargo (si el banco alcanzó a cobrar, se reversa). Puedes probar con otro medio de pago o elegir otro horario.`,
  },
  cancelled: {
    title: msg`Pago anulado`,
    message: msg`Anulaste el pago antes de terminarlo: no se hizo ningún cargo y tu reserva aún no está confirmada. Vuelve al resumen para pagarla mientras la cancha siga guardada para ti.`,
  },
  speed: {
    title: msg`Demasiados intentos de pago`,
    message: msg`Hiciste varios intentos de pago seguidos. Espera unos minutos antes de volver a intentarlo.`,
  },
};

export interface PaymentOutcomeActionsProps {
  outcome: PaymentOutcome;
  /** The booking's summary (its hold permitting); null when the booking is not known. */
  summaryHref: string | null;
  /** The same search's slots, or the start screen. */
  searchHref: string;
  bookingsHref: string;
}

/** rejected → another method (the summary, paying again) or another slot; cancelled → back to the summary. */
export function PaymentOutcomeActions({ outcome, summaryHref, searchHref, bookingsHref }: PaymentOutcomeActionsProps) {
  return (
    <div className="pay-outcome__actions">
      {summaryHref && outcome === 'rejected' ? (
        <ButtonLink to={withPay(summaryHref)} block>
          <Trans>Probar con otro medio de pago</Trans>
        </ButtonLink>
      ) : null}
      {summaryHref && outcome === 'cancelled' ? (
        <ButtonLink to={summaryHref} block>
          <Trans>Volver al resumen</Trans>
        </ButtonLink>
      ) : null}
      <ButtonLink to={searchHref} variant={summaryHref && outcome !== 'speed' ? 'secondary' : 'primary'} block>
        <Trans>Buscar otro horario</Trans>
      </ButtonLink>
      <ButtonLink to={bookingsHref} variant="secondary" block>
        <Trans>Ir a mis reservas</Trans>
      </ButtonLink>
    </div>
  );
}
