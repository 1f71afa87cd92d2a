import { and, count, eq, notInArray, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookings } from '#server/db/schema';

/** Whether the user has at most one booking that was not cancelled or exchanged: their first. */
export async function isFirstBooking(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(or(eq(bookings.userId, userId), eq(bookings.createdBy, userId)), notInArray(bookings.status, ['CANCELLED', 'EXCHANGED'])));
  return Number(row?.n ?? 0) <= 1;
}
