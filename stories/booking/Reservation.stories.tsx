import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'xstate';
import { ApiError } from '#api/apiError';
import { bookingSelectors, reservationSelectors } from '#machines/booking';
import { atReservation, club, PENDING, quote, type Fakes } from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';

export default { title: 'Booking/Reservation' } satisfies Meta;

const holdFor = (ms: number) => ({
  preBookTimestamp: new Date().toISOString(),
  preBookExpiration: new Date(Date.now() + ms).toISOString(),
});
const withInsurance: Fakes = {
  club: { ...club, clubIsOneClick: true, clubAllowsBookingInsurance: true },
  plan: { amount: 1500, planCode: 'CO-1', country: 'CO' },
};

/** The reservation child of the flow, once it shows `screen`. */
async function reservationAt(fakes: Fakes, until: (s: Parameters<typeof reservationSelectors.screen>[0]) => boolean) {
  const flow = await atReservation(fakes);
  await waitFor(bookingSelectors.reservationRef(flow.actor.getSnapshot())!, until);
  return flow;
}

const summaryShown = (s: Parameters<typeof reservationSelectors.screen>[0]) => reservationSelectors.screen(s) === 'summary';

export const InsuranceStep = bookingFlowStory('reservation', () => reservationAt(withInsurance, reservationSelectors.isInsuranceStep));

export const PaidSummary = bookingFlowStory('reservation', () => reservationAt({}, summaryShown));

export const FreeSummary = bookingFlowStory('reservation', () => reservationAt({ quote: quote({ pay: 0 }) }, summaryShown));

export const PayOrDownpay = bookingFlowStory('reservation', () =>
  reservationAt({ quote: quote({ pay: 26000, downpay: 8000 }) }, summaryShown),
);

export const PaidAtTheClubOnly = bookingFlowStory('reservation', () => reservationAt({ quote: quote({ forbid: true }) }, summaryShown));

export const CountdownNearZero = bookingFlowStory('reservation', () =>
  reservationAt({ hold: holdFor(12_000), quote: quote({ hold: holdFor(12_000) }) }, summaryShown),
);

export const HoldRanOut = bookingFlowStory('reservation', () =>
  reservationAt({ hold: holdFor(1_000), quote: quote({ hold: holdFor(1_000) }) }, reservationSelectors.isHoldExpired),
);

export const QuoteLoading = bookingFlowStory('reservation', () => atReservation({ quote: PENDING as never }));

export const LimitOfBookings = bookingFlowStory('reservation', () =>
  atReservation({ quote: new ApiError('requestQuote', 422, { code: '-61', message: 'limit', details: { count: 2 } }) }),
);

export const Booking = bookingFlowStory('reservation', async () => {
  const flow = await reservationAt({ quote: quote({ pay: 0 }), booking: PENDING }, summaryShown);
  bookingSelectors.reservationRef(flow.actor.getSnapshot())!.send({ type: 'booking.book' });
  return flow;
});

export const NeedsAnotherBookingAtThatHour = bookingFlowStory('reservation', async () => {
  const flow = await reservationAt(
    { quote: quote({ pay: 0 }), booking: new ApiError('createBooking', 409, { code: '-539', message: 'needs another' }) },
    summaryShown,
  );
  const reservation = bookingSelectors.reservationRef(flow.actor.getSnapshot())!;
  reservation.send({ type: 'booking.book' });
  await waitFor(reservation, (s) => reservationSelectors.screen(s) !== 'loading');
  return flow;
});
