import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint, type ErrorMeaning } from '../endpoint';
import { ok } from '../envelope';

// A person named on someone else's booking is an invitee (issue 10): INVITED until they confirm or
// reject; a confirmed player may leave. Spec part 2 §7 "Booking": POST /api/bookings/{id}/players/
// {playerId}/reject and /confirm; the leave call is ours (docs/decisions.md). playerId is the
// player's id on the booking (players[].id of the caller's bookings list), and only that player may
// answer: anyone else gets 404.

export const playerStatus = z.enum(['INVITED', 'REJECTED', 'CONFIRMED', 'DELETED']);
export type PlayerStatusDto = z.infer<typeof playerStatus>;

export const bookingPlayerParams = z.strictObject({ id: idParam, playerId: idParam });
/** No fields: an empty object or no body at all. */
const answerBody = z.optional(z.strictObject({}));
const answer = ok({ player: z.object({ id: z.int(), user_id: z.int(), status: playerStatus }) });

const rule = (meaning: string): ErrorMeaning => ({ status: 422, meaning });

export const confirmBookingPlayer = defineEndpoint({
  id: 'confirmBookingPlayer',
  method: 'POST',
  path: '/api/bookings/:id/players/:playerId/confirm',
  auth: 'user',
  summary: 'The invited player accepts: CONFIRMED, and the booking counts toward their limits from now on',
  params: bookingPlayerParams,
  body: answerBody,
  response: answer,
  errors: {
    '-212': { status: 409, meaning: 'Already confirmed' },
    '-400': { status: 400, meaning: 'The booking is over, cancelled or changed: nothing to accept' },
    '-61': rule('Confirming would pass your maximum active bookings at this club (details.count)'),
    '-62': rule('Confirming would pass your maximum bookings per day at this club (details.count)'),
    '-63': rule('Confirming would pass your maximum active bookings at this club for this sport (details.count)'),
    '-64': rule('Confirming would pass your maximum bookings per day for this sport (details.count)'),
    '-65': rule('Confirming would pass your maximum active bookings per day for this sport (details.count)'),
  },
});

export const rejectBookingPlayer = defineEndpoint({
  id: 'rejectBookingPlayer',
  method: 'POST',
  path: '/api/bookings/:id/players/:playerId/reject',
  auth: 'user',
  summary: 'The invited player declines: REJECTED (again: no change); a confirmed player leaves instead',
  params: bookingPlayerParams,
  body: answerBody,
  response: answer,
  errors: { '-400': { status: 400, meaning: 'Already confirmed: leave the booking instead' } },
});

export const leaveBooking = defineEndpoint({
  id: 'leaveBooking',
  method: 'POST',
  path: '/api/bookings/:id/players/:playerId/leave',
  auth: 'user',
  summary: 'A player leaves a booking at any time: a confirmed player becomes DELETED, an invited one REJECTED (again: no change)',
  params: bookingPlayerParams,
  body: answerBody,
  response: answer,
  errors: { '-400': { status: 400, meaning: 'The one who made the booking cancels it instead of leaving' } },
});
