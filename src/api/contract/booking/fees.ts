import { z } from 'zod';
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
    countryCode: z.string().max(2).optional(),
    bookingAmount: money.min(0).max(1_000_000_000),
    sportId: idParam.optional(),
    courtId: idParam.optional(),
    priceId: idParam.nullable().optional(),
  }),
  response: ok({ active: z.boolean(), feeAmount: money, currencyCode }),
  errors: {},
});
