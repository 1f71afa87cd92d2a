// Types of the caller's open-match list (the matches tab of /bookings, spec part 2 §2 "Bookings list"
// main filter 3): input, context, events and the actors' inputs and outputs.
import type { OpenMatchDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

export interface MyOpenMatchesInput {
  userId: number;
}

export interface MyOpenMatchesContext {
  userId: number;
  matches: OpenMatchDto[];
  /** The match the player asked to leave. */
  leavingId: number | null;
  /** The match as the leave call answered (a host's leave cancelled it). */
  left: OpenMatchDto | null;
  error: ActorError | null;
}

export type MyOpenMatchesEvent =
  { type: 'match.leave'; matchId: number } | { type: 'leave.confirm' } | { type: 'leave.cancel' } | { type: 'list.reload' };

export interface MatchIdParams {
  matchId: number;
}
