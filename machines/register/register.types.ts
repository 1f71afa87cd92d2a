// Types of the registration machine: context, events, the register actor's input and output and the
// params of the action the view supplies. Shapes are the contract's POST /api/register (spec part 3
// §3 "Registration user", §7).
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

/** The fields of the form; the view adds language, country and the way back when it calls. */
export type Registration = Pick<BodyOf<Endpoints['register']>, 'first_name' | 'last_name' | 'email' | 'password' | 'repeat_password'>;

/** POST /api/register answers the new user's id, whether the e-mail is confirmed, and a token when it is. */
export type Registered = Pick<ResponseOf<Endpoints['register']>, 'userId' | 'emailConfirmed' | 'token'>;

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
