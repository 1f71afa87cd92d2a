// Types of the session machine: its input, context, events, and the inputs and outputs of the
// actors the app provides. The shapes are the contract's (spec part 1 §3 and the calls of §7),
// picked down to what the session keeps.
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { TokenClaims, User } from '#kernel/contract/account';
import type { AppConfig, Country, Language } from '#kernel/contract/config';
import type { SupportedLanguage } from '#kernel/lib/i18n/languages';

export type { NavigateParams } from '#machines/shared/viewActions';
import type { TokenValidErrorCode } from './session.errors';

// ── input ──────────────────────────────────────────────────────────────────────────────────────

/** The query parameters the session reads on start (spec part 1 §2.4). */
export interface SessionQuery {
  /** A token to use instead of the cookie's; the value 'invalid' clears the session. */
  injectauthtoken?: string | null;
  /** 'CONFIRM' with user_id and new_email confirms an e-mail change. */
  action?: string | null;
  user_id?: string | null;
  new_email?: string | null;
}

/** Cookies read on start (all last one year, spec part 1 §9). */
export interface SessionCookies {
  token?: string | null;
  language?: string | null;
  country?: string | null;
  appId?: string | null;
  os?: string | null;
  version?: string | null;
}

export interface SessionInput {
  query: SessionQuery;
  cookies: SessionCookies;
  /** The brand (app id) this build serves: main, fg, aramark, mlp or rock-and-soccer. */
  brand: string;
  /** navigator.language, used when there is no language cookie. */
  browserLanguage?: string | null;
  /** navigator.onLine at start (default true). */
  online?: boolean;
}

/** The names of the cookies the session writes through the `persistCookie` / `clearCookie` actions. */
export type SessionCookieName = 'token' | 'language' | 'country';

// ── entities (spec part 1 §3) ──────────────────────────────────────────────────────────────────

/** The decoded token data. */
export type SessionClaims = TokenClaims;

export type SessionAppConfig = AppConfig;

export type SessionLanguage = Language;

export type SessionCountry = Pick<
  Country,
  'isoCode' | 'name' | 'phoneCode' | 'timezone' | 'defaultLanguageCode' | 'primeEnabled' | 'fields'
>;

/** The profile: user and subscription. */
export type SessionProfile = Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'language' | 'role' | 'corp' | 'subscription'> &
  Partial<Pick<User, 'profilePicture'>>;

// ── actors: outputs and inputs ─────────────────────────────────────────────────────────────────

/** GET /api/config */
export type LoadConfigOutput = Pick<ResponseOf<Endpoints['getConfig']>, 'env' | 'appConfig' | 'searchMaxDistance' | 'globalUrl'>;
/** GET /api/config/languages */
export type LoadLanguagesOutput = Pick<ResponseOf<Endpoints['getLanguages']>, 'languages'>;
/** GET /api/config/countries */
export interface LoadCountriesOutput {
  countries: SessionCountry[];
}
/** GET /api/token/valid (the token travels in the auth header; it is passed for clarity). */
export interface ValidateTokenInput {
  token: string;
}
export type ValidateTokenOutput = Pick<ResponseOf<Endpoints['validateToken']>, 'claims'>;
/** GET /api/user/{userId} */
export interface LoadProfileInput {
  userId: number;
}
export interface LoadProfileOutput {
  user: SessionProfile;
}
/** POST /api/users/{userId}/logout */
export interface LogoutInput {
  userId: number;
}
/** POST /api/users/{userId}/change-email/{newEmail}/confirm (ids as they come in the URL). */
export interface ConfirmEmailChangeInput {
  userId: string;
  newEmail: string;
}
/** POST /api/users/{userId}/set-language */
export interface SetLanguageInput {
  userId: number;
  language: SupportedLanguage;
}

// ── context and events ─────────────────────────────────────────────────────────────────────────

export type SettingName = 'config' | 'languages' | 'countries';

export interface SessionContext {
  brand: string;
  appId: string;
  os: string | null;
  version: string | null;
  token: string | null;
  /** The query's injectauthtoken ('invalid' clears the session); applied on the first transition. */
  injectedToken: string | null;
  /** Decoded token data; null when logged out or not validated yet. */
  userId: number | null;
  role: string | null;
  corp: string | null;
  profile: SessionProfile | null;
  config: LoadConfigOutput | null;
  languages: SessionLanguage[];
  countries: SessionCountry[];
  /** Settings calls that failed at boot (the app runs on defaults for them). */
  failedSettings: SettingName[];
  language: SupportedLanguage;
  /** ISO code; null when no cookie and not chosen (views fall back to Chile). */
  country: string | null;
  online: boolean;
  /** The first App-Front-Id response header seen. */
  firstFrontId: string | null;
  /** From the URL: action=CONFIRM with user_id and new_email. */
  emailChange: ConfirmEmailChangeInput | null;
  /** How the start-up token check failed, if it did. */
  tokenError: TokenValidErrorCode | null;
}

export type SessionEvent =
  /** A login flow got a token. */
  | { type: 'session.login'; token: string }
  /** The user logs out (or the /logout route was opened). */
  | { type: 'session.logout' }
  /** The user picked a country (forced choice or profile). */
  | { type: 'country.choose'; country: string }
  /** The user picked a language (resolved against the supported list). */
  | { type: 'language.change'; language: string }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The API client saw an App-Front-Id response header. */
  | { type: 'api.frontId'; frontId: string }
  /** The user accepted the reload banner. */
  | { type: 'update.reload' }
  /** The profile changed on the server (a new picture): load it again. */
  | { type: 'profile.reload' };

/** Toasts the session asks the view to show (the view owns the texts). */
export type SessionToast = 'emailChangeFailed';

/** Params of the view-supplied actions. */
export interface ShowToastParams {
  message: SessionToast;
  durationMs: number;
}
export interface PersistCookieParams {
  name: SessionCookieName;
  value: string;
  maxAgeDays: number;
}
export interface ClearCookieParams {
  name: SessionCookieName;
}
