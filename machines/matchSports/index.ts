export { matchSportsMachine, forwardTarget, type MatchSportsMachine } from './matchSports.machine';
export * as matchSportsSelectors from './matchSports.selectors';
export * from './matchSports.types';
export * from './matchSports.errors';
