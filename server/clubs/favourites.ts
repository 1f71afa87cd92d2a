import { and, asc, eq } from 'drizzle-orm';
import type { ClubDto } from '#kernel/contract/booking';
import { toClubDtos } from '#server/booking/availability/clubDirectory';
import { distanceKm } from '#server/booking/availability/distance';
import type { Db } from '#server/db/client';
import { clubs, favouriteClubs } from '#server/db/schema';

// A player's favourite clubs: the toggle, and the lists (by name, or nearest first).

/** Toggles the club among the caller's favourites; answers 1 when it now is one, 0 when not. */
export async function toggleFavourite(db: Db, userId: number, clubId: number): Promise<0 | 1> {
  const removed = await db
    .delete(favouriteClubs)
    .where(and(eq(favouriteClubs.userId, userId), eq(favouriteClubs.clubId, clubId)))
    .returning({ clubId: favouriteClubs.clubId });
  if (removed.length > 0) return 0;
  await db.insert(favouriteClubs).values({ userId, clubId }).onConflictDoNothing();
  return 1;
}

/** The user's favourite active clubs: nearest first with an origin, else by name. */
export async function favouriteClubsOf(
  db: Db,
  userId: number,
  origin: { latitude: number; longitude: number } | null,
  now: Date,
): Promise<ClubDto[]> {
  const rows = await db
    .select({ club: clubs })
    .from(favouriteClubs)
    .innerJoin(clubs, eq(clubs.id, favouriteClubs.clubId))
    .where(and(eq(favouriteClubs.userId, userId), eq(clubs.active, true)))
    .orderBy(asc(clubs.name), asc(clubs.id));
  const list = rows.map((r) => r.club);
  if (origin) list.sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b));
  return toClubDtos(db, list, userId, origin, now);
}
