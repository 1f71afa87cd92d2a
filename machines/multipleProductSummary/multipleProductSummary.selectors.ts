// View flags of the multiple-product summary.
import type { SnapshotFrom } from 'xstate';
import type { MultipleProductSummaryMachine } from './multipleProductSummary.machine';

export type MultipleProductSummarySnapshot = SnapshotFrom<MultipleProductSummaryMachine>;

/** Still finding where to go. */
export const isRedirecting = (s: MultipleProductSummarySnapshot): boolean => s.status !== 'done';
