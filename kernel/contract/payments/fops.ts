import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { fop } from './common';

const amountQuery = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_000_000_000));

/** Spec part 2 §7 "Cashier and cards"; part 3 §7 "Cards and payment". */
export const listClubFops = defineEndpoint({
  id: 'listClubFops',
  method: 'GET',
  path: '/api/users/:userId/clubs/:clubId/fops',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    "The club's forms of payment for the caller, with the caller's saved cards; with paymentAmount, only what can take that amount (bank transfer has a minimum)",
  params: z.strictObject({ userId: idParam, clubId: idParam }),
  query: z.object({ paymentAmount: z.optional(amountQuery), encodedProductData: z.optional(z.string().check(z.maxLength(2000))) }),
  response: ok({ fops: z.array(fop), webpayErrors: z.nullable(z.string()), kushkiError: z.nullable(z.string()) }),
  errors: {},
});

const tokenizedFlag = z.pipe(
  z.optional(z.enum(['0', '1', 'true', 'false'])),
  z.transform((v: '0' | '1' | 'true' | 'false' | undefined) => v === '1' || v === 'true'),
);

export const listTokenizedFops = defineEndpoint({
  id: 'listTokenizedFops',
  method: 'GET',
  path: '/api/fops',
  auth: 'user',
  summary:
    "With tokenized=1: the forms of payment that can charge automatically (tokenized renewals) in the caller's country, with their saved cards",
  query: z.object({ tokenized: tokenizedFlag, country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))) }),
  response: ok({ fops: z.array(fop) }),
  errors: {},
});
