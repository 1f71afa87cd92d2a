import { and, count, desc, eq, exists, gt, ne, sql } from 'drizzle-orm';
import { RANKING_PAGE_SIZE } from '#kernel/contract/matchRating';
import type { Db } from '#server/db/client';
import { ApiFailure } from '#server/http/apiFailure';
import { bookings, clubs, matchProfiles, sports, users } from '#server/db/schema';

type Category = 'ALL' | 'M' | 'F';
const NAMES: Record<Category, string> = { ALL: 'General', M: 'Masculino', F: 'Femenino' };

/** A player of the club: someone with a booking there in the sport that was not cancelled. */
const playsAt = (db: Db, clubId: number, sportId: number) =>
  exists(
    db
      .select({ one: bookings.id })
      .from(bookings)
      .where(
        and(eq(bookings.userId, users.id), eq(bookings.clubId, clubId), eq(bookings.sportId, sportId), ne(bookings.status, 'CANCELLED')),
      ),
  );

/**
 * GET ranking: active players of the sport with at least one rated match, best rating first; with a
 * club (the CLUB ranking type), only that club's players, with the same ratings.
 */
export async function rankingOf(db: Db, input: { sportId: number; category: Category; page: number; userId: number; clubId?: number }) {
  const [sport] = await db.select({ name: sports.name }).from(sports).where(eq(sports.id, input.sportId));
  const club =
    input.clubId === undefined ? null : ((await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, input.clubId)))[0] ?? null);
  if (input.clubId !== undefined && !club) throw new ApiFailure('-64', 404, 'No such club');
  const where = and(
    input.clubId === undefined ? undefined : playsAt(db, input.clubId, input.sportId),
    eq(matchProfiles.sportId, input.sportId),
    eq(matchProfiles.status, 'ACTIVE'),
    gt(matchProfiles.ratedMatches, 0),
    input.category === 'ALL' ? undefined : eq(users.gender, input.category),
  );
  const ordered = db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: matchProfiles.rating,
      ratedMatches: matchProfiles.ratedMatches,
      position: sql<number>`(row_number() over (order by ${matchProfiles.rating} desc, ${matchProfiles.ratedMatches} desc, ${users.id}))::int`,
    })
    .from(matchProfiles)
    .innerJoin(users, eq(users.id, matchProfiles.userId))
    .where(where)
    .orderBy(desc(matchProfiles.rating), desc(matchProfiles.ratedMatches), users.id);
  const [{ n }] = await db.select({ n: count() }).from(matchProfiles).innerJoin(users, eq(users.id, matchProfiles.userId)).where(where);
  const totalPages = Math.max(1, Math.ceil(n / RANKING_PAGE_SIZE));
  const page = Math.min(input.page, totalPages);
  const rows = await ordered.limit(RANKING_PAGE_SIZE).offset((page - 1) * RANKING_PAGE_SIZE);
  const all = await ordered;
  const me = all.find((r) => r.userId === input.userId) ?? null;
  return {
    sportName: sport?.name ?? '',
    clubName: club?.name ?? null,
    categories: [
      {
        id: input.category,
        categoryName: NAMES[input.category],
        categoryGender: input.category === 'ALL' ? null : input.category,
        ranking: rows,
        page,
        totalPages,
        totalItems: n,
      },
    ],
    me,
  };
}
