import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';

// Prime offer availability (spec part 1 §3 "Offer availability").
export const offersAvailability = defineEndpoint({
  id: 'offersAvailability',
  method: 'GET',
  path: '/api/offers/availability',
  auth: 'public',
  summary: "The prime offer of a country for the caller; user_id, when sent, must be the caller's",
  query: z.object({ country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))), user_id: z.optional(idParam) }),
  response: ok({
    available: z.boolean(),
    usedFree: z.boolean(),
    bestOffer: z.nullable(z.object({ name: z.string(), amount: money, currencyCode, freeDays: z.int() })),
  }),
  errors: {},
});

/** The booking insurance plan (spec part 2 §3 "Insurance plan"): amounts per player in minor units. */
