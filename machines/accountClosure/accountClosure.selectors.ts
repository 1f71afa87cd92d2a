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
/** The request went through: the 48-hour contact message shows. */
export const requested = (s: AccountClosureSnapshot): ClosureRequested | null => (s.matches('requested') ? s.context.requested : null);
export const notice = (s: AccountClosureSnapshot): ErrorEntry<'idle'> | null =>
  s.context.error ? errorEntry(accountClosureErrors, s.context.error.code) : null;
