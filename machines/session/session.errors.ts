// What the session does when an actor fails (spec part 1 §7, §8). Errors are read with the kernel's
// readActorError: a status 0 or none means the server could not be reached.
import { readActorError } from '#kernel/lib/errors';

export const NOT_FOUND_PATH = '/book/error?status=404';
/** Where an anonymous visitor opening an e-mail change link is sent before the confirm call. */
export const LOGIN_PATH = '/login';
/** POST /api/users/{id}/change-email/{newEmail}/confirm: the address is already the new one. */
export const EMAIL_ALREADY_CHANGED_CODE = '-36';

export interface TokenValidErrorRule {
  /** Which failures this row matches. */
  when: string;
  /** The token cookie is deleted (otherwise the next start tries it again). */
  clearsCookie: boolean;
  /** Where the app is sent, if anywhere. */
  navigateTo: string | null;
}

/**
 * GET /api/token/valid on start: any error clears the session (the app runs logged out); a failure
 * other than 503 goes to a 404 page. 503 (maintenance) and an unreachable server say nothing about
 * the token, so the cookie is kept for the next start and no error page is shown. 401 and 403 say
 * the session was revoked or expired: the player is asked to log in again and brought back to the
 * link they opened (spec part 1 §6: a 401/403 sends to login), never to 'page not found'.
 */
export const tokenValidErrors = {
  serviceUnavailable: { when: 'HTTP 503', clearsCookie: false, navigateTo: null },
  unreachable: { when: 'no answer (status 0 or none)', clearsCookie: false, navigateTo: null },
  expired: { when: 'HTTP 401 or 403 (the session was revoked or expired)', clearsCookie: true, navigateTo: LOGIN_PATH },
  rejected: { when: 'any other HTTP status (404, 500...)', clearsCookie: true, navigateTo: NOT_FOUND_PATH },
} as const satisfies Record<string, TokenValidErrorRule>;

export type TokenValidErrorCode = keyof typeof tokenValidErrors;

export function classifyTokenValidError(error: unknown): TokenValidErrorCode {
  const { status } = readActorError(error);
  if (status === 503) return 'serviceUnavailable';
  if (status === undefined || status === 0) return 'unreachable';
  if (status === 401 || status === 403) return 'expired';
  return 'rejected';
}

/**
 * The other actors have no codes: what a failure does, as data for the docs and the flow viewer.
 */
export const sessionErrorOutcomes = {
  loadConfig: 'the app runs on defaults (no forced country, no update notice); recorded in context.failedSettings',
  loadLanguages: 'the language list stays empty; the supported list still resolves choices',
  loadCountries: 'the country list stays empty; any country choice is accepted',
  validateToken: 'see tokenValidErrors',
  loadProfile: 'still logged in (the token is valid), without a profile',
  logout: 'logged out locally anyway (the session cookie is cleared)',
  confirmEmailChange: "-36 (already changed by this link) counts as confirmed; other failures: toast 'emailChangeFailed', no logout",
  setLanguage: 'ignored: the language is already applied and stored in the cookie',
} as const;
