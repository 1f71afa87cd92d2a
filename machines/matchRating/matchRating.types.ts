// Types of the match rating flow (spec part 3 §3 "Challenge rating", §4 "Rating flow").
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import type { ChallengeRatingDto, RatingChange } from '#kernel/contract/matchRating';
import type { ActorError } from '#kernel/lib/errors';

export type Rating = ChallengeRatingDto;
export type { RatingChange };

/** /match/rate/{challengeId} logged in, or /match/rate-match/{hash}?as={userId} without a login. */
export type RatingInput = { mode: 'login'; challengeId: number } | { mode: 'hash'; hash: string; as: number };

export interface RatedChallenge {
  challenge: ChallengeDto;
  rating: Rating;
}

export interface RatingContext {
  input: RatingInput;
  challenge: ChallengeDto | null;
  rating: Rating | null;
  /** The change being saved (each click). */
  change: RatingChange;
  reason: string;
  /** 'You must tell us if you played or not' is showing. */
  missingPlayed: boolean;
  error: ActorError | null;
}

export type RatingEvent =
  | { type: 'played.set'; played: 'Y' | 'N' }
  | { type: 'winner.set'; winnerUserId: number | null }
  | { type: 'again.set'; wouldPlayAgain: 'Y' | 'N' | 'MAYBE' }
  | { type: 'stars.set'; personalRating: number }
  | { type: 'reason.change'; text: string }
  | { type: 'reason.send' }
  | { type: 'reason.skip' }
  | { type: 'rating.finish' }
  | { type: 'rating.retry' };
