import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';

/** Spec part 2 §4 "Check-in result": what a check-in attempt comes to. */
export const CHECK_IN_RESULTS = [
  'CHECK_IN_SUCCESS',
  'BAD_REQUEST',
  'NO_CHECK_IN_AVAILABLE',
  'ALREADY_CHECKED_IN',
  'NO_LOCATION_PROVIDED',
  'LOCATION_OUT_OF_RANGE',
] as const;
export const checkInResult = z.enum(CHECK_IN_RESULTS);
export type CheckInResult = z.infer<typeof checkInResult>;

/**
 * The payload (spec part 2 §3 "Check-in": id, latitude, longitude). Each field is read by the server
 * itself, so that a missing position answers NO_LOCATION_PROVIDED and a malformed one BAD_REQUEST
 * (results the player sees), not the envelope's generic invalid-input error.
 */
export const checkInPayload = z.optional(
  z.looseObject({
    id: z.optional(z.unknown()),
    latitude: z.optional(z.unknown()),
    longitude: z.optional(z.unknown()),
  }),
);
/** What the app sends. */
export interface CheckInRequest {
  id: number;
  latitude: number;
  longitude: number;
}

export const checkIn = defineEndpoint({
  id: 'checkIn',
  method: 'POST',
  path: '/api/check_in/:checkInId',
  auth: 'user',
  summary:
    'Check in to a booking of the caller (its maker or a confirmed player) at the club: inside the club radius, within its time window, once per booking. Every outcome is a result in a success envelope; another user’s booking is 404',
  params: z.strictObject({ checkInId: idParam }),
  body: checkInPayload,
  response: ok({ result: checkInResult }),
  errors: {},
});
