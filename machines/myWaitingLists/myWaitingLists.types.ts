// Types of /profile/my-waiting-lists (spec part 3 §2, §3 "Waiting list entry", §7 user_lists and revoke).
import type { WaitingListEntryDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

export type MyWaitingListsContext = {
  entries: WaitingListEntryDto[];
  /** The entry being confirmed or revoked. */
  revoking: number | null;
  error: ActorError | null;
};

export type MyWaitingListsEvent =
  { type: 'entry.revoke'; id: number } | { type: 'revoke.confirm' } | { type: 'revoke.cancel' } | { type: 'waitingLists.reload' };
