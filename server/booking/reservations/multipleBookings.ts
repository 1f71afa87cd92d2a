import { inArray } from 'drizzle-orm';
import type { MultipleBookingDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { readableBooking } from './summaryAccess';

/**
 * GET /api/bookings/{id}/multiple-bookings (spec part 2 §2): the seats a capacity booking takes, each
 * with its person and share. Only its owner sees them, and only when it takes more than one seat;
 * anyone else who may read the booking gets an empty list, anyone who may not gets 404.
 */
export async function multipleBookings(db: Db, bookingId: number, callerId: number): Promise<MultipleBookingDto[]> {
  const { booking, people, owner } = await readableBooking(db, bookingId, callerId);
  if (!owner || booking.seats === null || booking.seats <= 1) return [];
  const names = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((p) => p.userId),
      ),
    );
  const nameOf = new Map(names.map((n) => [n.id, n]));
  return people.map((p) => ({
    position: p.position + 1,
    user_id: p.userId,
    firstName: nameOf.get(p.userId)?.firstName ?? '',
    lastName: nameOf.get(p.userId)?.lastName ?? '',
    status: p.status,
    amount: p.amount,
    onlineAmount: p.onlineAmount,
  }));
}
