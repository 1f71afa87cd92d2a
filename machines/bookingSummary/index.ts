export { bookingSummaryMachine, type BookingSummaryMachine } from './bookingSummary.machine';
export { bookingSummarySetup, COPIED_POPOVER_MS } from './bookingSummary.setup';
export { provideBookingSummary, type BookingSummaryActors, type BookingSummaryActions } from './bookingSummary.provide';
export * as bookingSummarySelectors from './bookingSummary.selectors';
export * as bookingSummaryRules from './bookingSummary.rules';
export * from './bookingSummary.types';
export * from './bookingSummary.errors';
export * from './bookingSummary.messages';
