import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { listWaitingLists, revokeWaitingList, type WaitingListEntryDto } from '#kernel/contract/booking/waitingList';

/** The real calls of /profile/my-waiting-lists. */
export function waitingListsActors(api: ApiClient) {
  return {
    loadWaitingLists: fromPromise<WaitingListEntryDto[], void>(
      async ({ signal }) => (await api.call(listWaitingLists, { signal })).waitingLists,
    ),
    revokeWaitingList: fromPromise<WaitingListEntryDto[], { id: number }>(
      async ({ input, signal }) => (await api.call(revokeWaitingList, { params: { id: input.id }, signal })).waitingLists,
    ),
  };
}
