// View flags from the password-recovery snapshots. Views read these, never state paths.
import type { SnapshotFrom } from 'xstate';
import { errorEntry, type ErrorEntry } from '#kernel/lib/errors';
import type { ForgotPasswordMachine } from './forgotPassword.machine';
import { forgotErrors, INVALID_LINK_CODE, resetErrors, type ForgotNext, type ResetNext } from './passwordRecovery.errors';
import type { RecoveryMethod } from './passwordRecovery.types';
import type { ResetPasswordMachine } from './resetPassword.machine';

export type ForgotSnapshot = SnapshotFrom<ForgotPasswordMachine>;
export type ResetSnapshot = SnapshotFrom<ResetPasswordMachine>;

/** Which form shows: by e-mail or by identity document. */
export const method = (s: ForgotSnapshot): RecoveryMethod => s.context.method;

export const isSending = (s: ForgotSnapshot): boolean => s.matches('sending');

/** The "check your e-mail" notice replaces the form. */
export const wasSent = (s: ForgotSnapshot): boolean => s.matches('sent');

export const forgotNotice = (s: ForgotSnapshot): ErrorEntry<ForgotNext> | null =>
  s.context.error ? errorEntry(forgotErrors, s.context.error.code) : null;

/** The new-password form shows (a link with e-mail and token, not yet used here). */
export const showsResetForm = (s: ResetSnapshot): boolean => s.matches('editing') || s.matches('resetting');

export const isResetting = (s: ResetSnapshot): boolean => s.matches('resetting') || s.matches('done');

export const hasReset = (s: ResetSnapshot): boolean => s.matches('done');

/** The link cannot be used (missing parts, used, expired): the page offers a new one. */
export const linkRejected = (s: ResetSnapshot): boolean => s.matches('linkRejected');

/** The notice of the last failure; a rejected link without a call reads as -37. */
export const resetNotice = (s: ResetSnapshot): ErrorEntry<ResetNext> | null => {
  if (s.context.error) return errorEntry(resetErrors, s.context.error.code);
  return s.matches('linkRejected') ? resetErrors[INVALID_LINK_CODE] : null;
};

/** The e-mail of the link, shown above the form so the user knows which account changes. */
export const resetEmail = (s: ResetSnapshot): string | null => s.context.link?.email ?? null;
