import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  ClearCookieParams,
  NavigateParams,
  PersistCookieParams,
  SessionCookieName,
  SessionToast,
  ShowToastParams,
} from '#machines/session';
import { COOKIES, deleteCookie, writeCookie, type CookieName } from '#shell/cookies';
import { loginPathFor } from '#shell/routes/guards';

/** Pages that make no sense to come back to after logging in. */
const NO_RETURN: ReadonlySet<string> = new Set(['/login', '/register', '/logout']);
import type { ToastStore } from '#ui/toastStore';

/** The texts of the toasts the session asks for. */
export const SESSION_TOASTS: Record<SessionToast, MessageDescriptor> = {
  emailChangeFailed: msg`No pudimos confirmar el cambio de correo. Inténtalo de nuevo.`,
};

const COOKIE_OF: Record<SessionCookieName, CookieName> = {
  token: COOKIES.token,
  language: COOKIES.language,
  country: COOKIES.country,
};

export interface SessionActionDeps {
  navigate(to: string): void;
  /** Where the player is now (the deep link being opened). */
  location(): { pathname: string; search: string };
  toasts: Pick<ToastStore, 'show'>;
  reloadPage(): void;
}

/** The session machine's view-supplied actions: navigation, toasts, cookies and reload. */
export function createSessionActions(deps: SessionActionDeps) {
  return {
    navigate: (_: unknown, params: NavigateParams) => deps.navigate(params.to),
    // A revoked or expired session: to login ('session expired' note), then back to the link opened.
    requestLogin: () => {
      const here = deps.location();
      deps.navigate(NO_RETURN.has(here.pathname) ? '/login?refresh=1' : loginPathFor(here, { refresh: '1' }));
    },
    showToast: (_: unknown, params: ShowToastParams) =>
      deps.toasts.show({ message: SESSION_TOASTS[params.message], kind: 'error', durationMs: params.durationMs }),
    persistCookie: (_: unknown, params: PersistCookieParams) =>
      writeCookie(COOKIE_OF[params.name], params.value, params.maxAgeDays * 24 * 60 * 60),
    clearCookie: (_: unknown, params: ClearCookieParams) => deleteCookie(COOKIE_OF[params.name]),
    reloadPage: () => deps.reloadPage(),
  };
}
