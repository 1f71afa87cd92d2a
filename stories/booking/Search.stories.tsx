import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'xstate';
import { bookingSelectors } from '#machines/booking';
import { atSearch, club, clubs, PENDING, screenOf, searchTomorrowAt19, startFlow, TOMORROW } from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';

export default { title: 'Booking/Search' } satisfies Meta;

const LONG_NAME = 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera';

export const Clubs = bookingFlowStory('search', async () => {
  const flow = startFlow();
  await screenOf(flow.actor, 'clubs');
  return flow;
});

export const ClubsLoading = bookingFlowStory('search', async () => startFlow({ clubs: PENDING as never }));

export const ClubsFailed = bookingFlowStory('search', async () => {
  const flow = startFlow({ clubs: new Error('down') as never });
  await waitFor(flow.actor, (s) => bookingSelectors.canRetryClubs(s));
  return flow;
});

export const ClubsLongNames = bookingFlowStory('search', async () => {
  const flow = startFlow({ clubs: { clubs: clubs.map((c, i) => (i % 2 ? c : { ...c, name: LONG_NAME })), total: 12 } });
  await screenOf(flow.actor, 'clubs');
  return flow;
});

export const Sports = bookingFlowStory('search', async () => {
  const flow = startFlow({}, { preselect: { clubId: 1 } });
  await screenOf(flow.actor, 'sports');
  return flow;
});

export const ComingSoon = bookingFlowStory('search', async () => {
  const flow = startFlow({ club: { ...club, dummy: true } }, { preselect: { clubId: 1 } });
  await screenOf(flow.actor, 'comingSoon');
  return flow;
});

export const MembersOnly = bookingFlowStory('search', async () => {
  const flow = startFlow({ club: { ...club, user_enabled: false, allow_browsing: false } }, { preselect: { clubId: 1 } });
  await screenOf(flow.actor, 'membersOnly');
  return flow;
});

export const SearchForm = bookingFlowStory('search', () => atSearch());

export const SearchFormFilled = bookingFlowStory('search', async () => {
  const flow = await atSearch({ club: { ...club, name: LONG_NAME } });
  flow.actor.send({ type: 'search.setDate', date: TOMORROW });
  flow.actor.send({ type: 'search.setTime', time: '19:00:00' });
  flow.actor.send({ type: 'search.setTimespan', timespan: 90 });
  return flow;
});

export const Searching = bookingFlowStory('search', async () => {
  const flow = await atSearch({ timeslots: [PENDING] });
  searchTomorrowAt19(flow.actor);
  return flow;
});
