import { and, eq } from 'drizzle-orm';
import type { CheckInResult } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, checkIns, clubCheckInRules, clubs } from '#server/db/schema';
import { noAccess } from '#server/http/apiFailure';
import { readCheckInPayload } from './checkInPayload';
import { distanceMeters } from './distance';

const MINUTE_MS = 60_000;

/**
 * POST /api/check_in/{id}: the caller checks in to a booking they made or confirmed to play in.
 * Anyone else gets 404, whatever they send. Then, in this order: the payload, once per booking, a
 * booking still on and the club's window around its start, the club's radius. The unique booking id
 * of check_ins makes "once" hold when two players check in at the same moment.
 */
export async function checkIn(db: Db, bookingId: number, callerId: number, body: unknown, now: Date): Promise<CheckInResult> {
  const [found] = await db
    .select({
      status: bookings.status,
      createdBy: bookings.createdBy,
      startsAt: bookings.startsAt,
      club: { latitude: clubs.latitude, longitude: clubs.longitude },
      rules: clubCheckInRules,
    })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .leftJoin(clubCheckInRules, eq(clubCheckInRules.clubId, bookings.clubId))
    .where(eq(bookings.id, bookingId));
  if (!found) throw noAccess();
  if (found.createdBy !== callerId) {
    const [player] = await db
      .select({ status: bookingPlayers.status })
      .from(bookingPlayers)
      .where(and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.userId, callerId), eq(bookingPlayers.status, 'CONFIRMED')));
    if (!player) throw noAccess();
  }

  const position = readCheckInPayload(body, bookingId);
  if (typeof position === 'string') return position;

  const [done] = await db.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.bookingId, bookingId));
  if (done) return 'ALREADY_CHECKED_IN';

  const rules = found.rules;
  if (!rules || found.status === 'CANCELLED' || found.status === 'EXCHANGED') return 'NO_CHECK_IN_AVAILABLE';
  const start = found.startsAt.getTime();
  const opens = start - rules.opensMinutesBefore * MINUTE_MS;
  const closes = start + rules.closesMinutesAfter * MINUTE_MS;
  if (now.getTime() < opens || now.getTime() > closes) return 'NO_CHECK_IN_AVAILABLE';

  const distance = distanceMeters(position, found.club);
  if (distance > rules.radiusMeters) return 'LOCATION_OUT_OF_RANGE';

  const inserted = await db
    .insert(checkIns)
    .values({ bookingId, userId: callerId, ...position, distanceMeters: Math.round(distance), createdAt: now })
    .onConflictDoNothing({ target: checkIns.bookingId })
    .returning({ id: checkIns.id });
  return inserted.length === 1 ? 'CHECK_IN_SUCCESS' : 'ALREADY_CHECKED_IN';
}
