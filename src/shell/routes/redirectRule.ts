import type { AllowedOrigin } from './redirectTypes';

/** Origin of an http(s) URL, or null for anything else (javascript:, data:, malformed...). */
function httpOrigin(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * Spec part 1 §2.4 (and part 3 §6): a redirect carrying a scope is honoured only when the target
 * origin is one of the configured allowed origins and that origin's scopes include the scope.
 * Pure. The url must be absolute; origins compare exactly (scheme, host and port).
 */
export function isRedirectAllowed(url: string, scope: string, allowedOrigins: readonly AllowedOrigin[]): boolean {
  if (!scope) return false;
  const target = httpOrigin(url);
  if (!target) return false;
  return allowedOrigins.some((entry) => httpOrigin(entry.origin) === target && entry.allowedScopes.includes(scope));
}

/**
 * A check URL the pending page may follow: this page's own origin, or an allowed origin for the
 * 'payment' scope. Relative URLs resolve against this origin. Returns the absolute URL or null.
 */
export function allowedCheckUrl(
  url: string | null | undefined,
  currentOrigin: string,
  allowedOrigins: readonly AllowedOrigin[],
): string | null {
  if (!url) return null;
  const origin = httpOrigin(url, currentOrigin);
  if (!origin) return null;
  const absolute = new URL(url, currentOrigin).toString();
  if (origin === currentOrigin) return absolute;
  return isRedirectAllowed(absolute, 'payment', allowedOrigins) ? absolute : null;
}
