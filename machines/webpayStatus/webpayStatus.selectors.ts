// View flags of the webpay status pages. Views read these, never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { webpayStatusMessages } from './webpayStatus.errors';
import type { WebpayStatusMachine } from './webpayStatus.machine';
import type { WebpayDisplayStatus } from './webpayStatus.types';

export type WebpayStatusSnapshot = SnapshotFrom<WebpayStatusMachine>;

/** The status shown: PENDING while waiting (also before the first answer), APPROVED, or REJECTED. */
export function displayStatus(s: WebpayStatusSnapshot): WebpayDisplayStatus {
  if (s.matches('returning') || s.matches('approved')) return 'APPROVED';
  if (s.matches('rejected')) return 'REJECTED';
  return 'PENDING';
}

/** The first answer has not come yet (a spinner rather than the pending notice). */
export const isFirstCheck = (s: WebpayStatusSnapshot): boolean => s.matches('checking') && s.context.answer === null;

/** Still asking the server (the page keeps polling). */
export const isPolling = (s: WebpayStatusSnapshot): boolean => s.matches('checking') || s.matches('pending');

/** The browser is being sent elsewhere (the return form or the provider's page). */
export const isLeaving = (s: WebpayStatusSnapshot): boolean =>
  s.matches('returning') || s.matches('submittingToProvider') || s.matches('loadingProviderForm');

/** /webpay_redirect gave up: the window is being closed. */
export const isClosed = (s: WebpayStatusSnapshot): boolean => s.matches('closed');

/** The webpay id of the payment, when known (shown as a reference). */
export const webpayId = (s: WebpayStatusSnapshot): string | null => {
  const id = s.context.answer?.webpay_id ?? s.context.webpayId;
  return id === null || id === undefined ? null : String(id);
};

/** Why the payment was not approved (the provider's category), when the status call said so. */
export const errCategory = (s: WebpayStatusSnapshot): string | null => s.context.answer?.errCategory ?? null;

/** The court booking the payment was for, when the status call named it. */
export const paidBooking = (s: WebpayStatusSnapshot) => s.context.answer?.booking ?? null;

/** The text of the displayed status. */
export const statusMessage = (s: WebpayStatusSnapshot): MessageDescriptor => webpayStatusMessages[displayStatus(s)];
