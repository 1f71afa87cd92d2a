import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'xstate';
import { atSearch, atSlots, results, screenOf, searchTomorrowAt19, slot } from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';

export default { title: 'Booking/Slots' } satisfies Meta;

const none = { timeslots: [], alternative_timeslots: [], alternativeClubs: [] };

export const ByCourt = bookingFlowStory('slots', () => atSlots());

export const OwnBookingAmongThem = bookingFlowStory('slots', () =>
  atSlots({ timeslots: [{ ...results, timeslots: [{ ...slot(1, '19:00:00'), bookedByMe: true, bookingId: 77 }, slot(2, '19:00:00')] }] }),
);

export const ManyCourtsLongNames = bookingFlowStory('slots', () =>
  atSlots({
    timeslots: [
      {
        ...none,
        timeslots: Array.from({ length: 12 }, (_, i) => ({
          ...slot(i + 1, `${String(17 + (i % 5)).padStart(2, '0')}:00:00`, 26000 + i * 1500),
          courtName: i % 3 ? `Cancha ${i + 1}` : `Cancha central techada con iluminación LED número ${i + 1}`,
        })),
      },
    ],
  }),
);

export const OtherHoursOfTheClub = bookingFlowStory('slots', async () => {
  const flow = await atSearch({ timeslots: [{ ...none, alternative_timeslots: [slot(1, '21:00:00'), slot(2, '21:30:00')] }] });
  searchTomorrowAt19(flow.actor);
  await screenOf(flow.actor, 'alternativeSlots');
  return flow;
});

export const OtherClubs = bookingFlowStory('slots', async () => {
  const flow = await atSearch({
    timeslots: [{ ...none, alternativeClubs: [{ id: 4, name: 'Palermo Pádel', hour: '19:00:00', count: 2 } as never] }],
  });
  searchTomorrowAt19(flow.actor);
  await screenOf(flow.actor, 'alternativeClubs');
  return flow;
});

export const AvailabilityFailed = bookingFlowStory('slots', async () => {
  const flow = await atSearch({ timeslots: [new Error('down')] });
  searchTomorrowAt19(flow.actor);
  await waitFor(flow.actor, (s) => s.context.failure !== null);
  return flow;
});
