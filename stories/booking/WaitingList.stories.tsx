import type { Meta } from '@storybook/react-vite';
import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { BookingActor } from '#features/booking/flow/bookingFlow';
import { bookingSelectors } from '#machines/booking';
import type { WaitingListMachine } from '#machines/booking/waitingList/waitingList.machine';
import type { WaitingListSlot } from '#machines/booking/waitingList/waitingList.types';
import { atSlots, PENDING, screenOf, sport, TOMORROW, type Fakes } from '../../tests/dom/booking/flowFakes';
import { bookingFlowStory } from '../support/bookingFlowStory';
import { refused } from '../support/fakeApi';

// The booking flow's waiting list (spec part 1 §4.6; issue 16): the slots' toggle where the sport keeps
// waiting lists, and the waiting-list slots in each state of the waitingList child machine — loading,
// failed, none booked, listed, requesting, and each refusal (-2801 already on it, -2802 your own
// booking, -2803 the day's maximum, -2804 no longer waitable: the list loads again, any other).

export default { title: 'Booking/Waiting list' } satisfies Meta;

const WAITING_SPORT = { ...sport, waitingListEnabled: true };
const booked = (bookingId: number, courtId: number, start: string, courtText = `Cancha ${courtId}`): WaitingListSlot => ({
  bookingId,
  courtId,
  courtText,
  clubId: 1,
  sportId: 1,
  local_date: TOMORROW,
  local_start_time: start,
  local_end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`,
});
const SLOTS = [booked(41, 1, '19:00:00'), booked(42, 2, '19:00:00'), booked(43, 1, '20:30:00')];

type ChildSnapshot = SnapshotFrom<WaitingListMachine>;

/** The slots with the toggle turned on, once the child is in the state `until` asks for. */
const onWaitingList =
  (fakes: Fakes, until: (s: ChildSnapshot) => boolean, then?: (child: AnyActorRef) => Promise<void>) =>
  async (): Promise<{ actor: BookingActor }> => {
    const flow = await atSlots({ sport: WAITING_SPORT, ...fakes });
    flow.actor.send({ type: 'waitingList.toggle', enabled: true });
    await screenOf(flow.actor, 'waitingList');
    const child = await waitFor(flow.actor as AnyActorRef, (s) => bookingSelectors.waitingListRef(s) !== undefined).then(
      (s) => bookingSelectors.waitingListRef(s)! as AnyActorRef,
    );
    if (then) {
      await waitFor(child, (s: ChildSnapshot) => s.matches('listed'));
      await then(child);
    }
    await waitFor(child, until);
    return flow;
  };
const request = (bookingId: number) => async (child: AnyActorRef) => void child.send({ type: 'waitingList.request', bookingId });
/** A refused request: the list with the refusal's message. */
const refusedWith = (code: string) =>
  bookingFlowStory(
    'slots',
    onWaitingList(
      { waitingListSlots: [SLOTS], waitingListRequest: refused('requestWaitingList', code) },
      (s) => s.matches('listed') && s.context.error !== null,
      request(42),
    ),
  );

/** The slots of a sport that keeps waiting lists: the toggle above them. */
export const SlotsWithTheToggle = bookingFlowStory('slots', () => atSlots({ sport: WAITING_SPORT }));
export const Loading = bookingFlowStory(
  'slots',
  onWaitingList({ waitingListSlots: [PENDING] }, (s) => s.matches('loading')),
);
export const LoadFailed = bookingFlowStory(
  'slots',
  onWaitingList({ waitingListSlots: [new Error('down')] }, (s) => s.matches('loadFailed')),
);
export const NothingBookedThatDay = bookingFlowStory(
  'slots',
  onWaitingList({ waitingListSlots: [[]] }, (s) => s.matches('listed')),
);
export const BookedSlots = bookingFlowStory(
  'slots',
  onWaitingList({ waitingListSlots: [SLOTS] }, (s) => s.matches('listed')),
);
export const LongCourtNames = bookingFlowStory(
  'slots',
  onWaitingList(
    {
      waitingListSlots: [
        [
          booked(51, 7, '18:00:00', 'Cancha central techada con iluminación LED y graderías — número 7'),
          booked(52, 8, '21:30:00', 'Cancha panorámica de cristal del complejo norte — número 8'),
        ],
      ],
    },
    (s) => s.matches('listed'),
  ),
);
/** Joining: the slot's button shows progress, the others wait. */
export const Requesting = bookingFlowStory(
  'slots',
  onWaitingList({ waitingListSlots: [SLOTS], waitingListRequest: PENDING }, (s) => s.matches('requesting'), request(42)),
);
export const AlreadyOnTheList = refusedWith('-2801');
export const YourOwnBooking = refusedWith('-2802');
export const DailyMaximumReached = refusedWith('-2803');
export const AnotherError = refusedWith('-1');
/** -2804: the slot is no longer waitable; the list loads again (without it) and says why. */
export const NoLongerWaitable = bookingFlowStory(
  'slots',
  onWaitingList(
    { waitingListSlots: [SLOTS, SLOTS.slice(0, 1)], waitingListRequest: refused('requestWaitingList', '-2804') },
    (s) => s.matches('listed') && s.context.error !== null && s.context.slots.length === 1,
    request(42),
  ),
);
