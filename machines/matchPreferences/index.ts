export { matchPreferencesMachine, type MatchPreferencesMachine } from './matchPreferences.machine';
export * as matchPreferencesSelectors from './matchPreferences.selectors';
export * from './matchPreferences.types';
export * from './matchPreferences.errors';
