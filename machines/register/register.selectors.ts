// View flags from a registration snapshot. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import { registerErrors, type RegisterNext } from './register.errors';
import type { RegisterMachine } from './register.machine';

export type RegisterSnapshot = SnapshotFrom<RegisterMachine>;

/** The button shows as busy from sending until the view has left the page. */
export const isSubmitting = (s: RegisterSnapshot): boolean =>
  s.matches('submitting') || s.matches('socialLoggingIn') || s.matches('loggedIn');

/** Confirmed at once: the token was handed to the session. */
export const hasLoggedIn = (s: RegisterSnapshot): boolean => s.matches('loggedIn');

/** The account exists but its e-mail must be confirmed first (the "check your e-mail" screen). */
export const isAwaitingConfirmation = (s: RegisterSnapshot): boolean => s.matches('awaitingConfirmation');

/** -3: an account with this e-mail exists; the view opens login with the e-mail filled in. */
export const userExists = (s: RegisterSnapshot): boolean => s.matches('userExists');

/** The e-mail that was sent (for the confirmation screen and the way to login). */
export const email = (s: RegisterSnapshot): string => s.context.registration?.email ?? '';

/** The notice of the last failure while the form is shown, until the user edits it. */
export const errorNotice = (s: RegisterSnapshot): ErrorEntry<RegisterNext> | null =>
  s.context.error && s.matches('editing') ? errorEntry(registerErrors, s.context.error.code) : null;
