/** Cookies the app keeps (spec part 1 §9: language, country, app id, OS, version and session last 1 year). */
export const COOKIES = {
  token: 'cf_token',
  language: 'cf_language',
  country: 'cf_country',
  appId: 'cf_app_id',
  appOs: 'cf_app_os',
  appVersion: 'cf_app_version',
  /** The announcement ids the player has seen (spec part 1 §9), comma-separated. */
  announcementsSeen: 'cf_announcements_seen',
} as const;

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure?: boolean;
}

/** `name=value; Path=/; Max-Age=...; SameSite=Lax[; Secure]` — the value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeSeconds ?? ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie in a `document.cookie` string; null when absent or undecodable. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function readCookie(name: CookieName): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: CookieName, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: location.protocol === 'https:' });
}

export function deleteCookie(name: CookieName): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
}
