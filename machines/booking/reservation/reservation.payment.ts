// Which payment actions the summary offers (spec part 1 §4.4, part 2 §3-4):
//
// - pay: the full online amount, when it is above 0 and the booking allows paying now
//   (forbidPaymentAtBooking hides it). Opens the payment modal (the cashier).
// - downpay: a partial amount below the full one, same conditions.
// - book without paying now: always when the amount is 0 or less (no payment modal at all);
//   with an amount to pay, only when paying later is possible:
//     * forbidPaymentAtBooking: the club takes no payment now, so booking is the only way
//       (the deadline does not apply: the club collects later);
//     * otherwise the pay-before deadline localTLDateTime (club-local, read in the club's
//       timezone) must still be ahead of the clock; a deadline that has passed (or is exactly
//       now) means the booking must be paid now, so 'book' is not offered. No deadline: paying
//       later has no limit, 'book' is offered.
//   The clock is the flow's input `now` (the time the flow started).
import { parseClubLocal, resolveTimezone } from '#kernel/lib/dates';
import type { Quote, ReservationContext, ServiceFee } from './reservation.types';

type Ctx = Pick<ReservationContext, 'quote' | 'now' | 'club'>;

export const payAmount = (quote: Quote | null): number => quote?.bookingActions.paymentAmounts.pay ?? 0;
export const downpayAmount = (quote: Quote | null): number => quote?.bookingActions.paymentAmounts.downpay ?? 0;
const forbidsPayment = (quote: Quote | null) => quote?.bookingActions.forbidPaymentAtBooking === true;

export const canPay = ({ quote }: Ctx): boolean => quote !== null && !forbidsPayment(quote) && payAmount(quote) > 0;

export const canDownpay = ({ quote }: Ctx): boolean =>
  quote !== null && !forbidsPayment(quote) && downpayAmount(quote) > 0 && downpayAmount(quote) < payAmount(quote);

/** The pay-before deadline as an instant, or null when the quote has none (or it is unreadable). */
export function payBeforeDeadline({ quote, club }: Ctx): number | null {
  return parseClubLocal(quote?.slot.localTLDateTime, resolveTimezone(quote?.slot.clubTimezone || club.timezone))?.getTime() ?? null;
}

export function isPayLaterOpen(context: Ctx): boolean {
  const deadline = payBeforeDeadline(context);
  return deadline === null || deadline > context.now;
}

export const isFree = ({ quote }: Ctx): boolean => quote !== null && payAmount(quote) <= 0;

export const canBookWithoutPaying = (context: Ctx): boolean =>
  context.quote !== null && (isFree(context) || forbidsPayment(context.quote) || isPayLaterOpen(context));

/** The service fee is checked only for an amount to pay. */
export const feeApplies = (quote: Quote | null): boolean => payAmount(quote) > 0;

/**
 * What paying now charges: the amount (full or partial), the service fee and the chosen insurance
 * (the server adds the same three).
 */
export function chargeAmount(context: Pick<ReservationContext, 'quote' | 'serviceFee' | 'insurance'>, action: 'pay' | 'downpay'): number {
  const part = action === 'pay' ? payAmount(context.quote) : downpayAmount(context.quote);
  const insurance = context.insurance?.wantInsurance ? context.insurance.amount : 0;
  return totalWithFee(part, context.serviceFee) + insurance;
}

/** Total to pay = fee + booking amount (spec part 1 §3, §9). */
export function totalWithFee(amount: number, fee: ServiceFee | null): number {
  return amount + (fee?.active ? fee.feeAmount : 0);
}
