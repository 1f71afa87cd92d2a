import { and, eq, sql } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { bookings, clubCreditBalances, clubCredits } from '#server/db/schema';
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

/** The player's credit at the club in its currency (0 when they never had any). */
export async function creditBalance(db: Db | Tx, userId: number, clubId: number, currencyCode: string): Promise<number> {
  const [row] = await db
    .select({ balance: clubCreditBalances.balance })
    .from(clubCreditBalances)
    .where(
      and(eq(clubCreditBalances.userId, userId), eq(clubCreditBalances.clubId, clubId), eq(clubCreditBalances.currencyCode, currencyCode)),
    );
  return row?.balance ?? 0;
}

/** Adds to the player's balance at the club (the row is made on the first credit). */
export async function addToBalance(tx: Tx, userId: number, clubId: number, currencyCode: string, amount: number): Promise<void> {
  await tx
    .insert(clubCreditBalances)
    .values({ userId, clubId, currencyCode, balance: amount })
    .onConflictDoUpdate({
      target: [clubCreditBalances.userId, clubCreditBalances.clubId, clubCreditBalances.currencyCode],
      set: { balance: sql`${clubCreditBalances.balance} + ${amount}` },
    });
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
    await addToBalance(tx, callerId, locked.clubId, locked.currencyCode, locked.totalPaid);
    return {
      id: bookingId,
      status: 'EXCHANGED' as const,
      creditAmount: locked.totalPaid,
      creditBalance: await creditBalance(tx, callerId, locked.clubId, locked.currencyCode),
      currencyCode: locked.currencyCode,
    };
  });
}
