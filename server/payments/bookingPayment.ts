import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, payments, type PaymentStatus } from '../db/schema';
import { inTransaction, type Tx } from '../db/transaction';
import { cancelBookingTx } from '../booking/cancelBooking';
import type { PaymentProvider, PaymentResult } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  bookingId: number;
  userId: number;
  action: 'pay' | 'downpay';
  /** Charged in total: the booking part, the service fee and the insurance. */
  amount: number;
  currencyCode: string;
  fopId: number | null;
}

/** Records a payment about to be created with the provider (CREATED), in the booking's transaction. */
export async function recordPayment(tx: Tx, payment: NewPayment, providerName: string, now: Date): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, provider: providerName, status: 'CREATED', createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * Creates the payment with the provider (outside any transaction: no network wait while holding
 * locks) and settles the booking on its answer: APPROVED pays it (PAYED, or PARTIALLY_PAYED for a
 * downpay); REJECTED cancels it, freeing the court and giving back coupons and codes; PENDING leaves it
 * booked until the provider's final answer. A provider that throws counts as a rejection.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  bookingPart: number,
  fopParams: Record<string, unknown>,
  now: () => Date,
): Promise<PaymentRow> {
  let result: PaymentResult;
  try {
    result = await provider.createPayment({
      amount: payment.amount,
      currency: payment.currencyCode,
      reference: `booking-${payment.bookingId}-payment-${payment.id}`,
      fopId: payment.fopId,
      fopParams,
    });
  } catch {
    result = { status: 'REJECTED', errCategory: 'PROVIDER_ERROR', providerRef: '' };
  }
  return inTransaction(db, async (tx) => {
    const status: PaymentStatus = result.status;
    const [row] = await tx
      .update(payments)
      .set({ status, providerRef: result.providerRef || null, redirectUrl: result.redirectURL ?? null, errCategory: result.errCategory ?? null, updatedAt: now() })
      .where(eq(payments.id, payment.id))
      .returning();
    if (status === 'APPROVED') {
      await tx
        .update(bookings)
        .set({
          status: payment.action === 'downpay' ? 'PARTIALLY_PAYED' : 'PAYED',
          totalPaid: sql`${bookings.totalPaid} + ${bookingPart}`,
          insurance: sql`case when ${bookings.insurance} is null then null else jsonb_set(${bookings.insurance}, '{billed}', 'true'::jsonb) end`,
        })
        .where(eq(bookings.id, payment.bookingId));
    }
    if (status === 'REJECTED') await cancelBookingTx(tx, payment.bookingId, now());
    return row;
  });
}
