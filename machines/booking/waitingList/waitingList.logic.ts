// The booking chart's side of the waiting list (spec part 1 §4.6): the toggle's guards, the child's
// input and where a joined request leads. The child machine itself (waitingList.machine.ts) is its
// own chunk: `loadWaitingList` imports it when the toggle is turned on (booking.provide.ts).
import { lateLogic, placeholder } from '#machines/shared/actors';
import type { BookingContext, BookingEvent, NavigateParams } from '../booking.types';
import type { WaitingListMachine } from './waitingList.machine';
import type { WaitingListInput } from './waitingList.types';

type Ctx = { context: BookingContext; event: BookingEvent };

export const waitingListActors = {
  /** Imports the waiting-list machine and binds it as `waitingList`. */
  loadWaitingList: placeholder<void, void>('booking', 'loadWaitingList'),
  /** Never bound here: provided by provideBookingFlow (or a test). */
  waitingList: lateLogic<WaitingListMachine>('booking', 'waitingList').logic,
};

const toggled = (event: BookingEvent, enabled: boolean) => event.type === 'waitingList.toggle' && event.enabled === enabled;

export const waitingListGuards = {
  /** On, for a signed-in player at a sport that keeps waiting lists (club_sports.waiting_list_enabled). */
  turnsWaitingListOn: ({ context, event }: Ctx) =>
    toggled(event, true) && context.user !== null && context.sport?.waitingListEnabled === true && context.clubId !== null,
  turnsWaitingListOff: ({ event }: Ctx) => toggled(event, false),
};

export const waitingListInput = ({ context }: { context: BookingContext }): WaitingListInput => ({
  userId: context.user?.id ?? 0,
  clubId: context.clubId ?? 0,
  sportId: context.sportId ?? 0,
  date: context.search.date,
  time: context.search.time,
  timespan: context.search.timespan,
});

export const toMyWaitingLists = (): NavigateParams => ({ to: '/profile/my-waiting-lists' });
