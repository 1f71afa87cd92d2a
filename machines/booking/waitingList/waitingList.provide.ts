// The waiting-list child wired to the app's calls, imported when the toggle is first turned on: the
// search screens' chunk carries only this binding, not the machine.
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { lateLogic } from '#machines/shared/actors';
import type { WaitingListMachine } from './waitingList.machine';
import type { FetchWaitingListSlotsInput, RequestWaitingListInput, WaitingListSlot } from './waitingList.types';

export interface WaitingListFlowActors {
  fetchWaitingListSlots: PromiseActorLogic<WaitingListSlot[], FetchWaitingListSlotsInput>;
  requestWaitingList: PromiseActorLogic<{ entryId: number }, RequestWaitingListInput>;
}

/** `loadWaitingList` (imports and binds the child) and `waitingList` (the child, once bound). */
export function waitingListBinding(actors: WaitingListFlowActors) {
  const child = lateLogic<WaitingListMachine>('booking', 'waitingList');
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= import('./waitingList.machine').then(
      ({ waitingListMachine }) =>
        child.bind(
          waitingListMachine.provide({
            actors: { fetchWaitingListSlots: actors.fetchWaitingListSlots, requestWaitingList: actors.requestWaitingList },
          }),
        ),
      (error: unknown) => {
        loading = null; // a failed chunk load (offline) is tried again on the next toggle
        throw error;
      },
    ));
  return { loadWaitingList: fromPromise<void, void>(() => load()), waitingList: child.logic };
}
