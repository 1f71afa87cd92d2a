// View flags of /profile/password. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { ChangePasswordMachine } from './changePassword.machine';
import { changePasswordErrors, WRONG_CURRENT_PASSWORD } from './changePassword.errors';

export type ChangePasswordSnapshot = SnapshotFrom<ChangePasswordMachine>;

export const showsForm = (s: ChangePasswordSnapshot): boolean => !s.matches('changed');
export const isSaving = (s: ChangePasswordSnapshot): boolean => s.matches('saving');
export const hasChanged = (s: ChangePasswordSnapshot): boolean => s.matches('changed');

/** The notice of the last failure, unless it belongs to the current-password field. */
export const notice = (s: ChangePasswordSnapshot): ErrorEntry<'editing'> | null =>
  s.context.error && s.context.error.code !== WRONG_CURRENT_PASSWORD ? errorEntry(changePasswordErrors, s.context.error.code) : null;

/** The current password was wrong: its field says so. */
export const currentPasswordError = (s: ChangePasswordSnapshot): ErrorEntry<'editing'> | null =>
  s.context.error?.code === WRONG_CURRENT_PASSWORD ? changePasswordErrors[WRONG_CURRENT_PASSWORD] : null;
