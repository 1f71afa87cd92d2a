// Types of the login machine: context, events, the actors' inputs and outputs and the params of the
// actions the view supplies. Shapes are the contract's POST /api/login and the social check (spec
// part 3 §3 "Login payload", §4 "Social login check", §7).
import type { BodyOf, Endpoints, ResponseOf } from '#kernel/contract';
import type { SocialCheckCode, SocialUserFields } from '#kernel/contract/socialLogin';
import type { ActorError } from '#kernel/lib/errors';

/** What the form sends: the e-mail and password of the login call's body. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** What the logIn actor sends: a password, or a verified social-login token with its provider user id. */
export type LogInInput = Pick<BodyOf<Endpoints['login']>, 'email' | 'password' | 'facebookToken' | 'facebookUserId'>;

/** POST /api/login answers a token (the session decodes it). */
export type LoginOutput = Pick<ResponseOf<Endpoints['login']>, 'token'>;

/** What the provider's sign-in gave the page: its id of the person and the token to check. */
export interface SocialSignIn {
  facebookUserId: string;
  facebookToken: string;
}

/** GET /api/facebookuser/{id}/facebooktoken/{token}/check: the code and the fields to prefill. */
export interface SocialCheck {
  code: SocialCheckCode;
  fields: SocialUserFields;
}

/** Which call the last failure came from (each has its error table). */
export type LoginFailureSource = 'password' | 'socialCheck' | 'biometric';

export interface LoginInput {
  /** The session already holds a user when the page opens (the view then goes to book.search). */
  loggedIn: boolean;
}

export interface LoginContext {
  /** From the input: a user was logged in when the page opened. */
  loggedInAtStart: boolean;
  /** What was sent last (the logIn actor's input). */
  credentials: LogInInput | null;
  /** The provider's sign-in being checked, and the check's answer once it came. */
  social: (SocialSignIn & { check: SocialCheck | null }) | null;
  /** The last failure, as the actor rejected it; the error table of its source says what the user reads. */
  error: ActorError | null;
  errorSource: LoginFailureSource | null;
}

export type LoginEvent =
  /** The form is valid (spec part 3 §5) and is sent. */
  | { type: 'login.submit'; credentials: LoginCredentials }
  /** The user typed again: the error notice goes away. */
  | { type: 'login.edit' }
  /** The provider's sign-in came back with a token: check it with the server. */
  | { type: 'social.signedIn'; signIn: SocialSignIn }
  /** The shell offers device biometrics and the user asked for them. */
  | { type: 'biometric.start' };

/** Params of the view-supplied `startSession` action: the token goes to the session. */
export interface StartSessionParams {
  token: string;
}
