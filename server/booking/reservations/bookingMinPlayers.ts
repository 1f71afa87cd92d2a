import { and, count, eq } from 'drizzle-orm';
import type { BookingMinPlayersDto } from '#kernel/contract/booking/minPlayers';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, clubSports } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

/**
 * A booking's min-players fields (kernel/contract/booking/minPlayers.ts bookingMinPlayers) for the
 * booking summary: the minimum it was made under, its deadline when it expires short of players, the
 * club's words and how many have confirmed. Null when there is no such booking.
 */
export async function bookingMinPlayersOf(db: Db | Tx, bookingId: number): Promise<BookingMinPlayersDto | null> {
  const [row] = await db
    .select({
      minPlayers: bookings.minPlayers,
      deadline: bookings.minPlayersDeadline,
      hoursBefore: clubSports.minPlayersHoursBefore,
      message: clubSports.msgNeedMinInvites,
    })
    .from(bookings)
    .leftJoin(clubSports, and(eq(clubSports.clubId, bookings.clubId), eq(clubSports.sportId, bookings.sportId)))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const [confirmed] = await db
    .select({ n: count() })
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.status, 'CONFIRMED')));
  return {
    minPlayers: row.minPlayers,
    expireFreeBookingMinPlayers: row.deadline ? 'Y' : 'N',
    msgNeedMinInvites: row.minPlayers !== null ? (row.message ?? null) : null,
    minPlayersHoursBefore: row.hoursBefore ?? 0,
    minPlayersDeadline: row.deadline ? row.deadline.toISOString() : null,
    confirmedPlayers: Number(confirmed?.n ?? 0),
  };
}
