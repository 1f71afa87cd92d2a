import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MatchCityDto, UserPreferencesDto } from '#kernel/contract/matchProfile';
import type { Db } from '#server/db/client';
import { geoCities, matchProfiles, matchSportSettings, sports } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

export type MatchSettingsRow = typeof matchSportSettings.$inferSelect;
export type MatchProfileRow = typeof matchProfiles.$inferSelect;

/** The match settings of a sport that has match-making, or null. */
export async function matchSettings(db: Db | Tx, sportId: number): Promise<MatchSettingsRow | null> {
  const [row] = await db
    .select()
    .from(matchSportSettings)
    .where(and(eq(matchSportSettings.sportId, sportId), eq(matchSportSettings.enabled, true)));
  return row ?? null;
}

/** Every sport with match-making, in the sports' order. */
export async function matchSports(db: Db) {
  return db
    .select({
      id: sports.id,
      code: sports.code,
      name: sports.name,
      teamSize: matchSportSettings.teamSize,
      teamMandatory: matchSportSettings.teamMandatory,
    })
    .from(matchSportSettings)
    .innerJoin(sports, eq(sports.id, matchSportSettings.sportId))
    .where(eq(matchSportSettings.enabled, true))
    .orderBy(asc(sports.position), asc(sports.id));
}

export async function matchProfile(db: Db | Tx, userId: number, sportId: number): Promise<MatchProfileRow | null> {
  const [row] = await db
    .select()
    .from(matchProfiles)
    .where(and(eq(matchProfiles.userId, userId), eq(matchProfiles.sportId, sportId)));
  return row ?? null;
}

/** Cities by id, in the order asked. */
export async function citiesById(db: Db | Tx, ids: readonly number[]): Promise<MatchCityDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: geoCities.id, name: geoCities.name, shortName: geoCities.shortName })
    .from(geoCities)
    .where(inArray(geoCities.id, [...ids]));
  return ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

export const preferencesOf = (profile: MatchProfileRow | null): UserPreferencesDto => ({
  genderPreferences: (profile?.genderPreference ?? []) as ('M' | 'F')[],
  agePreferences: (profile?.agePreference ?? []) as UserPreferencesDto['agePreferences'],
  ranked: profile?.rankedMatch ?? false,
  levelPreferences: profile?.levelPreference ?? [],
  handPreference: profile?.handPreference ?? null,
});
