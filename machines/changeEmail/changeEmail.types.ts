// Types of /profile/email (spec part 3 §2, §5 "A new e-mail is checked for uniqueness before change",
// §7 GET /api/users/{id}/change-email/{email}/check, POST the same path with the password).
import type { ActorError } from '#kernel/lib/errors';

export interface ChangeEmailInput {
  userId: number;
}

export interface CheckEmailInput {
  userId: number;
  email: string;
}
export interface CheckEmailOutput {
  available: boolean;
}

/** The request; the password lives in the context only until the call answers. */
export interface RequestEmailChangeInput {
  userId: number;
  email: string;
  password: string;
}

export interface ChangeEmailContext {
  userId: number;
  /** The new address asked for (lower-cased by the view's check, as the server stores it). */
  email: string;
  password: string | null;
  /** Where the confirmation link went. */
  sentTo: string | null;
  error: ActorError | null;
}

export type ChangeEmailEvent =
  /** The form is valid (the view checks the address and that a password is typed). */
  | { type: 'email.submit'; email: string; password: string }
  | { type: 'email.edit' }
  /** From the "link sent" notice: ask for another address. */
  | { type: 'email.restart' };
