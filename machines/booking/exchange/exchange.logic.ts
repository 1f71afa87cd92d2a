// The exchange states' guards, context updates, inputs and view-action params (spec part 1 §4.5), as
// pure functions; booking.setup.ts registers them by name.
import { placeholder } from '#machines/shared/actors';
import type { Done } from '#machines/shared/outcomes';
import type { BookingContext, NavigateParams, ShowToastParams } from '../booking.types';
import { exchangeMessages } from './exchange.messages';
import type { ExchangeBooking, LoadExchangeBookingInput } from './exchange.types';

type Ctx = { context: BookingContext };

export const exchangeActors = {
  /** GET /api/bookings/{id}: the booking being changed. */
  loadExchangeBooking: placeholder<ExchangeBooking, LoadExchangeBookingInput>('booking', 'loadExchangeBooking'),
};

export const exchangeGuards = {
  isExchange: ({ context }: Ctx) => context.mode === 'exchange' && context.exchangeBookingId !== null,
  isClubUserBlocked: (_: unknown, booking: ExchangeBooking) => booking.clubUserBlocked,
  isUnchangeable: (_: unknown, booking: ExchangeBooking) => !booking.isChangeable,
};

/**
 * The booking's club and sport, and its date, time and duration as the search's start (unless the
 * address already named criteria: a reload of a change keeps where the player was).
 */
export function exchangeBookingUpdate({ context }: Ctx, booking: ExchangeBooking): Partial<BookingContext> {
  const asked = context.preselect.sportId !== null && context.preselect.show !== null;
  return {
    exchange: booking,
    clubId: booking.clubId,
    sportId: booking.sportId,
    preselect: asked
      ? context.preselect
      : { sportId: booking.sportId, date: booking.date, time: booking.startTime, timespan: booking.timespan, courtId: null, show: 'form' },
  };
}

export const exchangeBookingInput = ({ context }: Ctx): LoadExchangeBookingInput => ({ bookingId: context.exchangeBookingId ?? 0 });
export const toBookings = (): NavigateParams => ({ to: '/bookings' });
export const toClubPage = ({ event }: Done<ExchangeBooking>): NavigateParams => ({ to: `/club/${event.output.clubId}` });
export const cannotChangeToast: ShowToastParams = { message: exchangeMessages.cannotChange, kind: 'error' };
