// Types of /profile/password (spec part 3 §2, §5 "Password and profile forms require the form valid",
// §7 PUT /api/users/{id}/password).
import type { ActorError } from '#kernel/lib/errors';

export interface ChangePasswordInput {
  userId: number;
}

/** What the call sends; it lives in the context only while the call runs. */
export interface ChangePasswordRequest {
  userId: number;
  currentPassword: string;
  password: string;
}

export interface ChangePasswordContext {
  userId: number;
  pending: { currentPassword: string; password: string } | null;
  error: ActorError | null;
}

export type ChangePasswordEvent =
  /** The form is valid (the view checks it): the current password and the new one. */
  | { type: 'password.submit'; currentPassword: string; password: string }
  /** The user types again: the last failure's notice goes. */
  | { type: 'password.edit' };
