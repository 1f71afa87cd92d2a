// View flags from a login snapshot. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import { biometricErrors, loginErrors, socialCheckErrors, type LoginNext } from './login.errors';
import type { LoginMachine } from './login.machine';
import type { SocialCheck, SocialSignIn } from './login.types';

export type LoginSnapshot = SnapshotFrom<LoginMachine>;

/** The form can be sent (not while a login is on its way or done). */
export const canSubmit = (s: LoginSnapshot): boolean => s.can({ type: 'login.submit', credentials: { email: '', password: '' } });

/** The password button shows as busy from sending until the view has left the page. */
export const isSubmitting = (s: LoginSnapshot): boolean => s.matches('submitting') || (s.matches('loggedIn') && !s.context.social);

/** The social button shows as busy while its token is checked and its login runs. */
export const isSocialBusy = (s: LoginSnapshot): boolean =>
  s.matches('checkingSocial') ||
  s.matches('socialLoggingIn') ||
  s.matches('socialRegister') ||
  (s.matches('loggedIn') && Boolean(s.context.social));

export const isBiometricBusy = (s: LoginSnapshot): boolean => s.matches('biometricLoggingIn');

/** The token was handed to the session. */
export const hasLoggedIn = (s: LoginSnapshot): boolean => s.matches('loggedIn');

/** A user was already logged in when the page opened: the view goes to book.search. */
export const wasLoggedIn = (s: LoginSnapshot): boolean => s.matches('alreadyLoggedIn');

/** The social check sends the person to registration, with what to prefill. */
export const socialRegistration = (s: LoginSnapshot): (SocialSignIn & { check: SocialCheck }) | null => {
  const social = s.context.social;
  return s.matches('socialRegister') && social?.check ? { ...social, check: social.check } : null;
};

const TABLES = { password: loginErrors, socialCheck: socialCheckErrors, biometric: biometricErrors } as const;

/** The notice of the last failure (its row of the table of the call that failed), until the user edits the form. */
export const errorNotice = (s: LoginSnapshot): ErrorEntry<LoginNext> | null =>
  s.context.error && s.context.errorSource ? errorEntry(TABLES[s.context.errorSource], s.context.error.code) : null;
