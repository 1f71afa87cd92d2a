import { and, asc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { VoucherDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { multipleProductItems, payments } from '#server/db/schema';
import { readableBooking } from './summaryAccess';

type PaymentRow = typeof payments.$inferSelect;

function voucherOf(p: PaymentRow): VoucherDto {
  return {
    fopId: p.fopId,
    // The provider's reference when it gave one, else ours: the number the club and the player quote.
    fopTransactionId: p.providerRef ?? String(p.id),
    product: p.product === 'insurance' ? 'insurance' : p.product === 'multiple' ? 'multiple' : 'booking',
    amount: p.amount,
    currencyCode: p.currencyCode,
    transactiondatetime: (p.settledAt ?? p.updatedAt).toISOString(),
    cardLast4: p.cardLast4,
  };
}

/**
 * GET /api/products/1/transactions/{bookingId}/vouchers: the approved payments of the booking alone
 * (made with it, paid later, its insurance) that the caller made — a voucher names the payer's card.
 */
export async function bookingVouchers(db: Db, bookingId: number, callerId: number): Promise<VoucherDto[]> {
  const { booking } = await readableBooking(db, bookingId, callerId);
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, booking.id),
        eq(payments.userId, callerId),
        eq(payments.status, 'APPROVED'),
        isNull(payments.multipleProductId),
      ),
    )
    .orderBy(asc(payments.id));
  return rows.map(voucherOf);
}

/** GET /api/bookings/{id}/multiple-vouchers: the caller's approved group payments that paid this booking with others. */
export async function bookingMultipleVouchers(db: Db, bookingId: number, callerId: number): Promise<VoucherDto[]> {
  const { booking } = await readableBooking(db, bookingId, callerId);
  const groups = await db
    .select({ id: multipleProductItems.multipleProductId })
    .from(multipleProductItems)
    .where(eq(multipleProductItems.bookingId, booking.id));
  if (groups.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.multipleProductId),
        inArray(
          payments.multipleProductId,
          groups.map((g) => g.id),
        ),
        eq(payments.userId, callerId),
        eq(payments.status, 'APPROVED'),
      ),
    )
    .orderBy(asc(payments.id));
  return rows.map(voucherOf);
}
