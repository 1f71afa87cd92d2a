import type { Meta } from '@storybook/react-vite';
import { atSearch, atSlots, club, slot } from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';

// Golf's 9/18-hole mode at a club with cross-court blocks (golf/): the choice on the form, rounds
// (start tee → end tee) in the 18-hole mode, and 9-hole-only tees marked in the 9-hole mode.
export default { title: 'Booking/Golf' } satisfies Meta;

const golfClub = { ...club, name: 'Club de Golf La Dehesa', permissions: { ...club.permissions, cross_court_block_enabled: true } };
const tee = (courtId: number, name: string, start: string) => ({ ...slot(courtId, start, 45000), courtText: name });
const round = (start: string, turn: string, end: string) => ({
  ...tee(1, 'Hoyo 1', start),
  price: { amount: 90000, currencyCode: 'CLP' },
  isElegibleForCrossBlock: true,
  onlyShowFor9: false,
  crossBlock: { blockId: 1, endCourtId: 10, endCourtText: 'Hoyo 10', local_start_time: turn, local_end_time: end, ends_at: '' },
});
const none = { alternative_timeslots: [], alternativeClubs: [] };

export const FormEighteenHoles = bookingFlowStory('search', () => atSearch({ club: golfClub }));

export const Rounds = bookingFlowStory('slots', () =>
  atSlots({
    club: golfClub,
    timeslots: [{ ...none, timeslots: [round('18:50:00', '19:50:00', '20:50:00'), round('19:00:00', '20:00:00', '21:00:00')] }],
  }),
);

export const NineHolesOnlyTee = bookingFlowStory('slots', () =>
  atSlots({
    club: golfClub,
    timeslots: [
      {
        ...none,
        timeslots: [
          { ...tee(1, 'Hoyo 1', '19:00:00'), isElegibleForCrossBlock: true, onlyShowFor9: false },
          { ...tee(10, 'Hoyo 10', '19:00:00'), isElegibleForCrossBlock: false, onlyShowFor9: true },
          { ...tee(10, 'Hoyo 10', '19:30:00'), isElegibleForCrossBlock: false, onlyShowFor9: true },
        ],
      },
    ],
  }),
);
