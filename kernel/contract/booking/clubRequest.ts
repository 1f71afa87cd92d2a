import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

// "Request a new club" (spec part 1 §7 POST /api/clubs/request, "new club data (free-form)"): a
// player names a club they want to book at; the club team gets it by e-mail.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const clubRequestBody = z.strictObject({
  clubName: text(120),
  city: text(120),
  /** Who at the club to talk to, and how (optional: the player may not know). */
  contactName: z.optional(text(120)),
  contactPhone: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'phone'))),
  contactEmail: z.optional(z.string().check(z.trim(), z.email(), z.maxLength(254))),
  comments: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type ClubRequestBody = z.infer<typeof clubRequestBody>;

export const requestClub = defineEndpoint({
  id: 'requestClub',
  method: 'POST',
  path: '/api/clubs/request',
  auth: 'user',
  summary: 'Asks for a new club: kept, and e-mailed to the club team with who asked',
  body: clubRequestBody,
  response: ok({ requestId: z.int() }),
  errors: {},
});
