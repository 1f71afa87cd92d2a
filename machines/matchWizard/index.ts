export { matchWizardMachine, type MatchWizardMachine, TEAM_CHECK_MS, CITY_SEARCH_MS } from './matchWizard.machine';
export * as matchWizardSelectors from './matchWizard.selectors';
export * from './matchWizard.types';
export * from './matchWizard.errors';
