// View flags of /match/ranking.
import type { SnapshotFrom } from 'xstate';
import { errorEntry } from '#kernel/lib/errors';
import { clubListErrors, rankingErrors } from './matchRanking.errors';
import type { MatchRankingMachine } from './matchRanking.machine';

export type MatchRankingSnapshot = SnapshotFrom<MatchRankingMachine>;

const tableIn = (s: MatchRankingSnapshot, state: 'loading' | 'ready' | 'loadFailed') => s.matches({ browsing: { table: state } });
const clubsIn = (s: MatchRankingSnapshot, state: 'loadingClubs' | 'clubsReady' | 'clubsFailed') =>
  s.matches({ browsing: { clubs: state } });

export const isLoading = (s: MatchRankingSnapshot) => tableIn(s, 'loading');
export const isReady = (s: MatchRankingSnapshot) => tableIn(s, 'ready');
export const hasFailed = (s: MatchRankingSnapshot) => tableIn(s, 'loadFailed');
export const query = (s: MatchRankingSnapshot) => s.context.query;
export const ranking = (s: MatchRankingSnapshot) => s.context.ranking;
/** The table of the chosen category, once loaded (kept while the next one loads). */
export const table = (s: MatchRankingSnapshot) => s.context.ranking?.categories[0] ?? null;
export const me = (s: MatchRankingSnapshot) => (tableIn(s, 'ready') ? (s.context.ranking?.me ?? null) : null);
export const failure = (s: MatchRankingSnapshot) => (tableIn(s, 'loadFailed') ? errorEntry(rankingErrors, s.context.error?.code) : null);
export const canPrevious = (s: MatchRankingSnapshot) => s.can({ type: 'page.go', page: s.context.query.page - 1 });
export const canNext = (s: MatchRankingSnapshot) => s.can({ type: 'page.go', page: s.context.query.page + 1 });
export const clubName = (s: MatchRankingSnapshot) => (s.context.query.clubId === null ? null : (s.context.ranking?.clubName ?? null));
/** The CLUB ranking's picker: the clubs once loaded; none while loading, after a failure or when the sport has none. */
export const clubs = (s: MatchRankingSnapshot) => (clubsIn(s, 'clubsReady') ? s.context.clubs : []);
export const clubsLoading = (s: MatchRankingSnapshot) => clubsIn(s, 'loadingClubs');
export const clubsFailure = (s: MatchRankingSnapshot) =>
  clubsIn(s, 'clubsFailed') ? errorEntry(clubListErrors, s.context.clubsError?.code) : null;
