export { freePositions, isFullFor, openMatchMachine, openMatchSetup, type OpenMatchMachine } from './openMatch.machine';
export * as openMatchSelectors from './openMatch.selectors';
export * from './openMatch.types';
export * from './openMatch.errors';
