import { roleSatisfies } from '#machines/session/session.roles';
import type { AuthRequirement, Role, ScreenRoute } from './types';
import { SEARCH_PATH } from './paths';

/** Who is looking, as far as navigation cares. */
export type Viewer = { loggedIn: false } | { loggedIn: true; role: Role };

export interface Target {
  pathname: string;
  /** The query string, with or without its '?'. */
  search: string;
}

export type GuardOutcome =
  | { kind: 'allow' }
  /** Anonymous on a login route: to login, with the way back. */
  | { kind: 'login'; to: string }
  /** Somewhere else instead (logged-in user on login/register, role mismatch on a first load, country). */
  | { kind: 'redirect'; to: string }
  /** Role mismatch while navigating: stay where you were. */
  | { kind: 'cancel' };

/** Routes that logged-in users do not see: they go to book.search (spec part 1 §2.4). */
const ANONYMOUS_ONLY: ReadonlySet<string> = new Set(['login', 'register']);

/** Routes open while a country must still be chosen. */
const COUNTRY_FREE: ReadonlySet<string> = new Set(['profile.countries', 'logout', 'book.error']);

/**
 * Whether a role satisfies a requirement: the session's rule (machines/session/session.roles.ts),
 * shared with `sessionSelectors.hasRole` — 'user' accepts any logged-in role, others match exactly.
 */
export { roleSatisfies };

export function requiresLogin(auth: AuthRequirement): boolean {
  return auth !== 'none';
}

/** `/login?returnTo=/book/slots&returnParams=sportId%3D1` — the way back after logging in. */
export function loginPathFor(target: Target, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ returnTo: target.pathname, ...extra });
  const search = target.search.replace(/^\?/, '');
  if (search) params.set('returnParams', search);
  return `/login?${params.toString()}`;
}

export interface GuardInput {
  route: Pick<ScreenRoute, 'id' | 'auth'>;
  viewer: Viewer;
  target: Target;
  /** No screen is shown yet (the first navigation of the page). */
  firstLoad: boolean;
  /** The configuration forces the user to pick a country first. */
  mustChooseCountry?: boolean;
}

/** Spec part 1 §2.4 and §6: may this viewer open this route, and if not, where to? */
export function guardRoute({ route, viewer, target, firstLoad, mustChooseCountry }: GuardInput): GuardOutcome {
  if (viewer.loggedIn && ANONYMOUS_ONLY.has(route.id)) return { kind: 'redirect', to: SEARCH_PATH };
  if (mustChooseCountry && !COUNTRY_FREE.has(route.id)) {
    return { kind: 'redirect', to: withReturn('/profile/countries', target) };
  }
  if (!requiresLogin(route.auth)) return { kind: 'allow' };
  if (!viewer.loggedIn) return { kind: 'login', to: loginPathFor(target) };
  if (route.auth === 'login') return { kind: 'allow' };
  if (roleSatisfies(viewer.role, route.auth)) return { kind: 'allow' };
  return firstLoad ? { kind: 'redirect', to: SEARCH_PATH } : { kind: 'cancel' };
}

function withReturn(path: string, target: Target): string {
  const params = new URLSearchParams({ returnTo: target.pathname });
  const search = target.search.replace(/^\?/, '');
  if (search) params.set('returnParams', search);
  return `${path}?${params.toString()}`;
}

/** Paths a return must not lead to (loops or pages that make no sense after logging in). */
const NO_RETURN: ReadonlySet<string> = new Set(['/login', '/register', '/logout']);

/**
 * Where to go back to after login (or after choosing a country): an internal path only —
 * absolute URLs, protocol-relative '//host' and backslash tricks fall back to the search.
 */
export function returnPath(
  returnTo: string | null | undefined,
  returnParams: string | null | undefined,
  fallback: string = SEARCH_PATH,
): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || /[\\\s]/.test(returnTo)) return fallback;
  let url: URL;
  try {
    url = new URL(returnTo, 'http://internal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://internal.invalid' || NO_RETURN.has(url.pathname)) return fallback;
  const params = (returnParams ?? '').replace(/^\?/, '');
  return params ? `${url.pathname}?${params}` : url.pathname;
}
