// The details of the booking the flow just made, from its snapshot (see confirmedBooking.ts).
import { bookingSelectors, reservationSelectorsOf } from '#machines/booking';
import type { ConfirmedBooking } from './confirmedBooking';

type BookingSnapshot = bookingSelectors.BookingSnapshot;

export function confirmationOf(s: BookingSnapshot | undefined): ConfirmedBooking | null {
  if (!s) return null;
  const child = bookingSelectors.reservationRef(s)?.getSnapshot();
  if (!child) return null;
  const reservationSelectors = reservationSelectorsOf();
  const slot = reservationSelectors.slot(child);
  const quote = reservationSelectors.quote(child);
  const amounts = reservationSelectors.amounts(child);
  const action = reservationSelectors.payAction(child);
  const paidNow = action === 'pay' ? amounts.total : action === 'downpay' ? amounts.downpay + amounts.fee : 0;
  return {
    clubName: reservationSelectors.club(child).name,
    sportName: reservationSelectors.sport(child).name,
    courtName: quote?.slot.courtName ?? slot.courtText,
    date: slot.local_date,
    startTime: slot.local_start_time,
    endTime: slot.local_end_time,
    timespan: reservationSelectors.search(child).timespan,
    paidNow,
    toPayLater: Math.max(0, amounts.pay - (action === 'pay' ? amounts.pay : action === 'downpay' ? amounts.downpay : 0)),
    currencyCode: amounts.currencyCode,
    players: reservationSelectors.players(child).length,
  };
}
