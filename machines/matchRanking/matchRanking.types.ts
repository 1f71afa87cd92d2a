// Types of /match/ranking (spec part 3 §3 "Ranking": per sport and category, ranking types {product}
// and CLUB; §9 page size 10; the explanation page).
import type { ResponseOf } from '#kernel/contract';
import type { getMatchRanking } from '#kernel/contract/matchRating';
import type { ActorError } from '#kernel/lib/errors';

export type RankingDto = ResponseOf<typeof getMatchRanking>;
export type RankingCategory = 'ALL' | 'M' | 'F';

/** Which table: the sport's, in a category, at a page; with a club, that club's players only. */
export interface RankingQuery {
  sportId: number;
  category: RankingCategory;
  page: number;
  clubId: number | null;
}

export type MatchRankingInput = RankingQuery;

/** A club of the sport, for the CLUB ranking's picker. */
export interface RankingClub {
  id: number;
  name: string;
}

export interface MatchRankingContext {
  query: RankingQuery;
  ranking: RankingDto | null;
  error: ActorError | null;
  /** The sport's clubs for the picker (empty until loaded, or when none). */
  clubs: RankingClub[];
  clubsError: ActorError | null;
}

export type MatchRankingEvent =
  | { type: 'category.select'; category: RankingCategory }
  | { type: 'page.go'; page: number }
  | { type: 'club.select'; clubId: number | null }
  | { type: 'ranking.retry' }
  | { type: 'clubs.retry' }
  | { type: 'explanation.open' };
