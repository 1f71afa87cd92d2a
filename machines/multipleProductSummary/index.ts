export { multipleProductSummaryMachine, mainProductPath, type MultipleProductSummaryMachine } from './multipleProductSummary.machine';
export * as multipleProductSummarySelectors from './multipleProductSummary.selectors';
export * from './multipleProductSummary.types';
export * from './multipleProductSummary.errors';
