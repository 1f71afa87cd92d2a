import { and, eq, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { RivalDto } from '#kernel/contract/matchProfile';
import { MATCH_MAX_RIVALS } from '#kernel/contract/matchProfile';
import type { Db } from '#server/db/client';
import { challenges, matchProfiles, matchRatings, users } from '#server/db/schema';
import { citiesById, matchProfile, matchSettings, type MatchProfileRow } from './matchSettings';
import { probOf, rivalScore, type Player } from './rivalScore';

const playerOf = (profile: MatchProfileRow, user: { gender: string | null; birthDate: string | null }): Player => ({
  userId: profile.userId,
  gender: user.gender,
  birthDate: user.birthDate,
  level: profile.level ?? 0,
  hand: profile.fields.hand?.[0] ?? null,
  cityIds: profile.cityIds,
  days: profile.dayAvailability,
  genderPreference: profile.genderPreference,
  agePreference: profile.agePreference,
  levelPreference: profile.levelPreference,
  handPreference: profile.handPreference,
  ranked: profile.rankedMatch,
});

/**
 * The best rivals for a player in a sport (at most 10): active players, not the player, with no
 * pending challenge and no open accepted match with them either way, that both sides' preferences allow; best score first,
 * then the longer shared availability, then the older account. Null when the player has no profile.
 */
export async function recommendations(db: Db, userId: number, sportId: number, now: Date): Promise<RivalDto[] | null> {
  const settings = await matchSettings(db, sportId);
  const mine = settings ? await matchProfile(db, userId, sportId) : null;
  if (!settings || !mine || mine.status === 'WIZARD') return null;
  const [meUser] = await db.select({ gender: users.gender, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  const me = playerOf(mine, meUser ?? { gender: null, birthDate: null });
  // An accepted match stays open for me until I have said whether it was played (docs/decisions.md).
  const ratedByMe = db
    .select({ one: sql`1` })
    .from(matchRatings)
    .where(and(eq(matchRatings.challengeId, challenges.id), eq(matchRatings.userId, userId), isNotNull(matchRatings.played)));
  const openWithMe = db
    .select({ one: sql`1` })
    .from(challenges)
    .where(
      and(
        eq(challenges.sportId, sportId),
        or(eq(challenges.status, 'PENDING'), and(eq(challenges.status, 'ACCEPTED'), notExists(ratedByMe))),
        or(
          and(eq(challenges.challengerId, userId), eq(challenges.challengedId, matchProfiles.userId)),
          and(eq(challenges.challengedId, userId), eq(challenges.challengerId, matchProfiles.userId)),
        ),
      ),
    );
  const rows = await db
    .select({
      profile: matchProfiles,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      birthDate: users.birthDate,
    })
    .from(matchProfiles)
    .innerJoin(users, eq(users.id, matchProfiles.userId))
    .where(
      and(
        eq(matchProfiles.sportId, sportId),
        eq(matchProfiles.status, 'ACTIVE'),
        ne(matchProfiles.userId, userId),
        sql`${users.closedAt} is null`,
        sql`not exists (${openWithMe})`,
      ),
    );
  const today = now.toISOString().slice(0, 10);
  const scored = rows.flatMap((row) => {
    const result = rivalScore(me, playerOf(row.profile, row), today);
    return result ? [{ row, ...result }] : [];
  });
  scored.sort((a, b) => b.score - a.score || b.overlap - a.overlap || a.row.profile.userId - b.row.profile.userId);
  const best = scored.slice(0, MATCH_MAX_RIVALS);
  const cities = await citiesById(db, [...new Set(best.flatMap((b) => b.shared))]);
  return best.map(({ row, score, overlap, shared }) => {
    const level = row.profile.level ?? 0;
    return {
      userId: row.profile.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      level,
      levelName: settings.levels.find((l) => l.id === level)?.name ?? '',
      sharedCities: shared.flatMap((id) => cities.find((c) => c.id === id) ?? []),
      overlapMinutes: overlap,
      prob: probOf(score),
    };
  });
}
