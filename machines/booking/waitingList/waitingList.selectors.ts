// View flags of the waiting-list slots (the booking flow's child).
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { requestWaitingListErrors, fetchWaitingListSlotsErrors } from './waitingList.errors';
import type { WaitingListMachine } from './waitingList.machine';

export type WaitingListSnapshot = SnapshotFrom<WaitingListMachine>;

export const slots = (s: WaitingListSnapshot) => s.context.slots;
export const isLoading = (s: WaitingListSnapshot) => s.matches('loading');
export const loadFailed = (s: WaitingListSnapshot) => s.matches('loadFailed');
export const loadError = () => fetchWaitingListSlotsErrors.other;
export const isEmpty = (s: WaitingListSnapshot) => s.matches('listed') && s.context.slots.length === 0;
/** The booking whose request is being sent (its button shows progress; the others wait). */
export const requestingBookingId = (s: WaitingListSnapshot) => (s.matches('requesting') ? (s.context.requesting?.bookingId ?? null) : null);
export const canRequest = (s: WaitingListSnapshot) => s.matches('listed');
/** What the last refused request says. */
export const requestError = (s: WaitingListSnapshot) =>
  s.context.error && !s.matches('loadFailed') ? errorEntry(requestWaitingListErrors, s.context.error.code) : null;
