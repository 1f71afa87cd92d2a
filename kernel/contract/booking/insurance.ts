import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';

// Booking insurance (spec part 2 §7 "Insurance").
export const insurancePlan = z.object({
  amount: z.nullable(money),
  amountUF: z.nullable(z.number()),
  ufDate: z.nullable(z.string()),
  ufValue: z.nullable(z.number()),
  planCode: z.string(),
  policyAmount: z.nullable(money),
  policyAmountUF: z.nullable(z.number()),
  policyAmountReinburstment: z.nullable(money),
  policyAmountReinburstmentUF: z.nullable(z.number()),
  url: z.nullable(z.string()),
  country: z.string(),
  currencyCode,
});

export const getInsurancePlan = defineEndpoint({
  id: 'getInsurancePlan',
  method: 'GET',
  path: '/api/booking-insurance/plan',
  auth: 'user',
  summary: "The insurance plan of the club's country (one-click clubs that allow insurance); amount is per player",
  query: z.object({
    timespan: z.coerce.number().check(z.int(), z.minimum(15), z.maximum(1440)),
    players: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)),
    sport_id: idParam,
    club_id: idParam,
  }),
  response: ok({ plan: insurancePlan }),
  errors: {},
});
