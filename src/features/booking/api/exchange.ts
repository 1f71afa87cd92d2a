// The booking being changed (spec part 1 §4.5): GET /api/bookings/{id}, mapped to what the flow reads.
import { fromPromise } from 'xstate';
import type { ExchangeBooking, LoadExchangeBookingInput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import { getBooking } from '#kernel/contract/booking/bookingSummary';

export function exchangeActors(api: ApiClient) {
  return {
    loadExchangeBooking: fromPromise<ExchangeBooking, LoadExchangeBookingInput>(async ({ input, signal }) => {
      const { booking } = await api.call(getBooking, { params: { bookingId: input.bookingId }, signal });
      return {
        id: booking.id,
        clubId: booking.club_id,
        sportId: booking.sport_id,
        date: booking.local_date,
        startTime: booking.local_start_time,
        timespan: booking.timespan,
        courtName: booking.courtName,
        currencyCode: booking.currencyCode,
        totalAmountPayed: booking.totalAmountPayed,
        isChangeable: booking.isChangeable,
        clubUserBlocked: booking.club_user_blocked,
      };
    }),
  };
}
