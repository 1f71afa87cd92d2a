// View flags of /profile/my-waiting-lists.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { loadWaitingListsErrors, revokeWaitingListErrors } from './myWaitingLists.errors';
import type { MyWaitingListsMachine } from './myWaitingLists.machine';

export type MyWaitingListsSnapshot = SnapshotFrom<MyWaitingListsMachine>;

export const entries = (s: MyWaitingListsSnapshot) => s.context.entries;
export const isLoading = (s: MyWaitingListsSnapshot) => s.matches('loading');
export const loadFailed = (s: MyWaitingListsSnapshot) => s.matches('loadFailed');
export const loadError = () => loadWaitingListsErrors.other;
export const isEmpty = (s: MyWaitingListsSnapshot) => s.matches('listed') && s.context.entries.length === 0;
export const revokingId = (s: MyWaitingListsSnapshot) => (s.matches('revoking') ? s.context.revoking : null);
/** The entry the player is asked about (the confirmation shows while it is asked and sent). */
export const confirmingEntry = (s: MyWaitingListsSnapshot) =>
  s.matches('confirming') || s.matches('revoking') ? (s.context.entries.find((e) => e.id === s.context.revoking) ?? null) : null;
export const isRevoking = (s: MyWaitingListsSnapshot) => s.matches('revoking');
export const canRevoke = (s: MyWaitingListsSnapshot) => s.matches('listed');
export const revokeError = (s: MyWaitingListsSnapshot) =>
  s.context.error && !s.matches('loadFailed') ? errorEntry(revokeWaitingListErrors, s.context.error.code) : null;
/** DD/MM/YYYY (spec part 3 §9). */
export const dayOf = (localDate: string) => localDate.split('-').reverse().join('/');
