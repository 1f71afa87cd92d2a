import * as z from 'zod/mini';
import { userIdParams } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

// The LATAM Pass account id a person keeps for booking users (spec part 1 §3 "Booking-user entry":
// LATAMPASSAccountId; §7 GET /api/users/{userId}/latampassid → accountId). Only the person themself.

export const getLatamPassId = defineEndpoint({
  id: 'getLatamPassId',
  method: 'GET',
  path: '/api/users/:userId/latampassid',
  auth: 'user',
  ownerParam: 'userId',
  summary: "The caller's saved LATAM Pass account id (null when none); another user's id is 404",
  params: userIdParams,
  response: ok({ accountId: z.nullable(z.string()) }),
  errors: {},
});

export const saveLatamPassId = defineEndpoint({
  id: 'saveLatamPassId',
  method: 'PUT',
  path: '/api/users/:userId/latampassid',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    "Saves the caller's LATAM Pass account id: the special-character filter (word characters, upper-cased), then 8–20 letters and digits; null or empty removes it",
  params: userIdParams,
  body: z.object({ accountId: z.nullable(z.string().check(z.maxLength(60))) }),
  response: ok({ accountId: z.nullable(z.string()) }),
  errors: { '-400': { status: 400, meaning: 'Not a LATAM Pass account id once filtered (8–20 letters and digits)' } },
});
