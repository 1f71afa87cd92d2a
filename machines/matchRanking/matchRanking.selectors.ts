// View flags of /match/ranking.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { rankingErrors } from './matchRanking.errors';
import type { MatchRankingMachine } from './matchRanking.machine';

export type MatchRankingSnapshot = SnapshotFrom<MatchRankingMachine>;

export const isLoading = (s: MatchRankingSnapshot) => s.matches('loading');
export const query = (s: MatchRankingSnapshot) => s.context.query;
export const ranking = (s: MatchRankingSnapshot) => s.context.ranking;
/** The table of the chosen category, once loaded (kept while the next one loads). */
export const table = (s: MatchRankingSnapshot) => s.context.ranking?.categories[0] ?? null;
export const me = (s: MatchRankingSnapshot) => (s.matches('ready') ? (s.context.ranking?.me ?? null) : null);
export const failure = (s: MatchRankingSnapshot) => (s.matches('loadFailed') ? errorEntry(rankingErrors, s.context.error?.code) : null);
export const canPrevious = (s: MatchRankingSnapshot) => s.can({ type: 'page.go', page: s.context.query.page - 1 });
export const canNext = (s: MatchRankingSnapshot) => s.can({ type: 'page.go', page: s.context.query.page + 1 });
export const clubName = (s: MatchRankingSnapshot) => (s.context.query.clubId === null ? null : (s.context.ranking?.clubName ?? null));
