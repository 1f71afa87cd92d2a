export { matchRatingMachine, matchRatingSetup, type MatchRatingMachine } from './matchRating.machine';
export * as matchRatingSelectors from './matchRating.selectors';
export * from './matchRating.types';
export * from './matchRating.errors';
