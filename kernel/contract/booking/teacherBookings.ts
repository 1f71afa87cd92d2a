import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { cancelOperation } from './bookings';

// The club's side of a court booking (spec part 2 §7 "Teacher", part 3 §6 "Teacher": sees the teacher
// courts' bookings and may cancel them; part 2 §3: a cancelled booking with the no-show flag shows as
// NO LLEGÓ). Only a teacher of that court at that club; anyone else — a player, another club's
// teacher — gets the no-access answer (404), as for a booking that does not exist.

/** Marks who did not come, with the cancel: NO LLEGÓ. Not in the spec's call; its flag is (§3). */
export const noShowOperation = z.object({ op: z.literal('replace'), path: z.literal('/noShow'), value: z.literal('Y') });

export const teacherUpdateBooking = defineEndpoint({
  id: 'teacherUpdateBooking',
  method: 'PATCH',
  path: '/api/teachers/:userId/clubs/:clubId/courts/:courtId/bookings/:bookingId',
  auth: 'user',
  ownerParam: 'userId',
  summary:
    'A teacher of the court cancels one of its bookings that has not started (replace /status with CANCELLED), or, with replace /noShow Y as well, marks a started booking as a no-show (cancelled, NO LLEGÓ) from its start until a day after its end',
  params: z.strictObject({ userId: idParam, clubId: idParam, courtId: idParam, bookingId: idParam }),
  body: z.union([z.tuple([cancelOperation]), z.tuple([cancelOperation, noShowOperation])]),
  response: ok({ id: z.int(), status: z.literal('CANCELLED'), noShow: z.boolean() }),
  errors: {
    '-52': { status: 422, meaning: 'The booking has started, was used, cancelled or exchanged: it cannot be cancelled; nothing changed' },
    '-338': { status: 422, meaning: 'A no-show is marked once the booking has started; nothing changed' },
    '-339': { status: 422, meaning: 'The time to mark this no-show has passed (a day after the booking ended); nothing changed' },
    '-400': { status: 422, meaning: 'The booking was used (checked in), cancelled or exchanged: it cannot be a no-show; nothing changed' },
  },
});
