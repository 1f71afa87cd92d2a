import { and, eq } from 'drizzle-orm';
import { bookings, payments } from '#server/db/schema';
import { noAccess } from '#server/http/apiFailure';
import { PRODUCT_IDS } from './analytics/purchases';
import type { PaymentGateway } from './gateway';
import type { PaymentRow } from './settle';

// The webpay status response (spec part 2 §3, §4 "Web payment status", §7 "Payment status"): a
// payment by its provider token or by webpay_id, checked with the provider while open.

export type WebpayStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'VOID';

/** REJECTED after an approval given back (EXPIRED, VOIDED) shows as VOID. */
export function displayStatus(payment: Pick<PaymentRow, 'status' | 'errCategory'>): WebpayStatus {
  if (payment.status === 'APPROVED') return 'APPROVED';
  if (payment.status === 'REJECTED') return payment.errCategory === 'EXPIRED' ? 'VOID' : 'REJECTED';
  return 'PENDING';
}

/** The court booking a single-booking payment is for, as the booking flow's address names it; null for a group. */
export async function bookingPlaceOf(gateway: PaymentGateway, payment: PaymentRow) {
  if (payment.multipleProductId !== null) return null;
  const [booking] = await gateway.ctx.db
    .select({
      clubId: bookings.clubId,
      sportId: bookings.sportId,
      courtId: bookings.courtId,
      date: bookings.localDate,
      time: bookings.localStartTime,
      timespan: bookings.timespan,
    })
    .from(bookings)
    .where(eq(bookings.id, payment.bookingId));
  return booking ?? null;
}

/**
 * The status answer. `withProduct` is false for a caller without a session (the provider's return
 * page, by token): the token is a random capability, so it gets what the status page needs (the
 * status and why it failed, the return form's address and webpay_id, the provider page) and not what
 * was bought or for which booking.
 */
export async function webpayAnswer(gateway: PaymentGateway, payment: PaymentRow, withProduct = true) {
  const open = payment.status === 'CREATED' || payment.status === 'PENDING';
  const product = productOf(payment);
  return {
    status: displayStatus(payment),
    source: withProduct ? (payment.product === 'insurance' ? 'insurance' : payment.product === 'multiple' ? 'multiple' : 'booking') : null,
    webpay_id: String(payment.id),
    url_redirection: `${gateway.ctx.publicUrl}/payments/return`,
    tokenposturl: open && payment.token ? gateway.ctx.providers.tokenPostUrl : null,
    productId: withProduct ? product.productId : null,
    productTransactionId: withProduct ? product.productTransactionId : null,
    errCategory: payment.status === 'REJECTED' ? (payment.errCategory ?? 'REJECTED') : null,
    booking: withProduct ? await bookingPlaceOf(gateway, payment) : null,
  };
}

/** The product a payment paid (productId 1 a booking, 4 a multi-product group) and its page. */
export function productOf(payment: Pick<PaymentRow, 'bookingId' | 'multipleProductId'>) {
  return payment.multipleProductId !== null
    ? {
        productId: PRODUCT_IDS.multiple,
        productTransactionId: payment.multipleProductId,
        summaryPath: `/multiple_product_summary/${payment.multipleProductId}`,
      }
    : { productId: PRODUCT_IDS.booking, productTransactionId: payment.bookingId, summaryPath: `/summary/${payment.bookingId}` };
}

/** By token: a capability; still, another logged-in user gets 404. */
export async function paymentByToken(gateway: PaymentGateway, token: string, callerId: number | null): Promise<PaymentRow> {
  const [payment] = await gateway.ctx.db.select().from(payments).where(eq(payments.token, token));
  if (!payment || (callerId !== null && payment.userId !== callerId)) throw noAccess();
  return gateway.refresh(payment);
}

export async function paymentById(gateway: PaymentGateway, id: number, callerId: number): Promise<PaymentRow> {
  const [payment] = await gateway.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, callerId)));
  if (!payment) throw noAccess();
  return gateway.refresh(payment);
}
