// Types of the one-click enrolment machine (spec part 2 §2 "Payment pages", §3 "One-click info",
// §4 "One-click enrolment status", §7 "Cashier and cards", "Payment status"): its input (the page
// and its query), context, events, the actors' inputs and outputs and the parameters of the
// actions the view supplies. Declared here because machines never import src/.
import type { ActorError } from '#kernel/lib/errors';

/**
 * Which page hosts the machine:
 * - 'enrol'   /webpayoneclickenroll?tbk_token: the result of a card enrolment (by token);
 * - 'payment' /webpayoneclick?id: the one-click payment status (by id).
 */
export type OneClickPage = 'enrol' | 'payment';

export interface OneClickEnrolmentInput {
  page: OneClickPage;
  /** tbk_token of /webpayoneclickenroll. */
  token: string | null;
  /** id of /webpayoneclick. */
  id: string | null;
  /** The logged-in user (a retry starts a new enrolment for them); null when unknown. */
  userId: number | null;
  /** Where the enrolment was started from (the cashier's redirectTo), kept by the app; null if none. */
  returnTo: string | null;
}

/** GET /api/webpayoneclick/token/{token} or /api/webpayoneclick/id/{id}: the one-click info. */
export interface OneClickInfo {
  /** 1 when the card is enrolled (a number, or '1'). */
  enrolled?: number | string | boolean | null;
  /** Where the enrolment was started ('prime', 'profile', 'cashier', ...). */
  source?: string | null;
  /** Empty (null, '') while the provider has not answered yet: the page keeps polling. */
  responsecode?: string | number | null;
  charged?: number | string | boolean | null;
  chargedAmount?: number | null;
  chargedAmount_formatted?: string | null;
  chargedCurrencyId?: string | number | null;
  urlRedirection?: string | null;
  creditcardtype?: string | null;
  last4carddigits?: string | null;
  /** A one-click payment not approved: why (ABORTED, FOP_SPEED, the issuer's category...). */
  errCategory?: string | null;
  /** A one-click payment: the court booking it pays. */
  booking?: { clubId: number; sportId: number; courtId: number; date: string; time: string; timespan: number } | null;
}

export interface CheckOneClickStatusInput {
  page: OneClickPage;
  token: string | null;
  id: string | null;
}

/** POST /api/webpayoneclick/users/{id}/enroll?source. */
export interface StartOneClickEnrolmentInput {
  userId: number;
  source: string;
  /** Where the app goes on once the card is enrolled (an internal path), carried by the return URL. */
  returnTo?: string | null;
}
export interface StartOneClickEnrolmentOutput {
  redirectURL: string;
}

/** The links of the result page (spec part 2 §2). */
export type OneClickLink =
  /** /profile/creditcards */
  | 'creditCards'
  /** /profile/menu */
  | 'profileMenu'
  /** /bookings */
  | 'bookings'
  /** /prime: the offers, to subscribe again */
  | 'primeSubscribe'
  /** /profile/prime */
  | 'prime'
  /** Back where the enrolment started (input.returnTo) */
  | 'return'
  /** The info's urlRedirection (another site or the app) */
  | 'redirect';

export type OneClickStatus = 'OK' | 'ERROR';

export interface OneClickEnrolmentContext {
  page: OneClickPage;
  token: string | null;
  id: string | null;
  userId: number | null;
  returnTo: string | null;
  info: OneClickInfo | null;
  /** The error of the last call (status check or a new enrolment), if it failed. */
  error: (ActorError & { call: OneClickCall }) | null;
}

export type OneClickCall = 'checkOneClickStatus' | 'startOneClickEnrolment';

export type OneClickEnrolmentEvent =
  /** Follow one of the page's links (only the offered ones are followed). */
  | { type: 'link.follow'; link: OneClickLink }
  /** ERROR: enrol a card again (a new enrolment at the provider). */
  | { type: 'enrolment.retry' };

// ── parameters of the actions the view supplies ──────────────────────────────────────────────

export interface NavigateParams {
  to: string;
}
export interface RedirectExternalParams {
  url: string;
}
