import { and, eq, inArray } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import { bookings, clubRules, clubs, multipleProductItems, payments } from '#server/db/schema';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { inTransaction } from '#server/db/transaction';
import { managesAll } from '#server/booking/reservations/bookingAccess';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { PRODUCT_IDS } from './analytics/purchases';
import { clubFopCodes, fopCodeOf } from './fops';
import { checkCard, type PaymentGateway } from './gateway';
import type { PaymentRow } from './settle';

// POST /api/bookings/{id}/pay and /payInsurance (spec part 2 §7 "Booking"): pay the rest of a
// booking's online amount (or downpay it), or its unbilled insurance, with a form of payment of its
// club. One open payment per booking (a unique index): a second tab gets -1698.

export interface PayLaterRequest {
  bookingId: number;
  callerId: number;
  product: 'bookingPay' | 'insurance';
  action: 'pay' | 'downpay';
  fopId: number;
  fopParams: Record<string, unknown>;
  deviceSessionId: string | null;
}

/** With insurance only one-click and KUSHKI are offered (spec part 2 §4 "Cashier"). */
const INSURANCE_FOPS = ['WEBPAYONECLICK', 'KUSHKI'];

export function paymentDataOf(payment: PaymentRow) {
  return {
    status: payment.status === 'CREATED' ? ('PENDING' as const) : payment.status,
    redirectURL: payment.redirectUrl,
    errCategory: payment.errCategory,
  };
}

export async function payLater(gateway: PaymentGateway, endpoint: EndpointDef, request: PayLaterRequest) {
  const { ctx } = gateway;
  const { db } = ctx;
  const [found] = await db.select().from(bookings).where(eq(bookings.id, request.bookingId));
  if (!found || !(await managesAll(db, [found], request.callerId))) throw noAccess();
  // Payments left open past their time are abandoned first: they may release this very booking.
  await gateway.releaseAbandoned({ bookingId: found.id });
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, found.id));
  const invalid = (message: string, details?: Record<string, unknown>) => callFailure(endpoint, '-400', { reason: message, ...details });
  if (booking.status === 'CANCELLED' || booking.status === 'EXCHANGED' || booking.status === 'USED')
    throw invalid('The booking cannot be paid');
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, ['CREATED', 'PENDING'])));
  if (open) throw callFailure(endpoint, '-1698');

  const [club] = await db.select().from(clubs).where(eq(clubs.id, booking.clubId));
  const [rules] = await db.select().from(clubRules).where(eq(clubRules.clubId, booking.clubId));
  const offered = clubFopCodes({
    countryCode: club.countryCode,
    onlinePayment: rules?.onlinePayment ?? true,
    oneClick: rules?.oneClick ?? false,
  });
  const fopCode = fopCodeOf(request.fopId);
  if (!fopCode || !offered.includes(fopCode)) throw invalid('The club does not offer this form of payment', { fopId: request.fopId });

  let amount: number;
  let bookingPart: number;
  if (request.product === 'insurance') {
    if (!INSURANCE_FOPS.includes(fopCode))
      throw invalid('Insurance is paid with one-click or the card provider only', { fopId: request.fopId });
    if (!booking.insurance || booking.insurance.billed) throw invalid('The booking has no unbilled insurance');
    amount = booking.insurance.amountTotal;
    bookingPart = 0;
  } else {
    const remaining = booking.onlineAmount - booking.totalPaid;
    if (remaining <= 0) throw invalid('Nothing to pay');
    const feeDue = booking.totalPaid === 0 ? booking.serviceFee : 0;
    if (request.action === 'downpay') {
      const percent = rules?.downpayPercent ?? 0;
      if (booking.totalPaid > 0 || percent <= 0 || percent >= 100) throw invalid('This booking cannot be downpaid');
      bookingPart = Math.ceil((booking.onlineAmount * percent) / 100);
    } else {
      bookingPart = remaining;
    }
    amount = bookingPart + feeDue;
  }
  if (amount <= 0) throw invalid('Nothing to pay');

  await checkCard(ctx, endpoint, request.callerId, fopCode, request.fopParams);

  const now = ctx.now();
  let payment: PaymentRow;
  try {
    payment = await inTransaction(db, async (tx) => {
      // The booking's row lock serialises this with a multi-product payment of the same booking.
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
      const [grouped] = await tx
        .select({ id: multipleProductItems.multipleProductId })
        .from(multipleProductItems)
        .where(and(eq(multipleProductItems.bookingId, booking.id), eq(multipleProductItems.open, true)));
      if (grouped) throw callFailure(endpoint, '-1698');
      const [row] = await tx
        .insert(payments)
        .values({
          bookingId: booking.id,
          userId: request.callerId,
          provider: gateway.name,
          action: request.action,
          amount,
          currencyCode: booking.currencyCode,
          fopId: request.fopId,
          product: request.product,
          status: 'CREATED',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row;
    });
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw callFailure(endpoint, '-1698');
    throw error;
  }
  const settled = await gateway.begin(payment, {
    product: request.product,
    bookingPart,
    fopParams: request.fopParams,
    deviceSessionId: request.deviceSessionId,
  });
  if (settled.errCategory === 'PROVIDER_ERROR') throw callFailure(endpoint, '-44');
  return {
    paymentData: paymentDataOf(settled),
    productId: PRODUCT_IDS.booking,
    productTransactionId: booking.id,
    webpay_id: String(settled.id),
  };
}
