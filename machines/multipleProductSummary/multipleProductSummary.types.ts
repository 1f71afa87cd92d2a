// Types of the multiple-product summary (spec part 2 §2 "Multiple-product summary", §3
// "Multiple-product item"): the route's id, and the group's items as GET /api/multiple-products/{id}
// answers them.
import type { ActorError } from '#kernel/lib/errors';

export type { NavigateParams } from '#machines/shared/viewActions';

export interface MultipleProductSummaryInput {
  /** The route's multipleProductId as written; not an id → bookings. */
  multipleProductId: string | null | undefined;
}

/** productId 1 a court booking, 2 an activity booking. */
export interface MultipleProductItem {
  productId: number;
  productTransactionId: number;
}

export interface LoadItemsInput {
  multipleProductId: number;
}

export interface LoadItemsOutput {
  items: MultipleProductItem[];
}

export interface MultipleProductSummaryContext {
  multipleProductId: number | null;
  items: MultipleProductItem[];
  error: ActorError | null;
}
