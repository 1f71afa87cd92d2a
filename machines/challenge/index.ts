export { challengeMachine, challengeSetup, secondsUntil, type ChallengeMachine } from './challenge.machine';
export * as challengeSelectors from './challenge.selectors';
export * from './challenge.types';
export * from './challenge.errors';
