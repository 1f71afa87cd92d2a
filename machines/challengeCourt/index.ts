export { challengeCourtMachine, type ChallengeCourtMachine } from './challengeCourt.machine';
export * as challengeCourtSelectors from './challengeCourt.selectors';
export * from './challengeCourt.types';
export * from './challengeCourt.errors';
