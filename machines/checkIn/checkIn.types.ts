// Types of the check-in machine (spec part 2 §2 "Check-in", §3 "Check-in", §4 "Check-in result"):
// its input (the route's id and where the app runs), context, events, and the locate and checkIn
// actors' inputs and outputs. The result is the contract's.
import type { CheckInResult } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

export type { CheckInResult };

export interface CheckInInput {
  /** The route's check_in_id (the booking's id), as written in the address; absent or not an id → search. */
  checkInId: string | null | undefined;
  /** Inside the native shell there is no retry (spec §2). */
  nativeShell: boolean;
}

/** A device position in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** How the device is asked (spec part 2 §9): 15 s, high accuracy, no cached position. */
export interface LocateInput {
  timeoutMs: number;
  enableHighAccuracy: boolean;
  maximumAgeMs: number;
}

/** POST /api/check_in/{id}: the payload of spec §3. */
export interface CheckInCallInput extends Position {
  id: number;
}

/** What the checkIn actor resolves with: the server's result. */
export type CheckInAnswer = CheckInResult;

export interface CheckInContext {
  bookingId: number | null;
  nativeShell: boolean;
  position: Position | null;
  /** The result shown: a §4 result, or the code of a call that failed ('other' when unknown). */
  result: string | null;
  /** The failed call, when the check-in call itself failed. */
  error: ActorError | null;
}

export type CheckInEvent = { type: 'checkIn.retry' } | { type: 'checkIn.back' };

/** Params of the result assignment. */
export interface ResultParams {
  result: string;
}
