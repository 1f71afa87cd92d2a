import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { providerToken } from './common';

/**
 * The court booking a payment is for, as the booking flow's address names it (club, sport, court, date,
 * time, duration): the payment result's ways on lead back to its summary or to the same search.
 */
export const paymentBookingPlace = z.object({
  clubId: z.int(),
  sportId: z.int(),
  courtId: z.int(),
  /** Club-local 'yyyy-MM-dd' and 'HH:mm:ss'. */
  date: z.string(),
  time: z.string(),
  timespan: z.int(),
});

/** Spec part 2 §3 "Webpay status response". */
export const webpayStatus = z.object({
  /** APPROVED, PENDING, REJECTED, or VOID (approved, then given back). */
  status: z.enum(['APPROVED', 'PENDING', 'REJECTED', 'VOID']),
  /** What was paid: booking, insurance or multiple; null for a caller without a session (by token). */
  source: z.nullable(z.string()),
  webpay_id: z.string(),
  /** Where an APPROVED payment's form (token_ws, webpay_id) is posted: it answers the product's page. */
  url_redirection: z.string(),
  /** The provider page a /webpay_redirect form posts token_ws to (null once settled). */
  tokenposturl: z.nullable(z.string()),
  /** The product's page (the summary), for links; null for a caller without a session (by token). */
  productId: z.nullable(z.int()),
  productTransactionId: z.nullable(z.int()),
  /**
   * Why it was not approved: ABORTED (the person pressed Anular on the provider's page), CANCELLED (they
   * cancelled the booking in the app), FOP_SPEED, ABANDONED, EXPIRED, or the provider's category.
   */
  errCategory: z.nullable(z.string()),
  /** The caller's court booking this payment is for (null for a group payment, another person's, or a caller without a session). */
  booking: z.nullable(paymentBookingPlace),
});

export const getWebpayStatus = defineEndpoint({
  id: 'getWebpayStatus',
  method: 'GET',
  path: '/api/webpay/token/:token',
  auth: 'public',
  summary:
    'A payment’s status by its provider token (tbk_token), checked with the provider while pending: confirms the booking once. Without a session only what the status page needs (no product or booking id)',
  params: z.strictObject({ token: providerToken }),
  response: ok(webpayStatus.shape),
  errors: {},
});

export const getWebpayStatusById = defineEndpoint({
  id: 'getWebpayStatusById',
  method: 'GET',
  path: '/api/webpay/id/:webpayId',
  auth: 'user',
  summary: "A payment's status by webpay_id (the caller's own payments only)",
  params: z.strictObject({ webpayId: idParam }),
  response: ok(webpayStatus.shape),
  errors: {},
});
