import { and, eq, inArray } from 'drizzle-orm';
import type { MatchUserDto } from '#kernel/contract/matchProfile';
import type { Db } from '#server/db/client';
import { matchProfiles, matchSportSettings, users } from '#server/db/schema';
import { citiesById, matchProfile, matchSettings } from './matchSettings';

/** Match-user data (spec part 3 §3): the personal data the wizard asks for and each sport's status. */
export async function matchUser(db: Db, userId: number): Promise<MatchUserDto> {
  const [user] = await db
    .select({ gender: users.gender, birthDate: users.birthDate, picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  const profiles = await db
    .select({ sportId: matchProfiles.sportId, status: matchProfiles.status })
    .from(matchProfiles)
    .innerJoin(matchSportSettings, eq(matchSportSettings.sportId, matchProfiles.sportId))
    .where(and(eq(matchProfiles.userId, userId), eq(matchSportSettings.enabled, true)));
  const inStatus = (status: string) => profiles.filter((p) => p.status === status).map((p) => p.sportId);
  return {
    active: profiles.some((p) => p.status === 'ACTIVE'),
    hasProfilePicture: Boolean(user?.picture),
    hasBirthDate: Boolean(user?.birthDate),
    hasGender: Boolean(user?.gender),
    activeMatchSports: inStatus('ACTIVE'),
    disabledMatchSports: inStatus('DISABLED'),
    wizardMatchSports: inStatus('WIZARD'),
  };
}

/** The caller's status in each sport. */
export async function statusBySport(db: Db, userId: number, sportIds: number[]) {
  if (sportIds.length === 0) return new Map<number, 'WIZARD' | 'ACTIVE' | 'DISABLED'>();
  const rows = await db
    .select({ sportId: matchProfiles.sportId, status: matchProfiles.status })
    .from(matchProfiles)
    .where(and(eq(matchProfiles.userId, userId), inArray(matchProfiles.sportId, sportIds)));
  return new Map(rows.map((r) => [r.sportId, r.status]));
}

/**
 * A player's match data in a sport: the caller's own in any status, another player's only while
 * ACTIVE (a switched-off profile is not shown to others); null otherwise.
 */
export async function playerMatchData(db: Db, callerId: number, userId: number, sportId: number) {
  const settings = await matchSettings(db, sportId);
  const profile = settings ? await matchProfile(db, userId, sportId) : null;
  if (!settings || !profile || (userId !== callerId && profile.status !== 'ACTIVE')) return null;
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const fields = Object.fromEntries(
    Object.entries(profile.fields).filter(([id]) => userId === callerId || settings.fields.some((f) => f.id === id)),
  );
  return {
    userId,
    firstName: user.firstName,
    lastName: user.lastName,
    status: profile.status,
    sportData: {
      id: sportId,
      level: profile.level,
      levelName: settings.levels.find((l) => l.id === profile.level)?.name ?? null,
      cities: await citiesById(db, profile.cityIds),
      fields,
      dayAvailability: profile.dayAvailability,
    },
  };
}
