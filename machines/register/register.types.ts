// Types of the registration machine: context, events, the register actor's input and output and the
// params of the action the view supplies. Shapes follow spec part 3 §3 "Registration user" and §7
// POST /api/register (structurally compatible with src/api/contract's schemas).
import type { ActorError } from '#kernel/lib/errors';

/** The fields of the form; the view adds language, country and the way back when it calls. */
export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  repeat_password: string;
}

/** POST /api/register answers the new user's id, whether the e-mail is confirmed, and a token when it is. */
export interface Registered {
  userId: number;
  emailConfirmed: 'Y' | 'N';
  token: string | null;
}

export interface RegisterContext {
  /** What was sent last (the register actor's input). */
  registration: Registration | null;
  /** The last failure, as the actor rejected it; the error table says what follows. */
  error: ActorError | null;
}

export type RegisterEvent =
  /** The form is valid and is sent. */
  | { type: 'register.submit'; registration: Registration }
  /** The user typed again: the error notice goes away. */
  | { type: 'register.edit' };

/** Params of the view-supplied `startSession` action. */
export interface StartSessionParams {
  token: string;
}
