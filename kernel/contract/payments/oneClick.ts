import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { fopCard, providerToken } from './common';
import { paymentBookingPlace } from './webpay';

/** Spec part 2 §3 "One-click info": an enrolment's result or a one-click payment's status. */
export const oneClickInfo = z.object({
  /** 1 when the card is enrolled. */
  enrolled: z.int(),
  source: z.nullable(z.string()),
  /** Empty while the provider has not answered: the page keeps polling. '0' ok, '-1' failed. */
  responsecode: z.string(),
  charged: z.int(),
  chargedAmount: z.nullable(z.int()),
  chargedAmount_formatted: z.nullable(z.string()),
  chargedCurrencyId: z.nullable(z.string()),
  urlRedirection: z.nullable(z.string()),
  creditcardtype: z.nullable(z.string()),
  last4carddigits: z.nullable(z.string()),
  /** A one-click payment: why it was not approved (see the webpay status), and the court booking it is for. */
  errCategory: z.optional(z.nullable(z.string())),
  booking: z.optional(z.nullable(paymentBookingPlace)),
});

/** An internal path to come back to (no origin, no '//', no backslash or space). */
export const internalPath = z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)[^\s\\]*$/));

export const startOneClickEnrolment = defineEndpoint({
  id: 'startOneClickEnrolment',
  method: 'POST',
  path: '/api/webpayoneclick/users/:id/enroll',
  auth: 'user',
  ownerParam: 'id',
  summary:
    "Start a one-click card enrolment on the provider's page; the browser comes back to /webpayoneclickenroll?tbk_token (with returnTo, when given: where the app goes on once the card is enrolled)",
  params: z.strictObject({ id: idParam }),
  query: z.object({ source: z._default(z.string().check(z.regex(/^[A-Za-z_-]{1,30}$/)), 'cashier'), returnTo: z.optional(internalPath) }),
  /** Nothing, or an empty object. */
  body: z.optional(z.object({})),
  response: ok({ redirectURL: z.string() }),
  errors: {},
});

export const listOneClickCards = defineEndpoint({
  id: 'listOneClickCards',
  method: 'GET',
  path: '/api/webpayoneclick/users/:id/cards',
  auth: 'user',
  ownerParam: 'id',
  summary: "The caller's one-click cards",
  params: z.strictObject({ id: idParam }),
  response: ok({ cards: z.array(fopCard) }),
  errors: {},
});

export const getOneClickEnrolment = defineEndpoint({
  id: 'getOneClickEnrolment',
  method: 'GET',
  path: '/api/webpayoneclick/token/:token',
  auth: 'public',
  summary: 'A one-click enrolment by its provider token (checked with the provider; the card is saved once)',
  params: z.strictObject({ token: providerToken }),
  response: ok(oneClickInfo.shape),
  errors: {},
});

export const getOneClickPayment = defineEndpoint({
  id: 'getOneClickPayment',
  method: 'GET',
  path: '/api/webpayoneclick/id/:id',
  auth: 'user',
  summary: 'A one-click payment of the caller by its id (checked with the provider while pending)',
  params: z.strictObject({ id: idParam }),
  response: ok(oneClickInfo.shape),
  errors: {},
});
