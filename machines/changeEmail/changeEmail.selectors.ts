// View flags of /profile/email. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { ChangeEmailMachine } from './changeEmail.machine';
import { requestEmailChangeErrors, WRONG_PASSWORD_CODE } from './changeEmail.errors';

export type ChangeEmailSnapshot = SnapshotFrom<ChangeEmailMachine>;

export const showsForm = (s: ChangeEmailSnapshot): boolean => !s.matches('sent');
export const isBusy = (s: ChangeEmailSnapshot): boolean => s.matches('checking') || s.matches('requesting');
export const sentTo = (s: ChangeEmailSnapshot): string | null => (s.matches('sent') ? s.context.sentTo : null);

const entryOf = (s: ChangeEmailSnapshot): ErrorEntry<'editing'> | null =>
  s.context.error ? errorEntry(requestEmailChangeErrors, s.context.error.code) : null;

/** The notice under the password field (wrong password). */
export const passwordError = (s: ChangeEmailSnapshot): ErrorEntry<'editing'> | null =>
  s.context.error?.code === WRONG_PASSWORD_CODE ? entryOf(s) : null;

/** Every other failure (address in use, abuse, network, generic). */
export const notice = (s: ChangeEmailSnapshot): ErrorEntry<'editing'> | null =>
  s.context.error?.code === WRONG_PASSWORD_CODE ? null : entryOf(s);
