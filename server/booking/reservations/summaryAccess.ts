import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings } from '#server/db/schema';
import { BOOKING_NO_ACCESS } from '#kernel/contract/booking/noAccess';
import { noAccess } from '#server/http/apiFailure';
import { managesAll } from './bookingAccess';

export type BookingRow = typeof bookings.$inferSelect;
export type PlayerRow = typeof bookingPlayers.$inferSelect;

export interface ReadableBooking {
  booking: BookingRow;
  /** The people on it, the booking user first. */
  people: PlayerRow[];
  /** The caller made it, or is its confirmed booking user: they pay it and see its seats. */
  owner: boolean;
}

/**
 * A booking the caller may read (spec part 2 §2 "Booking summary", §6): its maker, its booking user
 * or one of its players. Anyone else, and an unknown id, get the same 404 (-64): a booking's
 * existence is not told.
 */
export async function readableBooking(db: Db, bookingId: number, callerId: number): Promise<ReadableBooking> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw noAccess(BOOKING_NO_ACCESS);
  const people = await db
    .select()
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, booking.id))
    .orderBy(asc(bookingPlayers.position));
  if (booking.userId !== callerId && booking.createdBy !== callerId && !people.some((p) => p.userId === callerId))
    throw noAccess(BOOKING_NO_ACCESS);
  return { booking, people, owner: await managesAll(db, [booking], callerId) };
}
