// The params the booking chart's actions read from done and error events (typed, no casts).
import { output, type Done, type Failed } from '#machines/shared/outcomes';
import type { FailureParams } from './booking.setup';
import type { BookingCall, BookingEvent } from './booking.types';
import type { FetchTimeslotsOutput, LoadClubSportsOutput } from './booking.calls';
import type { ReservationOutput } from './reservation/reservation.types';

const failedCall =
  (call: BookingCall) =>
  ({ event }: Failed): FailureParams => ({ call, error: event.error });
export const fail = (call: BookingCall) => ({ type: 'recordFailure', params: failedCall(call) }) as const;
export const reservationOutput = output<ReservationOutput>;
export const ended = (result: ReservationOutput['result']) =>
  ({ type: 'reservationEnded', params: ({ event }: Done<ReservationOutput>) => ({ ended: event.output, result }) }) as const;
export const sports = output<LoadClubSportsOutput>;
export const addressEvent = ({ event }: { event: Extract<BookingEvent, { type: 'url.follow' }> }) => ({ event: event.event });
export const slots = output<FetchTimeslotsOutput>;
