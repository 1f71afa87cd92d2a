// Types of the login machine: context, events, the logIn actor's input and output and the params
// of the action the view supplies. Shapes are the contract's POST /api/login (spec part 3 §3, §7).
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

/** What the form sends: the e-mail and password of the login call's body. */
export type LoginCredentials = Pick<BodyOf<Endpoints['login']>, 'email' | 'password'>;

/** POST /api/login answers a token (the session decodes it). */
export type LoginOutput = Pick<ResponseOf<Endpoints['login']>, 'token'>;

export interface LoginContext {
  /** What was sent last (the logIn actor's input). */
  credentials: LoginCredentials | null;
  /** The last failure, as the actor rejected it; the error table says what the user reads. */
  error: ActorError | null;
}

export type LoginEvent =
  /** The form is valid (spec part 3 §5) and is sent. */
  | { type: 'login.submit'; credentials: LoginCredentials }
  /** The user typed again: the error notice goes away. */
  | { type: 'login.edit' };

/** Params of the view-supplied `startSession` action: the token goes to the session. */
export interface StartSessionParams {
  token: string;
}
