// The waiting-list child's calls (spec part 1 §4.6, §7): the searched day's booked slots and a request per slot.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getClubTimeslots } from '#kernel/contract/booking/timeslots';
import { requestWaitingList } from '#kernel/contract/booking/waitingList';
import type { FetchWaitingListSlotsInput, RequestWaitingListInput, WaitingListSlot } from '#machines/booking/waitingList/waitingList.types';

export function waitingListActors(api: ApiClient) {
  return {
    fetchWaitingListSlots: fromPromise<WaitingListSlot[], FetchWaitingListSlotsInput>(async ({ input, signal }) => {
      const answer = await api.call(getClubTimeslots, {
        params: { sportId: input.sportId, clubId: input.clubId },
        query: { date: input.date, time: input.time, timespan: input.timespan, getWaitingListSlots: '1' },
        signal,
      });
      return answer.timeslots.flatMap((t) =>
        t.availableForWaitingList && t.bookingId !== null
          ? [
              {
                bookingId: t.bookingId,
                courtId: t.courtId,
                courtText: t.courtText,
                clubId: t.clubId,
                sportId: t.sportId,
                local_date: t.local_date,
                local_start_time: t.local_start_time,
                local_end_time: t.local_end_time,
              },
            ]
          : [],
      );
    }),
    requestWaitingList: fromPromise<{ entryId: number }, RequestWaitingListInput>(async ({ input, signal }) => {
      const answer = await api.call(requestWaitingList, { body: input, signal });
      return { entryId: answer.entry.id };
    }),
  };
}
