// Types of the password-recovery machines (spec part 3 §2 /forgot_password and /reset_password, §7
// forgot_password, forgot_password_foid, reset_password): what the forms send, context, events.
import type { BodyOf, Endpoints } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

/** "Recovery by e-mail or by identity document." */
export type RecoveryMethod = 'email' | 'document';

export type DocumentRecovery = BodyOf<Endpoints['forgotPasswordFoid']>;

/** What the forgot-password form sends: one of the two requests. */
export type ForgotRequest = ({ by: 'email' } & BodyOf<Endpoints['forgotPassword']>) | ({ by: 'document' } & DocumentRecovery);

export interface ForgotContext {
  method: RecoveryMethod;
  /** What was sent last (the requestReset actor's input). */
  request: ForgotRequest | null;
  error: ActorError | null;
}

export type ForgotEvent =
  /** The user switches between e-mail and document. */
  | { type: 'recovery.method'; method: RecoveryMethod }
  /** The form is valid (spec part 3 §5) and is sent. */
  | { type: 'recovery.submit'; request: ForgotRequest }
  /** The user typed again: the notice goes away. */
  | { type: 'recovery.edit' }
  /** From the "check your e-mail" notice, back to the form (another address, or the e-mail did not arrive). */
  | { type: 'recovery.restart' };

/** The reset link's query (/reset_password?email&token). */
export type ResetLink = Pick<BodyOf<Endpoints['resetPassword']>, 'email' | 'token'>;

/** What the resetPassword actor sends. */
export type ResetRequest = BodyOf<Endpoints['resetPassword']>;

export interface ResetContext {
  /** Null when the link lacks its e-mail or token. */
  link: ResetLink | null;
  /** The new password, only while it is being sent. */
  password: string | null;
  error: ActorError | null;
}

export type ResetEvent =
  /** The new password form is valid (8+ characters, both fields equal) and is sent. */
  { type: 'reset.submit'; password: string } | { type: 'reset.edit' };

/** Params of the view-supplied `goToLogin` action: the e-mail to prefill. */
export interface GoToLoginParams {
  email: string;
}
