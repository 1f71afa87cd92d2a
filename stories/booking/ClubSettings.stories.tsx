import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'xstate';
import { bookingSelectors, reservationSelectors, settingsSelectors } from '#machines/booking';
import {
  atReservation,
  atSearch,
  atSlots,
  club,
  quote,
  screenOf,
  sport,
  sports,
  startFlow,
  TOMORROW,
} from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';

// Issue 16: the club and sport settings on screen — a sport block, a club that disabled the player,
// prices hidden by the club, the club's note and comment minimum on the summary, a sport booked club first.
export default { title: 'Booking/Club and sport settings' } satisfies Meta;

const LONG_NAME = 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera';

export const SportBlocked = bookingFlowStory('search', async () => {
  const flow = startFlow(
    { sport: { ...sport, blocked: true, blocked_until: '2027-01-01T02:00:00.000Z' } },
    { preselect: { clubId: 1, sportId: 1 } },
  );
  await screenOf(flow.actor, 'sportBlocked');
  return flow;
});

export const SportBlockedLongNames = bookingFlowStory('search', async () => {
  const flow = startFlow(
    { club: { ...club, name: LONG_NAME }, sport: { ...sport, blocked: true, blocked_until: '2027-01-01T02:00:00.000Z' } },
    { preselect: { clubId: 1, sportId: 1 } },
  );
  await screenOf(flow.actor, 'sportBlocked');
  return flow;
});

export const ClubBlocked = bookingFlowStory('search', async () => {
  const flow = startFlow({ club: { ...club, isBlocked: true } }, { preselect: { clubId: 1, sportId: 1 } });
  await screenOf(flow.actor, 'clubBlocked');
  return flow;
});

/** A simple search at a fixed time (fixed_search_time 01:00:00): the form and the results' picker show no time. */
const fixedTime = { sport: { ...sport, simple_search: true, fixed_search_time: '01:00:00' } };
export const FixedSearchTimeForm = bookingFlowStory('search', () => atSearch(fixedTime));
export const FixedSearchTimeSlots = bookingFlowStory('slots', () => atSlots(fixedTime));

export const PricesHidden = bookingFlowStory('slots', () => atSlots({ sport: { ...sport, hide_price_mode: 'ALL' } }));

export const SummaryWithClubNoteAndCommentMinimum = bookingFlowStory('reservation', async () => {
  const flow = await atReservation({
    sport: {
      ...sport,
      additional_text_data: 'Llega 10 minutos antes: las pelotas se retiran en recepción.',
      ask_for_comments: true,
      comments_min_length: 5,
      text_for_comments: 'Indica con quién juegas',
    },
    quote: quote({ pay: 0 }),
  });
  await waitFor(bookingSelectors.reservationRef(flow.actor.getSnapshot())!, (s) => reservationSelectors.screen(s) === 'summary');
  return flow;
});

export const ClubFirstSport = bookingFlowStory('search', async () => {
  const flow = startFlow({ sportChoices: [...sports, { id: 4, name: 'Golf', simple_search: false, switch_book_flow: true }] });
  await waitFor(flow.actor, (s) => bookingSelectors.screen(s) === 'clubs' && s.context.sportFirst.sports.length > sports.length);
  flow.actor.send({ type: 'sportSearch.run', sportId: 4, date: TOMORROW, time: '10:00:00', timespan: 120 });
  await waitFor(flow.actor, (s) => settingsSelectors.canClearClubFirst(s));
  return flow;
});

const textsSport = { ...sport, latam_pass_enabled: true, ask_play_with: true, ask_motive_and_arrival: true };
const atSummary = async (flow: Awaited<ReturnType<typeof atReservation>>) => {
  const reservation = bookingSelectors.reservationRef(flow.actor.getSnapshot())!;
  await waitFor(reservation, (s) => reservationSelectors.screen(s) === 'summary' && s.matches({ summary: 'ready' }));
  return reservation;
};

/** A club that takes LATAM Pass and asks who you play with, the motive and arrival time: the saved id prefilled. */
export const SummaryWithLatamPassAndTexts = bookingFlowStory('reservation', async () => {
  const flow = await atReservation({ sport: textsSport, quote: quote({ pay: 0 }), latamPassId: 'LP12345678' });
  await atSummary(flow);
  return flow;
});

/** Booking with the texts missing and a LATAM Pass id too short once filtered: the first problem shows. */
export const SummaryTextsMissing = bookingFlowStory('reservation', async () => {
  const flow = await atReservation({ sport: textsSport, quote: quote({ pay: 0 }) });
  const reservation = await atSummary(flow);
  reservation.send({ type: 'latamPass.set', value: 'lp-12' });
  reservation.send({ type: 'booking.book' });
  await waitFor(reservation, (s) => s.context.problem !== null);
  return flow;
});
