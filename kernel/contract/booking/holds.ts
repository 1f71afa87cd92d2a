import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubDate, clubTimeInput, courtParams } from './common';

/** A hold's window (spec part 1 §3 "Block"): ISO instants; the countdown is their difference. */
export const holdWindow = z.object({
  holdId: z.int(),
  preBookTimestamp: z.string(),
  preBookExpiration: z.string(),
});
export type HoldWindowDto = z.infer<typeof holdWindow>;

const slotQuery = { date: clubDate, startTime: clubTimeInput, endTime: clubTimeInput };

export const createHold = defineEndpoint({
  id: 'createHold',
  method: 'POST',
  path: '/api/clubs/:clubId/sports/:sportId/courts/:courtId/block',
  auth: 'user',
  summary:
    "Pre-block (hold) a court for a few minutes. Replaces the caller's other live hold; a retry with the same idempotencyKey answers the same hold",
  params: courtParams,
  body: z.object({
    /** Must be the caller. */
    userId: idParam,
    ...slotQuery,
    /** Seats on a capacity court (default 1). */
    seats: z.optional(z.int().check(z.minimum(1), z.maximum(50))),
    idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(100))),
    /** Golf 18 holes: hold the whole round (its start court, then its end court), all or nothing. */
    isElegibleForCrossBlock: z.optional(z.boolean()),
  }),
  response: ok(holdWindow.shape),
  errors: {
    '-99': { status: 409, meaning: 'Someone holds or booked this slot first, or it is not bookable (past, outside the dates, no price)' },
    '-375': { status: 422, meaning: 'The court is not available for this person (members only, or the club is coming soon)' },
  },
});

export const releaseHold = defineEndpoint({
  id: 'releaseHold',
  method: 'DELETE',
  path: '/api/holds/:holdId',
  auth: 'user',
  summary: "Release the caller's hold: the slot is free at once (back, cancel, a new search)",
  params: z.strictObject({ holdId: idParam }),
  response: ok({ released: z.boolean() }),
  errors: {},
});

export const releaseSlotHold = defineEndpoint({
  id: 'releaseSlotHold',
  method: 'DELETE',
  path: '/api/clubs/:clubId/sports/:sportId/courts/:courtId/block',
  auth: 'user',
  summary: "Release the caller's live hold on this court at this date and time (the block call's own terms)",
  params: courtParams,
  query: z.object(slotQuery),
  response: ok({ released: z.boolean() }),
  errors: {},
});
