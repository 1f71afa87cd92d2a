import { and, asc, eq, gt, inArray, lt, notInArray, or } from 'drizzle-orm';
import { clubLocalToInstant } from '#kernel/lib/dates';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, courts, users, type PlayerStatus } from '#server/db/schema';
import type { ClubSportContext } from '#server/booking/availability/clubContext';
import { INACTIVE_BOOKING } from '#server/booking/availability/occupancy';

/** "Soto" → "S."; nothing for an empty name. */
const initial = (name: string) => {
  const first = [...name.trim()][0];
  return first ? `${first.toUpperCase()}.` : '';
};

/**
 * How another person's name shows on a booking (issue 10): names are never looked up whole by id.
 * A confirmed player shows as first name and last initial; an invitee (or one who declined or left)
 * by initials only — naming someone's id on a booking tells nothing but two letters.
 */
export function shownName(player: { userId: number; status: PlayerStatus; firstName: string; lastName: string }, callerId: number) {
  if (player.userId === callerId) return { firstName: player.firstName, lastName: player.lastName };
  if (player.status === 'CONFIRMED') return { firstName: player.firstName, lastName: initial(player.lastName) };
  return { firstName: initial(player.firstName), lastName: initial(player.lastName) };
}

/**
 * The caller's active bookings at a club and sport on a date — those they made and those naming them
 * while invited or confirmed (not once they declined or left); with a time, those overlapping it.
 */
export async function courtBookings(db: Db, context: ClubSportContext, userId: number, date: string, time?: string, timespan?: number) {
  const named = db
    .select({ id: bookingPlayers.bookingId })
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.userId, userId), inArray(bookingPlayers.status, ['INVITED', 'CONFIRMED'])));
  const conditions = [
    eq(bookings.clubId, context.club.id),
    eq(bookings.sportId, context.config.sportId),
    eq(bookings.localDate, date),
    notInArray(bookings.status, [...INACTIVE_BOOKING]),
    or(eq(bookings.createdBy, userId), inArray(bookings.id, named)),
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
        .select({
          bookingId: bookingPlayers.bookingId,
          id: bookingPlayers.id,
          userId: users.id,
          status: bookingPlayers.status,
          firstName: users.firstName,
          lastName: users.lastName,
        })
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
    players: players
      .filter((p) => p.bookingId === b.id)
      .map((p) => ({ id: p.id, user_id: p.userId, status: p.status, ...shownName(p, userId) })),
  }));
}
