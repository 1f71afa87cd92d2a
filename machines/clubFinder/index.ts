export { clubFinderMachine, type ClubFinderMachine } from './clubFinder.machine';
export * as clubFinderSelectors from './clubFinder.selectors';
export * from './clubFinder.types';
