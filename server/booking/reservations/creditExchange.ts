import { and, eq, sql } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { bookings, clubCredits } from '#server/db/schema';
import { inTransaction, type Tx } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { openPaymentsOf } from '#server/payments/multiProduct';
import { managesAll } from './bookingAccess';
import { cancelBookingTx } from './cancelBooking';

// POST /api/bookings/{id}/trigger-credit-exchange (spec part 2 §4 "A booking can be converted to
// credit", §7): the caller's paid booking that has not started ends EXCHANGED (the court is free at
// once, like a cancel), and what was paid for the booking itself goes to the caller's credit at the
// club. The fee paid the service and the insurance covered the time already: neither comes back.

type BookingRow = typeof bookings.$inferSelect;

/** Paid (wholly or in part), still active, not started. */
export const convertible = (b: Pick<BookingRow, 'status' | 'totalPaid' | 'startsAt'>, now: Date) =>
  (b.status === 'PAYED' || b.status === 'PARTIALLY_PAYED') && b.totalPaid > 0 && b.startsAt.getTime() > now.getTime();

export async function creditBalance(db: Db | Tx, userId: number, clubId: number, currencyCode: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${clubCredits.amount}), 0)` })
    .from(clubCredits)
    .where(and(eq(clubCredits.userId, userId), eq(clubCredits.clubId, clubId), eq(clubCredits.currencyCode, currencyCode)));
  return Number(row?.total ?? 0);
}

export async function convertToCredit(db: Db, endpoint: EndpointDef, callerId: number, bookingId: number, now: Date) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || !(await managesAll(db, [booking], callerId))) throw noAccess();
  const cannot = (reason: string, status: string) => callFailure(endpoint, '-52', { reason, status });
  return inTransaction(db, async (tx) => {
    // Locked: a payment, a cancel or a second conversion of the same booking waits for this one.
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!convertible(locked, now)) throw cannot('Only a paid booking that has not started is converted to credit', locked.status);
    if ((await openPaymentsOf(tx, [bookingId])).length > 0) throw cannot('A payment of this booking is under way', locked.status);
    await cancelBookingTx(tx, bookingId, now, 'EXCHANGED');
    await tx.insert(clubCredits).values({
      userId: callerId,
      clubId: locked.clubId,
      currencyCode: locked.currencyCode,
      amount: locked.totalPaid,
      reason: 'BOOKING_CONVERTED',
      bookingId,
      createdAt: now,
    });
    return {
      id: bookingId,
      status: 'EXCHANGED' as const,
      creditAmount: locked.totalPaid,
      creditBalance: await creditBalance(tx, callerId, locked.clubId, locked.currencyCode),
      currencyCode: locked.currencyCode,
    };
  });
}
