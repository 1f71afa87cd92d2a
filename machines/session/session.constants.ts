// Business constants of the session (spec part 1 §2.4, §9).

/** Cookie lifetime: one year (language, country, app id, OS, version, session). */
export const COOKIE_MAX_AGE_DAYS = 365;

/** After an e-mail change is confirmed: the toast shows for 9 s, the user is logged out at 10 s. */
export const EMAIL_TOAST_MS = 9000;
export const EMAIL_LOGOUT_MS = 10000;

/** Where a forced country choice sends the user. */
export const COUNTRY_CHOICE_PATH = '/profile/countries';

/** Fallback country: Chile. */
export const FALLBACK_COUNTRY = 'CL';

/** The query value of injectauthtoken that clears the session. */
export const INVALID_INJECTED_TOKEN = 'invalid';

/** The query value of action that confirms an e-mail change. */
export const CONFIRM_EMAIL_ACTION = 'CONFIRM';
