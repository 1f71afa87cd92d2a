import { z } from 'zod';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { currencyCode, money } from './common';

// Booking insurance (spec part 2 §7 "Insurance").
export const insurancePlan = z.object({
  amount: money.nullable(),
  amountUF: z.number().nullable(),
  ufDate: z.string().nullable(),
  ufValue: z.number().nullable(),
  planCode: z.string(),
  policyAmount: money.nullable(),
  policyAmountUF: z.number().nullable(),
  policyAmountReinburstment: money.nullable(),
  policyAmountReinburstmentUF: z.number().nullable(),
  url: z.string().nullable(),
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
    timespan: z.coerce.number().int().min(15).max(1440),
    players: z.coerce.number().int().min(1).max(50),
    sport_id: idParam,
    club_id: idParam,
  }),
  response: ok({ plan: insurancePlan }),
  errors: {},
});
