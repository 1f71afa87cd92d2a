// View flags from a login snapshot. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import { loginErrors, type LoginNext } from './login.errors';
import type { LoginMachine } from './login.machine';

export type LoginSnapshot = SnapshotFrom<LoginMachine>;

/** The form can be sent (not while a login is on its way or done). */
export const canSubmit = (s: LoginSnapshot): boolean => s.can({ type: 'login.submit', credentials: { email: '', password: '' } });

/** The button shows as busy from sending until the view has left the page. */
export const isSubmitting = (s: LoginSnapshot): boolean => s.matches('submitting') || s.matches('loggedIn');

/** The token was handed to the session. */
export const hasLoggedIn = (s: LoginSnapshot): boolean => s.matches('loggedIn');

/** The notice of the last failure (its row of loginErrors), until the user edits the form. */
export const errorNotice = (s: LoginSnapshot): ErrorEntry<LoginNext> | null =>
  s.context.error ? errorEntry(loginErrors, s.context.error.code) : null;
