// Types of the challenge flow (spec part 3 §3 "Challenge (new)", "Challenge (existing)", §4
// "Challenge"): its input (the route), context, events and the actors' inputs and outputs.
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import type { ResponseOf } from '#kernel/contract';
import type { challengeOptions } from '#kernel/contract/matchChallenge';
import type { ActorError } from '#kernel/lib/errors';
import type { PickedCourt } from '#machines/challengeCourt/challengeCourt.types';

export type { PickedCourt };

export type Challenge = ChallengeDto;
export type ChallengeOptions = Omit<ResponseOf<typeof challengeOptions>, 'error' | 'code'>;

/** What the actors that read a challenge answer: the challenge and when it was read (the countdown starts there). */
export interface LoadedChallenge {
  challenge: Challenge;
  /** Epoch ms the answer arrived (the real actor reads the clock; fakes give it). */
  receivedAt: number;
}

export type ChallengeInput =
  /** /match/challenge/{otherUserId}?sportId: challenge this player. */
  | { mode: 'send'; userId: number; otherUserId: number; sportId: number | null }
  /** /match/accept-challenge/{id}, /match/decline-challenge/{id}, /match/rate/... : an existing challenge. */
  | { mode: 'open'; userId: number; challengeId: number };

export interface FetchOptionsInput {
  userId: number;
  otherUserId: number;
  sportId: number | null;
}
export interface SendInput {
  userId: number;
  otherUserId: number;
  sportId: number;
  /** A prime subscriber's court, held while the rival answers. */
  court: PickedCourt | null;
}
export type MoveAction = 'accept' | 'decline' | 'cancel' | 'dismiss' | 'nogo';
export interface MoveInput {
  challengeId: number;
  action: MoveAction;
  reason: string | null;
}

export interface ChallengeContext {
  userId: number;
  otherUserId: number | null;
  sportId: number | null;
  challengeId: number | null;
  options: ChallengeOptions | null;
  /** The court a prime subscriber picked for the challenge (none: the challenge goes without one). */
  court: PickedCourt | null;
  challenge: Challenge | null;
  /** Whole seconds until a pending challenge expires; counted down every second. */
  secondsLeft: number;
  /** The move being made (the error tables depend on it). */
  action: MoveAction | null;
  nogoReason: string;
  error: ActorError | null;
}

export type ChallengeEvent =
  | { type: 'challenge.send' }
  /** A prime subscriber picks (another) court before sending. */
  | { type: 'court.change' }
  | { type: 'challenge.accept' }
  | { type: 'challenge.decline' }
  | { type: 'challenge.cancel' }
  | { type: 'challenge.dismiss' }
  | { type: 'challenge.nogo' }
  | { type: 'nogo.reason'; reason: string }
  | { type: 'nogo.confirm' }
  | { type: 'nogo.back' }
  /** A notification about this challenge arrived, or the player asked: read it again. */
  | { type: 'challenge.reload' }
  | { type: 'chat.open' }
  | { type: 'match.rate' }
  | { type: 'match.home' };
