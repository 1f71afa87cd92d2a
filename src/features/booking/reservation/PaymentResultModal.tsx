import { reservationSelectors } from '#machines/booking';
import { PaymentErrorModal } from '../shared/PaymentErrorModal';
import { useReservation } from './ReservationContext';

/** The reservation's payment result error, when its paymentResult child is running. */
export function PaymentResultModal() {
  const ref = useReservation(reservationSelectors.paymentResultRef);
  return ref ? <PaymentErrorModal actor={ref} /> : null;
}
