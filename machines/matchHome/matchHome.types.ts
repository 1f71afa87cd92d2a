// Types of /match/{sportId}/home (spec part 3 §2, §4 "Match per sport": active, disabled or in the
// wizard; §7 matchdata, recommendations, pending and accepted matches, activate / deactivate).
import type { ChallengeSummaryDto, MatchDataDto, RivalDto } from '#kernel/contract/matchProfile';
import type { ActorError } from '#kernel/lib/errors';

export interface MatchHomeInput {
  sportId: number;
}

export interface HomeData {
  matchData: MatchDataDto;
  /** Empty while the profile is not finished (the recommendations need one). */
  rivals: RivalDto[];
  pending: { toMe: ChallengeSummaryDto[]; fromMe: ChallengeSummaryDto[] };
  /** Each with the chat messages the player has not read (undeliveredMessages). */
  accepted: ChallengeSummaryDto[];
  /** Called off (nogo) and not rated by the player yet: rating one clears it. */
  toDiscard: ChallengeSummaryDto[];
}

export interface MatchHomeContext extends MatchHomeInput {
  home: HomeData | null;
  error: ActorError | null;
}

export type MatchHomeEvent = { type: 'match.activate' } | { type: 'match.deactivate' } | { type: 'home.reload' };

export type { ChallengeSummaryDto, MatchDataDto, RivalDto };
