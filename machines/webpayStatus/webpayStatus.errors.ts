// What a failure of the status call does (spec part 2 §4: "an error response displays as
// REJECTED"). The call has no codes of its own: every failure is one row.
import { msg } from '@lingui/core/macro';
import type { ErrorTable } from '#kernel/lib/errors';

/** After a failed status call: show REJECTED (/webpay) or close the window (/webpay_redirect). */
export type WebpayNext = 'showRejected' | 'closeWindow';

/** GET /api/webpay/token/{token} on /webpay. */
export const webpayStatusErrors = {
  other: { message: msg`El pago fue rechazado.`, show: 'inline', next: 'showRejected' },
} as const satisfies ErrorTable<WebpayNext>;

/** The same call on /webpay_redirect. */
export const webpayRedirectErrors = {
  other: { message: msg`No pudimos abrir la página de pago.`, show: 'none', next: 'closeWindow' },
} as const satisfies ErrorTable<WebpayNext>;

/** Texts of the page, per displayed status. */
export const webpayStatusMessages = {
  PENDING: msg`Tu pago está pendiente. Esta página se actualiza sola.`,
  APPROVED: msg`Tu pago fue aprobado.`,
  REJECTED: msg`El pago fue rechazado.`,
} as const;
