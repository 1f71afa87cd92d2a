export { matchHomeMachine, type MatchHomeMachine } from './matchHome.machine';
export * as matchHomeSelectors from './matchHome.selectors';
export * from './matchHome.types';
export * from './matchHome.errors';
