import type { I18n } from '@lingui/core';
import { paymentErrorPages, type ShowErrorPageParams } from '#machines/paymentResult';

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
