// Purchase analytics (spec part 1 §9: order number '{productId}-{id}', fixed currency, value 1).
// No analytics provider is configured yet: the adapter is a no-op that a provider replaces.
import type { TrackPurchaseParams } from '#machines/paymentResult';

export interface Analytics {
  trackPurchase(params: TrackPurchaseParams): void;
}

export const noAnalytics: Analytics = { trackPurchase: () => {} };
