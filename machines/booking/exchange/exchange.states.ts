// Changing a booking (/book/exchange/:bookingId, spec part 1 §4.5, part 2 §4 "Exchange"): load the
// booking; a booking the club's block covers goes to the club's page; one that cannot be changed is
// an error and the bookings; an unknown club is 'club not available'. Otherwise the usual flow runs
// from the club's sports with the booking's sport, date, time and duration preselected, the search,
// quote and booking carrying the booking's id (and no insurance step: reservation.insurance.ts).
import { output } from '#machines/shared/outcomes';
import { loadClubInput } from '../booking.actions';
import type { Club } from '../booking.types';
import { cannotChangeToast, exchangeBookingInput, toBookings, toClubPage } from './exchange.logic';
import type { ExchangeBooking } from './exchange.types';

const booking = output<ExchangeBooking>;
const leaveForBookings = [
  { type: 'showToast', params: cannotChangeToast },
  { type: 'navigate', params: toBookings },
] as const;

export const exchangeStates = {
  initial: 'loadingBooking',
  states: {
    loadingBooking: {
      invoke: {
        id: 'loadExchangeBooking',
        src: 'loadExchangeBooking',
        input: exchangeBookingInput,
        onDone: [
          {
            guard: { type: 'isClubUserBlocked', params: booking },
            target: '#booking.left',
            actions: { type: 'navigate', params: toClubPage },
          },
          { guard: { type: 'isUnchangeable', params: booking }, target: '#booking.left', actions: leaveForBookings },
          { target: 'loadingClub', actions: { type: 'assignExchangeBooking', params: booking } },
        ],
        // Another user's booking or none (404 -64): it cannot be changed.
        onError: { target: '#booking.left', actions: leaveForBookings },
      },
    },
    loadingClub: {
      invoke: {
        id: 'loadExchangeClub',
        src: 'loadClub',
        input: loadClubInput,
        onDone: { target: '#booking.loadingSports', actions: { type: 'assignClub', params: output<Club> } },
        onError: 'clubUnavailable',
      },
    },
    /** 'This club is not available': the way back is the bookings. */
    clubUnavailable: {
      on: { 'exchange.leave': { target: '#booking.left', actions: { type: 'navigate', params: toBookings } } },
    },
  },
} as const;
