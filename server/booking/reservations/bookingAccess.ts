import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

type BookingRef = Pick<typeof bookings.$inferSelect, 'id' | 'createdBy' | 'userId'>;

/**
 * Whether the caller may pay, group or cancel every one of these bookings: the one who made it, or
 * its booking user once they confirmed. Someone named as the booking user by another person is an
 * invitee: they answer the invitation (confirm, reject, leave), they do not manage the booking.
 */
export async function managesAll(db: Db | Tx, rows: BookingRef[], callerId: number): Promise<boolean> {
  const named = rows.filter((row) => row.createdBy !== callerId);
  if (named.some((row) => row.userId !== callerId)) return false;
  if (named.length === 0) return true;
  const confirmed = await db
    .select({ bookingId: bookingPlayers.bookingId })
    .from(bookingPlayers)
    .where(
      and(
        inArray(
          bookingPlayers.bookingId,
          named.map((row) => row.id),
        ),
        eq(bookingPlayers.userId, callerId),
        eq(bookingPlayers.status, 'CONFIRMED'),
      ),
    );
  return confirmed.length === new Set(named.map((row) => row.id)).size;
}
