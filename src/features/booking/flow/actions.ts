// The actions the booking flow asks the app for (navigate, toasts, login with a way back, the web
// site from the app shell, the payment provider's page, the error page, purchase analytics).
import type { I18n } from '@lingui/core';
import type { BookingFlowActions } from '#machines/booking';
import { paymentErrorPages, type ShowErrorPageParams } from '#machines/paymentResult';
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
}

/**
 * The error page's query: the known payment texts travel as keys (the page translates them in the
 * current language); anything else as translated text.
 */
export function errorPagePath(params: ShowErrorPageParams, i18n: Pick<I18n, '_'>, more: Record<string, string> = {}): string {
  const keys =
    params.title === paymentErrorPages.speed.title
      ? { title: 'speed', message: 'speed_message' }
      : params.title === paymentErrorPages.generic.title
        ? { title: 'payment_error', message: 'payment_error_message' }
        : { title: i18n._(params.title), message: i18n._(params.message) };
  const query = new URLSearchParams({ status: String(params.status), ...keys, ...more });
  return `/book/error?${query.toString()}`;
}

export function createBookingFlowActions(deps: ActionDeps): BookingFlowActions {
  return {
    navigate: ({ to }) => deps.navigate(to, { state: deps.stateFor?.(to) }),
    showToast: ({ message, kind }) => void deps.toasts.show({ message, kind }),
    requestLogin: ({ returnTo, returnParams }) =>
      deps.navigate(loginPathFor({ pathname: returnTo, search: new URLSearchParams(returnParams).toString() })),
    openInBrowser: ({ path }) => deps.openWindow(new URL(path, deps.webOrigin()).toString()),
    redirectExternal: ({ url }) => deps.redirectExternal(url),
    showErrorPage: (params) => deps.navigate(errorPagePath(params, deps.i18n, deps.errorPageQuery?.()), { replace: true }),
    trackPurchase: (params) => deps.analytics.trackPurchase(params),
  };
}
