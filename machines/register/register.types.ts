// Types of the registration machine: context, events, the actors' inputs and outputs and the params
// of the action the view supplies. Shapes are the contract's POST /api/register (spec part 3 §3
// "Registration user", §7).
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';
import type { LoginOutput, LogInInput, SocialSignIn } from '#machines/login/login.types';

/** The fields of the form (those the country shows); the view adds language, country and the way back when it calls. */
export type Registration = Pick<
  BodyOf<Endpoints['register']>,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'password'
  | 'repeat_password'
  | 'phone'
  | 'foid_country'
  | 'foid_type'
  | 'foid_number'
  | 'birth_date'
  | 'gender'
  | 'facebook_token'
  | 'facebook_user_id'
>;

/** POST /api/register answers the new user's id, whether the e-mail is confirmed, and a token when it is. */
export type Registered = Pick<ResponseOf<Endpoints['register']>, 'userId' | 'emailConfirmed' | 'token'>;

export interface RegisterInput {
  /** The social sign-in this registration comes from (the login's check said 0, 3, or 1/2 with data missing). */
  social: SocialSignIn | null;
}

export interface RegisterContext {
  social: SocialSignIn | null;
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

export type { LoginOutput, LogInInput };
