import type { AnalyticsEvent, AnalyticsSink } from './sink';

// The purchase events of the spec (part 1 §9, part 2 §9, part 3 §9), built in one place: a court
// booking paid, an activity booking (its pending order number is '2-{id}'), a prime booking. Purchase
// tracking uses a fixed currency and value 1.

export const PURCHASE_CURRENCY = 'USD';
export const PURCHASE_VALUE = 1;

/** Product ids of the spec (multi-product payments and order numbers): 1 booking, 2 activity, 4 multiple. */
export const PRODUCT_IDS = { booking: 1, activity: 2, multiple: 4 } as const;

const purchase = (
  orderId: string,
  product: AnalyticsEvent['product'],
  userId: number | null,
  properties?: Record<string, unknown>,
): AnalyticsEvent => ({
  name: 'purchase',
  orderId,
  product,
  userId,
  currency: PURCHASE_CURRENCY,
  value: PURCHASE_VALUE,
  properties,
});

export const bookingPurchase = (bookingId: number, userId: number | null) =>
  purchase(`${PRODUCT_IDS.booking}-${bookingId}`, 'booking', userId);
/** An activity booking's pending order number is '2-{id}'. */
export const activityPurchase = (activityBookingId: number, userId: number | null) =>
  purchase(`${PRODUCT_IDS.activity}-${activityBookingId}`, 'activity', userId);
export const multiplePurchase = (multipleId: number, userId: number | null) =>
  purchase(`${PRODUCT_IDS.multiple}-${multipleId}`, 'multiple', userId);
/** A prime booking (a court taken with a prime offer) succeeded. */
export const primePurchase = (primeBookingId: number, userId: number | null) => purchase(`prime-${primeBookingId}`, 'prime', userId);
export const insurancePurchase = (bookingId: number, userId: number | null) => purchase(`insurance-${bookingId}`, 'insurance', userId);

/** The one adapter the payment code calls; failures of a sink never fail a payment. */
export class PurchaseTracker {
  constructor(
    private readonly sink: AnalyticsSink,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async track(event: AnalyticsEvent): Promise<void> {
    try {
      await this.sink.track(event);
    } catch (error) {
      this.onError(error);
    }
  }
}
