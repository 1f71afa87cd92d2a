export { matchRankingMachine, totalPages, type MatchRankingMachine } from './matchRanking.machine';
export * as matchRankingSelectors from './matchRanking.selectors';
export * from './matchRanking.types';
export * from './matchRanking.errors';
