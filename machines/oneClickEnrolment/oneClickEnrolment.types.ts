// Types of the one-click enrolment machine (spec part 2 §2 "Payment pages", §3 "One-click info",
// §4 "One-click enrolment status", §7 "Cashier and cards", "Payment status"): its input (the page
// and its query), context, events, the actors' inputs and outputs and the parameters of the
// actions the view supplies. The answers are the contract's.
import type { Endpoints, ResponseOf } from '#kernel/contract';
import type { ActorError } from '#kernel/lib/errors';

export type { NavigateParams, RedirectExternalParams } from '#machines/shared/viewActions';

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

type OneClickInfoDto = Omit<ResponseOf<Endpoints['getOneClickEnrolment']>, 'error' | 'code'>;

/**
 * GET /api/webpayoneclick/token/{token} or /api/webpayoneclick/id/{id}: the one-click info. enrolled
 * is 1 when the card is enrolled; responsecode is empty while the provider has not answered (the
 * page keeps polling); source is where the enrolment started ('prime', 'profile', 'cashier'...);
 * a one-click payment's info says why it was not approved (errCategory) and which court booking it pays.
 */
export type OneClickInfo = Pick<OneClickInfoDto, 'enrolled' | 'responsecode'> & Partial<Omit<OneClickInfoDto, 'enrolled' | 'responsecode'>>;

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
export type StartOneClickEnrolmentOutput = Pick<ResponseOf<Endpoints['startOneClickEnrolment']>, 'redirectURL'>;

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
