import { and, eq, gt, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { instant, type Tx } from '#server/db/transaction';
import { queryRows, toDate } from '#server/db/rows';
import { bookings, holds } from '#server/db/schema';

/** A live claim on an exclusive court: a booking, or a hold that has not expired. */
export interface LiveClaim {
  courtId: number;
  start: number;
  end: number;
  userId: number;
  bookingId: number | null;
}

/** Seats taken on one capacity session by live holds and bookings. */
export interface SeatUse {
  used: number;
  mine: number;
  bookings: number;
}

export interface Occupancy {
  claimsByCourt: Map<number, LiveClaim[]>;
  seats: Map<string, SeatUse>;
}

export const seatKey = (courtId: number, startsAt: Date) => `${courtId}:${startsAt.getTime()}`;
export const INACTIVE_BOOKING = ['CANCELLED', 'EXCHANGED'] as const;

/**
 * What is taken on these courts between `from` and `to`, as of `now`: live claims of exclusive courts
 * and seats of capacity courts. An expired hold counts for nothing here, whether or not a later
 * transaction has retired it yet.
 */
export async function loadOccupancy(
  db: Db | Tx,
  courts: { exclusive: number[]; capacity: number[] },
  from: Date,
  to: Date,
  now: Date,
  userId: number | null,
): Promise<Occupancy> {
  const [claims, heldSeats, bookedSeats] = await Promise.all([
    // Raw, without the ORM's row mapping. As ranges (&&): the exclusion constraint's GiST index then
    // reads only the overlapping claims, not every past booking's claim of the court (see slotRead.ts).
    courts.exclusive.length === 0
      ? []
      : queryRows<{ court_id: number; starts_at: unknown; ends_at: unknown; user_id: number; booking_id: number | null }>(
          db,
          sql`select court_id, starts_at, ends_at, user_id, booking_id from court_claims
              where active and court_id in (${sql.join(
                courts.exclusive.map((id) => sql`${id}`),
                sql`, `,
              )})
                and tstzrange(starts_at, ends_at, '[)') && tstzrange(${instant(from)}::timestamptz, ${instant(to)}::timestamptz, '[)')
                and (expires_at is null or expires_at > ${instant(now)}::timestamptz)`,
        ),
    courts.capacity.length === 0
      ? []
      : db
          .select({ courtId: holds.courtId, startsAt: holds.startsAt, seats: holds.seats, userId: holds.userId })
          .from(holds)
          .where(
            and(
              eq(holds.state, 'held'),
              gt(holds.expiresAt, now),
              inArray(holds.courtId, courts.capacity),
              lt(holds.startsAt, to),
              gt(holds.endsAt, from),
            ),
          ),
    courts.capacity.length === 0
      ? []
      : db
          .select({ courtId: bookings.courtId, startsAt: bookings.startsAt, seats: bookings.seats, userId: bookings.userId })
          .from(bookings)
          .where(
            and(
              notInArray(bookings.status, [...INACTIVE_BOOKING]),
              isNotNull(bookings.seats),
              inArray(bookings.courtId, courts.capacity),
              lt(bookings.startsAt, to),
              gt(bookings.endsAt, from),
            ),
          ),
  ]);
  const claimsByCourt = new Map<number, LiveClaim[]>();
  for (const c of claims) {
    const courtId = Number(c.court_id);
    const claim = {
      courtId,
      start: toDate(c.starts_at).getTime(),
      end: toDate(c.ends_at).getTime(),
      userId: Number(c.user_id),
      bookingId: c.booking_id === null ? null : Number(c.booking_id),
    };
    const list = claimsByCourt.get(courtId);
    if (list) list.push(claim);
    else claimsByCourt.set(courtId, [claim]);
  }
  const seats = new Map<string, SeatUse>();
  for (const row of heldSeats) countSeats(seats, { ...row, seats: row.seats ?? 0, booked: false }, userId);
  for (const row of bookedSeats) countSeats(seats, { ...row, seats: row.seats ?? 0, booked: true }, userId);
  return { claimsByCourt, seats };
}

/** Adds one hold's or booking's seats to its capacity session, counting them as the caller's when they are. */
export function countSeats(
  seats: Map<string, SeatUse>,
  row: { courtId: number; startsAt: Date | number; seats: number; userId: number; booked: boolean },
  userId: number | null,
): void {
  const key = seatKey(row.courtId, new Date(row.startsAt));
  const use = seats.get(key) ?? { used: 0, mine: 0, bookings: 0 };
  use.used += row.seats;
  if (row.userId === userId) use.mine += row.seats;
  if (row.booked) use.bookings += 1;
  seats.set(key, use);
}
