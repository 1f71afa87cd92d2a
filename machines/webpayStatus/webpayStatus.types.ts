// Types of the webpay status machine (spec part 2 §2 "Payment pages", §3 "Webpay status
// response", §4 "Web payment status", §7 "Payment status"): its input (the page and its query),
// context, the checkPaymentStatus actor's input and output, and the parameters of the actions the
// view supplies. The answer is the contract's.
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

/**
 * Which page hosts the machine:
 * - 'status'   /webpay?tbk_token&webpay_id: shows the payment status and polls it;
 * - 'redirect' /webpay_redirect?token: auto-submits a form to the provider, or closes the window.
 */
export type WebpayPage = 'status' | 'redirect';

export interface WebpayStatusInput {
  page: WebpayPage;
  /** tbk_token on /webpay, token on /webpay_redirect. */
  token: string | null;
  /** webpay_id on /webpay (the -92 redirect gives only this one). */
  webpayId: string | null;
}

type WebpayStatusDto = ResponseOf<Endpoints['getWebpayStatus']>;

/**
 * GET /api/webpay/token/{token}: the webpay status response, as far as the machine reads it. The
 * status is APPROVED, PENDING, VOID or REJECTED (anything else would count as REJECTED);
 * url_redirection is where an APPROVED payment's form goes, tokenposturl the provider's page of
 * /webpay_redirect, errCategory why it was not approved (ABORTED: Anular on the provider's page),
 * booking the court booking it pays (the result's ways on lead back to it).
 */
export type WebpayStatusAnswer = Pick<WebpayStatusDto, 'status'> &
  Partial<Pick<WebpayStatusDto, 'source' | 'webpay_id' | 'url_redirection' | 'tokenposturl' | 'errCategory' | 'booking'>>;

/** The court booking a payment is for, as the booking flow's addresses name it. */
export type PaidBooking = NonNullable<WebpayStatusDto['booking']>;

export interface CheckPaymentStatusInput {
  token: string | null;
  webpayId: string | null;
}

/** What the page shows: VOID, REJECTED and any error display as REJECTED. */
export type WebpayDisplayStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface WebpayStatusContext {
  page: WebpayPage;
  token: string | null;
  webpayId: string | null;
  /** The last status answer. */
  answer: WebpayStatusAnswer | null;
  /** The error of the last call, if it failed. */
  error: ActorError | null;
}

/** The pages take no input from the user: everything happens on its own. */
export type WebpayStatusEvent = never;

// ── parameters of the actions the view supplies ──────────────────────────────────────────────

/** Builds a form with hidden fields and submits it (method POST) to `url`. */
export interface PostFormParams {
  url: string;
  fields: Record<string, string>;
}
