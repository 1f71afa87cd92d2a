import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';

// POST /api/service-fee/feasibility (spec part 1 §3 "Service fee").
export const serviceFeeFeasibility = defineEndpoint({
  id: 'serviceFeeFeasibility',
  method: 'POST',
  path: '/api/service-fee/feasibility',
  auth: 'public',
  summary: 'Whether the club charges a service fee on this amount, and how much (total to pay = fee + amount)',
  body: z.object({
    clubId: idParam,
    countryCode: z.optional(z.string().check(z.maxLength(2))),
    bookingAmount: money.check(z.minimum(0), z.maximum(1_000_000_000)),
    sportId: z.optional(idParam),
    courtId: z.optional(idParam),
    priceId: z.optional(z.nullable(idParam)),
  }),
  response: ok({ active: z.boolean(), feeAmount: money, currencyCode }),
  errors: {},
});
