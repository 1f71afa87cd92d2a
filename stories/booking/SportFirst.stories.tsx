import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'xstate';
import type { ClubSlotGroup, SearchClubSlotsOutput } from '#machines/booking';
import { screenOf, slot, startFlow, TOMORROW } from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';

// The main brand's sport-first search: the card above the club list, and /book/slots-clubs in each
// of its states (nearest first, other hours, clubs left out, nothing near, the search failed).

export default { title: 'Booking/Sport first' } satisfies Meta;

const search = { sportId: 1, date: TOMORROW, time: '19:00:00', timespan: 90 };
const group = (clubId: number, clubName: string, distance: number, times: string[]): ClubSlotGroup => ({
  clubId,
  clubName,
  image: null,
  distance,
  slots: times.map((t, i) => {
    const s = slot(i + 1, t);
    return { ...s, clubId, price: { amount: 30000, currencyCode: 'CLP' } };
  }),
});
const found: SearchClubSlotsOutput = {
  groups: [
    group(1, 'Club Pádel Vitacura', 1.4, ['19:00:00', '19:00:00']),
    group(11, 'Sportlife Santiago', 3.2, ['19:00:00']),
    group(12, 'Sportlife Ñuñoa', 12.6, ['19:00:00']),
  ],
  otherHours: false,
  filteredByDistance: true,
  maxDistanceKm: 50,
  offersRounds: false,
};
const HERE = { latitude: -33.41, longitude: -70.58 };

const atClubSlots = (clubSlots: SearchClubSlotsOutput | Error, position?: typeof HERE) => async () => {
  const flow = startFlow({ clubSlots, position }, { sportFirst: search });
  await screenOf(flow.actor, 'clubSlots');
  return flow;
};

export const SearchCardAboveTheClubs = bookingFlowStory('search', async () => {
  const flow = startFlow();
  await waitFor(flow.actor, (s) => s.matches('clubList') && s.context.sportFirst.sports.length > 0);
  return flow;
});

export const NearestClubsFirst = bookingFlowStory('slotsClubs', atClubSlots(found, HERE));

export const PositionRefusedCountryCentre = bookingFlowStory('slotsClubs', atClubSlots({ ...found, filteredByDistance: false }));

export const OtherHours = bookingFlowStory(
  'slotsClubs',
  atClubSlots(
    { ...found, otherHours: true, filteredByDistance: false, groups: [group(1, 'Club Pádel Vitacura', 1.4, ['20:30:00', '21:00:00'])] },
    HERE,
  ),
);

export const NothingNearSearchFarther = bookingFlowStory('slotsClubs', atClubSlots({ ...found, groups: [] }, HERE));

export const SearchFailed = bookingFlowStory('slotsClubs', atClubSlots(new Error('down'), HERE));
