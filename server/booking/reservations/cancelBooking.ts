import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { inTransaction, type Tx } from '#server/db/transaction';
import { bookingPlayers, bookings, discountCodeUses, discountCodes, userCoupons } from '#server/db/schema';
import { freeBookingClaims } from './claims';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';
import { adjustSeats } from './seats';
import { markWaitingListsFreed } from '#server/booking/waitingList/freedSlots';

/**
 * Cancels a booking in the caller's transaction: the court (or the seats) is free at once, the coupons
 * it used go back to the person who paid with them, and its discount codes count one use less.
 * False when it was already cancelled or exchanged. A booking converted to credit ends EXCHANGED the same way.
 * Every way a booked slot frees (cancel, expiry, exchange) passes here: its waiting list is marked freed.
 */
export async function cancelBookingTx(
  tx: Tx,
  bookingId: number,
  now: Date,
  status: 'CANCELLED' | 'EXCHANGED' = 'CANCELLED',
): Promise<boolean> {
  const [booking] = await tx
    .update(bookings)
    .set({ status, cancelledAt: now })
    .where(and(eq(bookings.id, bookingId), notInArray(bookings.status, [...INACTIVE_BOOKING])))
    .returning();
  if (!booking) return false;
  if (booking.seats !== null) await adjustSeats(tx, booking.courtId, booking.startsAt, -booking.seats);
  else await freeBookingClaims(tx, booking.id);
  // Whoever waits for this slot is told after the commit (waitingList/freedSlots.ts).
  await markWaitingListsFreed(tx, booking.id, now);
  const players = await tx
    .select({ couponId: bookingPlayers.clubCouponId })
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, booking.id));
  for (const { couponId } of players) {
    if (couponId === null) continue;
    await tx
      .update(userCoupons)
      .set({ quantityLeft: sql`${userCoupons.quantityLeft} + 1` })
      .where(and(eq(userCoupons.userId, booking.createdBy), eq(userCoupons.clubCouponId, couponId)));
  }
  const uses = await tx
    .update(discountCodeUses)
    .set({ active: false })
    .where(and(eq(discountCodeUses.bookingId, booking.id), eq(discountCodeUses.active, true)))
    .returning({ codeId: discountCodeUses.discountCodeId });
  for (const { codeId } of uses) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
  return true;
}

/** Cancels a booking (its own transaction). The cancel call of the bookings area uses this. */
export function cancelBooking(db: Db, bookingId: number, now: Date): Promise<boolean> {
  return inTransaction(db, (tx) => cancelBookingTx(tx, bookingId, now));
}
