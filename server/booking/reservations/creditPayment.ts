import { and, eq, sql } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { bookings, clubCreditBalances, clubCredits } from '#server/db/schema';
import { inTransaction } from '#server/db/transaction';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { openPaymentsOf } from '#server/payments/multiProduct';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import { managesAll } from './bookingAccess';

// POST /api/bookings/{id}/pay-with-credit (not in the spec; its credit is spent here): the caller's
// credit at the booking's club pays what POST /api/bookings/{id}/pay would charge — the service fee
// when nothing was paid yet, then the rest of the online amount — as far as it reaches. What it does
// not reach stays to pay through the cashier. One transaction: the booking and the caller's balance
// are locked, the ledger gets a negative row, the balance goes down (its CHECK keeps it at zero or
// above) and the booking's paid amount goes up; the status history follows by its trigger.

export interface CreditPaid {
  id: number;
  status: 'PAYED' | 'PARTIALLY_PAYED';
  /** What the credit paid now. */
  creditUsed: number;
  /** The caller's credit at the club after it. */
  creditBalance: number;
  /** What is still to pay online (through the cashier). */
  pendingAmount: number;
  currencyCode: string;
}

export async function payWithCredit(db: Db, endpoint: EndpointDef, callerId: number, bookingId: number, now: Date): Promise<CreditPaid> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || !(await managesAll(db, [booking], callerId))) throw noAccess();
  const cannot = (reason: string) => callFailure(endpoint, '-400', { reason });
  return inTransaction(db, async (tx) => {
    // Locked first, as every payment of the booking locks it: a cashier payment or a conversion waits.
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if ((INACTIVE_BOOKING as readonly string[]).includes(b.status) || b.status === 'USED') throw cannot('The booking cannot be paid');
    const remaining = b.onlineAmount - b.totalPaid;
    if (remaining <= 0) throw cannot('Nothing to pay');
    if ((await openPaymentsOf(tx, [bookingId])).length > 0) throw callFailure(endpoint, '-1698');
    const mine = and(
      eq(clubCreditBalances.userId, callerId),
      eq(clubCreditBalances.clubId, b.clubId),
      eq(clubCreditBalances.currencyCode, b.currencyCode),
    );
    // The caller's own balance only, locked: a second payment with the same credit waits and then sees what is left.
    const [held] = await tx.select({ balance: clubCreditBalances.balance }).from(clubCreditBalances).where(mine).for('update');
    const balance = held?.balance ?? 0;
    const feeDue = b.totalPaid === 0 ? b.serviceFee : 0;
    const used = Math.min(balance, remaining + feeDue);
    // The fee goes first; a credit that covers no part of the booking itself pays nothing.
    const bookingPart = used - feeDue;
    if (bookingPart <= 0) throw cannot(balance === 0 ? 'No credit at this club' : 'The credit does not reach past the service fee');
    const [left] = await tx
      .update(clubCreditBalances)
      .set({ balance: sql`${clubCreditBalances.balance} - ${used}` })
      .where(mine)
      .returning({ balance: clubCreditBalances.balance });
    await tx.insert(clubCredits).values({
      userId: callerId,
      clubId: b.clubId,
      currencyCode: b.currencyCode,
      amount: -used,
      reason: 'BOOKING_PAID',
      bookingId,
      createdAt: now,
    });
    const totalPaid = b.totalPaid + bookingPart;
    const status = totalPaid >= b.onlineAmount ? 'PAYED' : 'PARTIALLY_PAYED';
    await tx.update(bookings).set({ status, totalPaid }).where(eq(bookings.id, bookingId));
    return {
      id: bookingId,
      status,
      creditUsed: used,
      creditBalance: left.balance,
      pendingAmount: b.onlineAmount - totalPaid,
      currencyCode: b.currencyCode,
    };
  });
}
