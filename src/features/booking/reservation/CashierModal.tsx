import { Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { useCashierPort } from '#shell/cashierPort';
import { Modal } from '#ui/Modal';
import { Spinner } from '#ui/Spinner';
import { money } from '../shared/format';
import { useLocale } from '#shell/i18n/useMessage';
import { useReservation } from './ReservationContext';

/**
 * The payment modal for 'pay' and 'downpay': the reservation's cashier child (the club's forms of
 * payment, saved cards, bank transfer), with what paying now charges in the club's currency.
 */
export function CashierModal() {
  const locale = useLocale();
  const { CashierSheet } = useCashierPort();
  const cashier = useReservation(reservationSelectors.cashierRef);
  const action = useReservation(reservationSelectors.payAction);
  const charge = useReservation((s) => reservationSelectors.chargeNow(s, action === 'downpay' ? 'downpay' : 'pay'));
  const currency = useReservation((s) => reservationSelectors.amounts(s).currencyCode);
  if (!cashier) return null;
  const amount = money(charge, currency, locale);
  return (
    <Suspense
      fallback={
        <Modal open title={<Trans>Pagar {amount}</Trans>} onClose={() => cashier.send({ type: 'cashier.cancel' })}>
          <div className="reservation-loading" role="status">
            <Spinner decorative />
            <p className="muted">
              <Trans>Cargando los medios de pago…</Trans>
            </p>
          </div>
        </Modal>
      }
    >
      <CashierSheet actor={cashier} amountText={amount} />
    </Suspense>
  );
}
