// Types of the waiting-list child of the booking flow (spec part 1 §4.6, §5, §8): the booked slots of
// the searched day, and a request per slot.
import type { TimeslotDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

/** A booked slot that can be waited for: the booking it waits on and its court and time. */
export type WaitingListSlot = Pick<
  TimeslotDto,
  'courtId' | 'courtText' | 'clubId' | 'sportId' | 'local_date' | 'local_start_time' | 'local_end_time'
> & { bookingId: number };

export interface WaitingListInput {
  userId: number;
  clubId: number;
  sportId: number;
  /** 'yyyy-MM-dd' at the club. */
  date: string;
  time: string;
  timespan: number;
}

export interface WaitingListContext extends WaitingListInput {
  slots: WaitingListSlot[];
  /** The slot whose request is being sent. */
  requesting: WaitingListSlot | null;
  error: ActorError | null;
  /** The entry made (joined). */
  entryId: number | null;
}

export type WaitingListEvent =
  { type: 'waitingList.request'; bookingId: number } | { type: 'waitingList.reload' } | { type: 'error.dismiss' };

/** GET /api/sports/{sportId}/clubs/{clubId}/timeslots with getWaitingListSlots. */
export type FetchWaitingListSlotsInput = Omit<WaitingListInput, 'userId'>;
/** POST /api/waiting_list: userId, bookingId, sportId and clubId (spec part 1 §5). */
export interface RequestWaitingListInput {
  userId: number;
  bookingId: number;
  sportId: number;
  clubId: number;
}

/** Joined: the flow goes to my waiting lists. */
export type WaitingListOutput = { result: 'joined'; entryId: number };
