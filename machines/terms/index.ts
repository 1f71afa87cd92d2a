export { termsMachine, termsSetup, type TermsMachine } from './terms.machine';
export * as termsSelectors from './terms.selectors';
export * from './terms.types';
export * from './terms.errors';
