// Types of the open-match flow (spec part 2 §2 "Open match", §3 "Open match", §4 "Open match join"):
// its input (the route's uuid and the logged-in player), context, events, and the actors' inputs and
// outputs. The match is the contract's.
import type { OpenMatchDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';

export type OpenMatch = OpenMatchDto;

export interface OpenMatchInput {
  /** The route's uuid, as written in the address; absent or not a uuid → the not-found notice. */
  uuid: string | null | undefined;
  /** The logged-in player (join sends it as user_id). */
  userId: number;
}

/** POST /api/open-match/{id}/join. */
export interface JoinInput {
  matchId: number;
  position: number;
  userId: number;
}

/** POST /api/open-match/{id}/leave. */
export interface LeaveInput {
  matchId: number;
}

export interface OpenMatchContext {
  uuid: string | null;
  userId: number;
  match: OpenMatch | null;
  /** The free position the player picked. */
  position: number | null;
  /** The last failed call (join, leave or load). */
  error: ActorError | null;
}

export type OpenMatchEvent =
  | { type: 'position.choose'; position: number }
  | { type: 'match.join' }
  | { type: 'match.leave' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | { type: 'match.reload' }
  | { type: 'match.toSearch' };

export interface PositionParams {
  position: number;
}
