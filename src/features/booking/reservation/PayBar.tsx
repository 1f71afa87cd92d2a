import { Trans, useLingui } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { PriceTag } from '#ui/PriceTag';
import { StickyBar } from '#ui/StickyBar';
import { money } from '../shared/format';
import { useLocale, useMessage } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/**
 * The summary's actions, one thumb away: pay, pay a part (downpay) or book (an amount of 0 or less
 * books directly; with an amount, booking now and paying later while the club allows it).
 */
export function PayBar({ busy }: { busy: boolean }) {
  const actor = useReservationActor();
  const { t } = useLingui();
  const locale = useLocale();
  const text = useMessage();
  const amounts = useReservation(reservationSelectors.amounts, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const payTotal = useReservation((s) => reservationSelectors.chargeNow(s, 'pay'));
  const downpayTotal = useReservation((s) => reservationSelectors.chargeNow(s, 'downpay'));
  // Offered by the quote (not only "can be pressed now"): the buttons stay while the payment modal
  // is open, so closing it gives focus back to the button that opened it.
  const canPay = useReservation(reservationSelectors.offersPay);
  const canDownpay = useReservation(reservationSelectors.offersDownpay);
  const canBook = useReservation(reservationSelectors.offersPayLater);
  const hasQuote = useReservation(reservationSelectors.hasQuote);
  const action = useReservation(reservationSelectors.payAction);
  const problem = useReservation(reservationSelectors.problem);
  const addPlayerOpen = useReservation(reservationSelectors.isAddPlayerOpen);
  const credit = useReservation(
    reservationSelectors.creditAtClub,
    (a, b) => a?.balance === b?.balance && a?.currencyCode === b?.currencyCode,
  );
  const currency = amounts.currencyCode;
  const free = amounts.pay <= 0;
  // 'Gratis' only when nothing at all is charged (an insurance on a free court still costs).
  const nothingToPay = payTotal <= 0;
  const working = busy || !hasQuote;

  return (
    <StickyBar
      summary={
        hasQuote ? (
          <>
            <span className="pay-bar__label">{nothingToPay ? <Trans>Total</Trans> : <Trans>Total a pagar</Trans>}</span>
            <PriceTag size="large" free={nothingToPay} text={nothingToPay ? t`Gratis` : money(payTotal, currency, locale)} />
          </>
        ) : null
      }
    >
      {problem && !addPlayerOpen ? <Notice kind="error">{text(problem.message, problem.values)}</Notice> : null}
      {credit ? (
        <p className="muted" data-testid="club-credit-hint">
          <Trans>
            Tienes {money(credit.balance, credit.currencyCode, locale)} de crédito en este club: elige «Reservar y pagar después» y úsalo en
            el resumen de tu reserva.
          </Trans>
        </p>
      ) : null}
      {canPay ? (
        <Button block busy={busy && action === 'pay'} disabled={working} onClick={() => actor.send({ type: 'booking.pay' })}>
          <Trans>Pagar {money(payTotal, currency, locale)}</Trans>
        </Button>
      ) : null}
      {canDownpay ? (
        <Button
          block
          variant="secondary"
          busy={busy && action === 'downpay'}
          disabled={working}
          onClick={() => actor.send({ type: 'booking.downpay' })}
        >
          <Trans>Abonar {money(downpayTotal, currency, locale)} ahora</Trans>
        </Button>
      ) : null}
      {canBook || (!hasQuote && !canPay) ? (
        <Button
          block
          variant={free || !canPay ? 'primary' : 'secondary'}
          busy={busy && action === 'book'}
          disabled={working}
          onClick={() => actor.send({ type: 'booking.book' })}
        >
          {free ? (
            <Trans>Confirmar reserva</Trans>
          ) : canPay ? (
            <Trans>Reservar y pagar después</Trans>
          ) : (
            <Trans>Reservar y pagar en el club</Trans>
          )}
        </Button>
      ) : null}
    </StickyBar>
  );
}
