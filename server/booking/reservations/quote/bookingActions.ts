import { formatInTimeZone } from 'date-fns-tz';
import type { BookingActionsDto } from '#kernel/contract/booking';
import { formatMoney } from '#kernel/lib/money';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { ServiceFee } from '../serviceFee';

export type PayAction = 'pay' | 'downpay' | 'book';

/** The pay-before deadline, club-local 'yyyy-MM-dd HH:mm:ss' (localTLDateTime), or null. */
export function payBefore(context: ClubSportContext, startsAt: Date): Date | null {
  const hours = context.config.payBeforeHours;
  return hours === null ? null : new Date(startsAt.getTime() - hours * 3_600_000);
}

export function localDateTime(context: ClubSportContext, at: Date | null): string | null {
  return at ? formatInTimeZone(at, context.club.timezone, 'yyyy-MM-dd HH:mm:ss') : null;
}

/**
 * The amounts and actions offered (spec part 1 §4.4): pay the online amount, downpay the club's
 * share of it, or book and pay later (while the pay-before deadline is ahead). Nothing to pay: book.
 * A club without online payment (forbidPaymentAtBooking) offers only book.
 */
export function bookingActions(
  context: ClubSportContext,
  pay: number,
  fee: ServiceFee,
  deadline: Date | null,
  now: Date,
): BookingActionsDto {
  const online = context.rules.onlinePayment;
  const percent = context.rules.downpayPercent;
  const downpay = online && pay > 0 && percent > 0 && percent < 100 ? Math.ceil((pay * percent) / 100) : 0;
  const totalWithFee = pay + (fee.active ? fee.feeAmount : 0);
  const actions: PayAction[] = [];
  if (pay <= 0 || !online) actions.push('book');
  else {
    actions.push('pay');
    if (downpay > 0) actions.push('downpay');
    if (!deadline || deadline.getTime() > now.getTime()) actions.push('book');
  }
  const format = (amount: number) => formatMoney(amount, context.club.currencyCode, context.club.languageCode);
  return {
    paymentAmounts: {
      pay,
      downpay,
      totalWithFee,
      pay_formatted: format(pay),
      downpay_formatted: format(downpay),
      totalWithFee_formatted: format(totalWithFee),
    },
    serviceFee: fee,
    forbidPaymentAtBooking: !online,
    actions,
  };
}
