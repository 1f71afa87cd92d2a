// The booking (POST .../courts/{courtId}/bookingsv2): the quote's body plus the booking's own
// fields, once per idempotency key; the answer goes to the paymentResult machine. And the cancel of
// a booking in progress (PATCH /api/bookings/{id}).
import { fromPromise } from 'xstate';
import type { CancelBookingInput, CreateBookingInput, CreateBookingOutput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import { toQuoteBody } from './quote';
import { newRequestKey } from './requestKey';
import { createBooking, cancelBooking } from '#kernel/contract/booking/bookings';
import { getLatamPassId } from '#kernel/contract/booking/latamPass';
import type { FetchLatamPassIdInput, FetchLatamPassIdOutput } from '#machines/booking/reservation/reservation.texts';

type BookingBody = BodyOf<Endpoints['createBooking']>;

export function toBookingBody(input: CreateBookingInput, idempotencyKey: string): BookingBody {
  return {
    ...toQuoteBody(input),
    action: input.action,
    comments: input.comments,
    fopId: input.fopId,
    fopParams: input.fopParams,
    promo_code: input.promo_code,
    dataConfigValues: input.dataConfigValues,
    serviceFee: input.serviceFee,
    insuranceInformation: input.insuranceInformation,
    preBookedData: input.preBookedData,
    ...(input.playWith !== undefined ? { playWith: input.playWith } : {}),
    ...(input.bookingMotive !== undefined ? { bookingMotive: input.bookingMotive, arrivalTime: input.arrivalTime } : {}),
    idempotencyKey,
  };
}

export function toBookingOutput(answer: ResponseOf<Endpoints['createBooking']>): CreateBookingOutput {
  return { bookingId: answer.bookingId, paymentData: answer.paymentData, webpay_id: answer.webpay_id };
}

export function bookingActors(api: ApiClient) {
  return {
    createBooking: fromPromise<CreateBookingOutput, CreateBookingInput>(async ({ input, signal }) => {
      const params = { clubId: input.clubId, sportId: input.sportId, courtId: input.courtId };
      const answer = await api.call(createBooking, { params, body: toBookingBody(input, newRequestKey()), signal });
      return toBookingOutput(answer);
    }),
    /** GET /api/users/{userId}/latampassid: the booker's saved LATAM Pass account id. */
    fetchLatamPassId: fromPromise<FetchLatamPassIdOutput, FetchLatamPassIdInput>(({ input, signal }) =>
      api.call(getLatamPassId, { params: { userId: input.userId }, signal }).then((answer) => ({ accountId: answer.accountId })),
    ),
    /** PATCH /api/bookings/{id}: the booking in progress (-1698), cancelled so this one can go on. */
    cancelBooking: fromPromise<unknown, CancelBookingInput>(({ input, signal }) =>
      api.call(cancelBooking, {
        params: { bookingId: input.bookingId },
        body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
        signal,
      }),
    ),
  };
}
