// The actions the booking flow asks the app for (navigate, toasts, login with a way back, the web
// site from the app shell, the payment provider's page, the error page, purchase analytics).
import type { I18n } from '@lingui/core';
import type { BookingFlowActions } from '#machines/booking';
import { loginPathFor } from '#shell/routes/guards';
import type { ToastStore } from '#ui/toastStore';
import type { Analytics } from './analytics';

export interface ActionDeps {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  toasts: Pick<ToastStore, 'show'>;
  i18n: Pick<I18n, '_'>;
  /** The product's web site (config globalUrl), for the app shell's 'open in the browser'. */
  webOrigin(): string;
  openWindow(url: string): void;
  redirectExternal(url: string): void;
  analytics: Analytics;
  /** Extra state for a navigation (the confirmation's details for the booking summary). */
  stateFor?(to: string): unknown;
  /** More for the error page's query: the payment result's ways on (retry: the summary, search: the slots). */
  errorPageQuery?(): Record<string, string>;
  /**
   * Resolves once every screen's texts are loaded (the whole catalog). The flow's error texts are not
   * in the first visit's part (vite.config laterTexts), so a toast waits for it; none: at once.
   */
  textsReady?(): Promise<void>;
}

export function createBookingFlowActions(deps: ActionDeps): BookingFlowActions {
  return {
    navigate: ({ to }) => deps.navigate(to, { state: deps.stateFor?.(to) }),
    showToast: ({ message, kind }) => {
      const show = () => void deps.toasts.show({ message, kind });
      if (deps.textsReady) void deps.textsReady().then(show, show);
      else show();
    },
    requestLogin: ({ returnTo, returnParams }) =>
      deps.navigate(loginPathFor({ pathname: returnTo, search: new URLSearchParams(returnParams).toString() })),
    openInBrowser: ({ path }) => deps.openWindow(new URL(path, deps.webOrigin()).toString()),
    redirectExternal: ({ url }) => deps.redirectExternal(url),
    // Its module (the payment texts it knows) loads with the first error page, not with the search screen.
    // What the page offers next (errorPageQuery) is read now: the flow moves on while the module loads.
    showErrorPage: (params) => {
      const more = deps.errorPageQuery?.();
      void import('./errorPage').then(({ errorPagePath }) => deps.navigate(errorPagePath(params, deps.i18n, more), { replace: true }));
    },
    trackPurchase: (params) => deps.analytics.trackPurchase(params),
  };
}
