// The summary's API actors (spec part 2 §7 "Booking"): the booking with its vouchers, seats and
// cross-sell; the pay calls (and paying with credit at the club); can_review. The clipboard and the review message are the device's.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import {
  getBooking,
  getCanReview,
  getCrossSell,
  listBookingMultipleVouchers,
  listBookingVouchers,
  listMultipleBookings,
} from '#kernel/contract/booking/bookingSummary';
import { payBookingWithCredit } from '#kernel/contract/booking/afterBooking';
import { payBooking, payBookingInsurance } from '#kernel/contract/payments/pay';
import type { BookingSummaryActors } from '#machines/bookingSummary';
import type { ShellBridge } from '#shell/bridge';

export function summaryActors(
  api: ApiClient,
  shell: Pick<ShellBridge, 'requestAppReview'>,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
): Omit<BookingSummaryActors, 'cashier' | 'cashierReady'> {
  return {
    loadSummary: fromPromise(async ({ input, signal }) => {
      const params = { bookingId: input.bookingId };
      // The booking first: its 404 is the answer for all, and nothing else is asked for a stranger's id.
      const { booking } = await api.call(getBooking, { params, signal });
      const [single, grouped, seats, cross] = await Promise.all([
        api.call(listBookingVouchers, { params, signal }),
        api.call(listBookingMultipleVouchers, { params, signal }),
        booking.usedCapacity > 1 ? api.call(listMultipleBookings, { params, signal }) : { multipleBookings: [] },
        api.call(getCrossSell, { params, signal }),
      ]);
      return {
        booking,
        vouchers: [...single.vouchers, ...grouped.vouchers],
        multipleBookings: seats.multipleBookings,
        crossSell: cross.crossSellData,
      };
    }),
    pay: fromPromise(async ({ input, signal }) => {
      const { fopId, fopParams } = input.choice;
      const params = { id: input.bookingId };
      const body = { fopId, fopParams };
      return input.action === 'insurance'
        ? api.call(payBookingInsurance, { params, body: { action: 'pay', ...body }, signal })
        : api.call(payBooking, { params, body: { action: input.action, ...body }, signal });
    }),
    payWithCredit: fromPromise(async ({ input, signal }) => {
      const paid = await api.call(payBookingWithCredit, { params: { bookingId: input.bookingId }, signal });
      return { status: paid.status, creditUsed: paid.creditUsed, creditBalance: paid.creditBalance, pendingAmount: paid.pendingAmount };
    }),
    copyText: fromPromise(async ({ input }) => {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(input.text);
    }),
    canReview: fromPromise(async ({ input, signal }) => {
      const os = input.os === 'ios' ? 'ios' : 'android';
      return (await api.call(getCanReview, { params: { userId: input.userId, os }, signal })).canReview;
    }),
    requestReview: fromPromise(() => shell.requestAppReview()),
  };
}
