// View flags of the account closure. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { AccountClosureMachine } from './accountClosure.machine';
import { accountClosureErrors } from './accountClosure.errors';
import type { ClosureRequested } from './accountClosure.types';

export type AccountClosureSnapshot = SnapshotFrom<AccountClosureMachine>;

export const asksConfirmation = (s: AccountClosureSnapshot): boolean => s.matches('confirming') || s.matches('requesting');
export const isRequesting = (s: AccountClosureSnapshot): boolean => s.matches('requesting');
export const canRequest = (s: AccountClosureSnapshot): boolean => s.can({ type: 'closure.request' });
export const isLoading = (s: AccountClosureSnapshot): boolean => s.matches('loading');
/** A request is on file (made just now or found on opening): its time and the 48-hour contact message show. */
export const requested = (s: AccountClosureSnapshot): ClosureRequested | null =>
  s.matches('requested') || s.matches('pending') ? s.context.requested : null;
/** The request was made on an earlier visit (the page says it is still pending). */
export const wasAlreadyPending = (s: AccountClosureSnapshot): boolean => s.matches('pending');
export const notice = (s: AccountClosureSnapshot): ErrorEntry<'idle'> | null =>
  s.context.error ? errorEntry(accountClosureErrors, s.context.error.code) : null;
