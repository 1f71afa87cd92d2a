import { and, asc, eq, gt, inArray, lt, notInArray, or } from 'drizzle-orm';
import { clubLocalToInstant } from '../../src/lib/dates';
import type { Db } from '../db/client';
import { bookingPlayers, bookings, courts, users } from '../db/schema';
import type { ClubSportContext } from './clubContext';
import { INACTIVE_BOOKING } from './occupancy';

/** The caller's active bookings at a club and sport on a date (as booking user, player or maker); with a time, those overlapping it. */
export async function courtBookings(db: Db, context: ClubSportContext, userId: number, date: string, time?: string, timespan?: number) {
  const conditions = [
    eq(bookings.clubId, context.club.id),
    eq(bookings.sportId, context.config.sportId),
    eq(bookings.localDate, date),
    notInArray(bookings.status, [...INACTIVE_BOOKING]),
    or(eq(bookings.userId, userId), eq(bookings.createdBy, userId), inArray(bookings.id, db.select({ id: bookingPlayers.bookingId }).from(bookingPlayers).where(eq(bookingPlayers.userId, userId)))),
  ];
  if (time) {
    const start = clubLocalToInstant(date, time, context.club.timezone);
    const end = new Date(start.getTime() + (timespan ?? 60) * 60_000);
    conditions.push(lt(bookings.startsAt, end), gt(bookings.endsAt, start));
  }
  const rows = await db
    .select({ booking: bookings, courtName: courts.name })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const ids = rows.map((r) => r.booking.id);
  const players = ids.length
    ? await db
        .select({ bookingId: bookingPlayers.bookingId, user_id: users.id, firstName: users.firstName, lastName: users.lastName, position: bookingPlayers.position })
        .from(bookingPlayers)
        .innerJoin(users, eq(users.id, bookingPlayers.userId))
        .where(inArray(bookingPlayers.bookingId, ids))
        .orderBy(asc(bookingPlayers.position))
    : [];
  return rows.map(({ booking: b, courtName }) => ({
    id: b.id,
    status: b.status,
    club_id: b.clubId,
    sport_id: b.sportId,
    court_id: b.courtId,
    courtName,
    user_id: b.userId,
    local_date: b.localDate,
    local_start_time: b.localStartTime,
    local_end_time: b.localEndTime,
    local_start_datetime: `${b.localDate} ${b.localStartTime}`,
    timespan: b.timespan,
    amount: b.amount,
    onlineAmount: b.onlineAmount,
    totalAmountPayed: b.totalPaid,
    currencyCode: b.currencyCode,
    seats: b.seats,
    players: players.filter((p) => p.bookingId === b.id).map(({ user_id, firstName, lastName }) => ({ user_id, firstName, lastName })),
  }));
}
