import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

/** Part 1 §7: whether the caller's booking is their first one (for the analytics of a first purchase). */
export const getFirstBooking = defineEndpoint({
  id: 'getFirstBooking',
  method: 'GET',
  path: '/api/users/:userId/firstbooking',
  auth: 'user',
  ownerParam: 'userId',
  summary: 'true while the caller has at most one booking that was not cancelled (their first)',
  params: z.strictObject({ userId: idParam }),
  response: ok({ firstBooking: z.boolean() }),
  errors: {},
});
