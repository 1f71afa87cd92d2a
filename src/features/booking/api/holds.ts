// The pre-block (POST .../courts/{courtId}/block) and its release (DELETE of the same block).
import { fromPromise } from 'xstate';
import type { CreateHoldOutput, HoldInput } from '#machines/booking';
import type { ApiClient } from '#api/client';
import { newRequestKey } from './requestKey';
import { releaseSlotHold, createHold } from '#kernel/contract/booking/holds';

const courtOf = (input: HoldInput) => ({ clubId: input.clubId, sportId: input.sportId, courtId: input.courtId });

/** Gives a hold back, whatever happens to the screen that asked: the request is never aborted. */
export async function releaseHeldSlot(api: ApiClient, input: HoldInput): Promise<void> {
  await api
    .call(releaseSlotHold, { params: courtOf(input), query: { date: input.date, startTime: input.startTime, endTime: input.endTime } })
    .catch(() => undefined);
}

export function holdActors(api: ApiClient) {
  return {
    createHold: fromPromise<CreateHoldOutput, HoldInput>(async ({ input, signal }) => {
      const hold = await api.call(createHold, {
        params: courtOf(input),
        body: {
          userId: input.userId,
          date: input.date,
          startTime: input.startTime,
          endTime: input.endTime,
          idempotencyKey: newRequestKey(),
          // Golf: an 18-hole round is held whole.
          ...(input.isElegibleForCrossBlock ? { isElegibleForCrossBlock: true } : {}),
        },
        signal,
      });
      return { preBookTimestamp: hold.preBookTimestamp, preBookExpiration: hold.preBookExpiration };
    }),
    // Fire and forget: the signal is ignored on purpose (the flow may stop right after asking).
    releaseHold: fromPromise<void, HoldInput>(({ input }) => releaseHeldSlot(api, input)),
  };
}
