/** The header set sent on every call (spec part 1 §7); the server reads the same names. */
export const REQUEST_HEADERS = {
  appId: 'x-app-id',
  appOs: 'x-app-os',
  appVersion: 'x-app-version',
  language: 'x-language',
  country: 'x-country',
  authorization: 'authorization',
  requestedWith: 'x-requested-with',
} as const;

export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

/** The front-end build id the server announces; a newer one means the page must reload. */
export const FRONT_ID_HEADER = 'app-front-id';

export interface SessionHeaders {
  appId: string;
  appOs: string;
  appVersion: string;
  language: string;
  country: string;
  token: string | null;
}
