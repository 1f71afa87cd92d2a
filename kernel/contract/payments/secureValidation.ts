import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { providerToken } from './common';

// POST /api/kushki/users/{userId}/save3DSValidationDiscount (spec part 2 §7 "Cashier and cards"; the
// spec names the call only): after the provider script's 3-D Secure step, the app tells our server,
// which asks the provider whether it passed and records it for the card's bin, so that a discount
// code tied to that bin applies to the caller's payments with the card for a while.

export const saveSecureValidationDiscount = defineEndpoint({
  id: 'saveSecureValidationDiscount',
  method: 'POST',
  path: '/api/kushki/users/:userId/save3DSValidationDiscount',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    "Record that the card of the provider script's one-time token passed 3-D Secure (checked with the provider), so a bin discount applies to the caller's payments with that bin until validUntil",
  params: z.strictObject({ userId: idParam }),
  body: z.object({
    /** The provider script's one-time token of the card that went through 3-D Secure. */
    token: providerToken,
    /** The card's bin (6 digits): must be the token's. */
    bin: z.string().check(z.regex(/^\d{6}$/, 'bin must be 6 digits')),
  }),
  response: ok({ saved: z.literal(true), bin: z.string(), validUntil: z.string() }),
  errors: {
    '-333': {
      status: 422,
      meaning:
        'The provider does not confirm a passed 3-D Secure for this token and bin (details.msg: AUTHENTICATION_UNSUCCESSFUL, UNKNOWN_TOKEN, TOKEN_EXPIRED or BIN_MISMATCH); nothing is recorded',
    },
  },
});
