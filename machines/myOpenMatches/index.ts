export { isLeavable, myOpenMatchesMachine, myOpenMatchesSetup, type MyOpenMatchesMachine } from './myOpenMatches.machine';
export * as myOpenMatchesSelectors from './myOpenMatches.selectors';
export * from './myOpenMatches.types';
export * from './myOpenMatches.errors';
