import { and, asc, eq } from 'drizzle-orm';
import type { CrossSellDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubs, clubSports, sports } from '#server/db/schema';
import { readableBooking } from './summaryAccess';

/**
 * GET /api/bookings/{id}/crossSell (spec part 2 §2 "cross-sell prompt"): what to book next — another
 * sport the booking's club offers, on the booking's date; the same sport when the club has no other.
 * Null when the club offers no sport any more.
 */
export async function crossSell(db: Db, bookingId: number, callerId: number): Promise<CrossSellDto | null> {
  const { booking } = await readableBooking(db, bookingId, callerId);
  const offered = await db
    .select({ sportId: sports.id, sportCode: sports.code, sportName: sports.name, clubName: clubs.name })
    .from(clubSports)
    .innerJoin(sports, eq(sports.id, clubSports.sportId))
    .innerJoin(clubs, eq(clubs.id, clubSports.clubId))
    .where(and(eq(clubSports.clubId, booking.clubId), eq(clubSports.active, true)))
    .orderBy(asc(sports.id));
  const pick = offered.find((s) => s.sportId !== booking.sportId) ?? offered[0];
  if (!pick) return null;
  return {
    clubId: booking.clubId,
    clubName: pick.clubName,
    sportId: pick.sportId,
    sportCode: pick.sportCode,
    sportName: pick.sportName,
    date: booking.localDate,
  };
}
