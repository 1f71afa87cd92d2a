import { and, eq, sql } from 'drizzle-orm';
import type { MatchDataBody, MatchDataDto, UserPreferencesDto } from '#kernel/contract/matchProfile';
import { availabilityValid, citiesValid, dateValid, fieldsValid, minutesOf, teamNameLongEnough } from '#kernel/lib/match/matchRules';
import type { Db } from '#server/db/client';
import { matchProfiles, users } from '#server/db/schema';
import { inTransaction, type Tx } from '#server/db/transaction';
import { isUniqueViolation } from '#server/accounts/uniqueViolation';
import { citiesById, matchProfile, matchSettings, preferencesOf, type MatchProfileRow, type MatchSettingsRow } from './matchSettings';

/** Why a save is refused: -2701 incomplete, -2702 team name taken, -2703 no match-making in the sport. */
export type MatchDataProblem = 'incomplete' | 'teamTaken' | 'notMatchSport';

/** The sport's settings with the player's profile in it (spec part 3 §3 "Match per sport (matchData)"). */
export async function matchDataOf(db: Db | Tx, settings: MatchSettingsRow, profile: MatchProfileRow | null): Promise<MatchDataDto> {
  const chosen = profile?.fields ?? {};
  return {
    sportId: settings.sportId,
    status: profile?.status ?? null,
    teamSize: settings.teamSize,
    teamMandatory: settings.teamMandatory,
    levels: settings.levels,
    level: profile?.level ?? null,
    fields: settings.fields.map((field) => ({ ...field, selected: chosen[field.id] ?? [] })),
    availabilityOptions: { dayOptions: settings.dayOptions },
    dayAvailability: profile?.dayAvailability ?? [],
    cities: await citiesById(db, profile?.cityIds ?? []),
    userPreferences: preferencesOf(profile),
    metadata: { teamName: profile?.teamName ?? null, entityId: profile?.entityId ?? null },
  };
}

export async function readMatchData(db: Db, userId: number, sportId: number): Promise<MatchDataDto | null> {
  const settings = await matchSettings(db, sportId);
  if (!settings) return null;
  return matchDataOf(db, settings, await matchProfile(db, userId, sportId));
}

/** With an entity, availability is not asked: the sport's default window of every day applies. */
const defaultAvailability = (settings: MatchSettingsRow) =>
  settings.dayOptions.map((d) => ({ dayOfWeek: d.dayOfWeek, startTime: d.defaultStart, endTime: d.defaultEnd }));

/** Each day inside the sport's window for that day. */
const insideDayOptions = (settings: MatchSettingsRow, days: MatchDataBody['dayAvailability']) =>
  days.every((day) => {
    const option = settings.dayOptions.find((o) => o.dayOfWeek === day.dayOfWeek);
    return option !== undefined && minutesOf(day.startTime) >= minutesOf(option.min) && minutesOf(day.endTime) <= minutesOf(option.max);
  });

function birthYearValid(year: number, now: Date): boolean {
  const current = now.getUTCFullYear();
  return year <= current - 2 && year >= current - 102;
}

/**
 * Saves the wizard (or the profile edit) all or nothing: the gender and birth date when the user has
 * none, and the sport's profile, which becomes ACTIVE unless the player had switched it off.
 */
export async function saveMatchData(
  db: Db,
  userId: number,
  sportId: number,
  body: MatchDataBody,
  now: Date,
): Promise<{ data: MatchDataDto } | { problem: MatchDataProblem }> {
  const settings = await matchSettings(db, sportId);
  if (!settings) return { problem: 'notMatchSport' };
  const [user] = await db.select({ gender: users.gender, birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  const withEntity = body.entityId !== undefined && body.entityId !== null;
  const teamName = body.teamName?.trim() ? body.teamName.trim() : null;
  const days = withEntity ? defaultAvailability(settings) : body.dayAvailability;
  const birth = body.birthDate;
  const complete =
    (user?.gender || body.gender) &&
    (user?.birthDate || (birth && dateValid(birth.year, birth.month, birth.day) && birthYearValid(birth.year, now))) &&
    settings.levels.some((l) => l.id === body.level) &&
    (teamName === null ? !settings.teamMandatory : teamNameLongEnough(teamName)) &&
    fieldsValid(settings.fields, body.fields) &&
    availabilityValid(days) &&
    insideDayOptions(settings, days) &&
    citiesValid(body.cityIds, withEntity) &&
    (await citiesById(db, body.cityIds)).length === body.cityIds.length;
  if (!complete) return { problem: 'incomplete' };
  try {
    const data = await inTransaction(db, async (tx) => {
      if (!user?.gender && body.gender) await tx.update(users).set({ gender: body.gender }).where(eq(users.id, userId));
      if (!user?.birthDate && birth) {
        const iso = `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
        await tx.update(users).set({ birthDate: iso }).where(eq(users.id, userId));
      }
      const values = {
        level: body.level,
        teamName,
        entityId: body.entityId ?? null,
        fields: body.fields,
        dayAvailability: days,
        cityIds: body.cityIds,
        updatedAt: now,
      };
      await tx
        .insert(matchProfiles)
        .values({ userId, sportId, status: 'ACTIVE', ...values })
        .onConflictDoUpdate({
          target: [matchProfiles.userId, matchProfiles.sportId],
          set: { ...values, status: sql`case when ${matchProfiles.status} = 'DISABLED' then 'DISABLED' else 'ACTIVE' end` },
        });
      return matchDataOf(tx, settings, await matchProfile(tx, userId, sportId));
    });
    return { data };
  } catch (error) {
    if (isUniqueViolation(error, 'match_profiles_team_name_key')) return { problem: 'teamTaken' };
    throw error;
  }
}

/** Saves the rival preferences of a finished profile; null when there is no finished profile. */
export async function saveMatchPreferences(
  db: Db,
  userId: number,
  sportId: number,
  prefs: UserPreferencesDto,
  now: Date,
): Promise<{ data: MatchDataDto } | { problem: 'incomplete' | 'noProfile' }> {
  const settings = await matchSettings(db, sportId);
  const profile = settings ? await matchProfile(db, userId, sportId) : null;
  if (!settings || !profile || profile.status === 'WIZARD') return { problem: 'noProfile' };
  const handField = settings.fields.find((f) => f.id === 'hand');
  const valid =
    prefs.levelPreferences.every((id) => settings.levels.some((l) => l.id === id)) &&
    new Set(prefs.levelPreferences).size === prefs.levelPreferences.length &&
    (prefs.handPreference === null || (handField?.options.some((o) => o.id === prefs.handPreference) ?? false));
  if (!valid) return { problem: 'incomplete' };
  await db
    .update(matchProfiles)
    .set({
      genderPreference: [...new Set(prefs.genderPreferences)],
      agePreference: [...new Set(prefs.agePreferences)],
      rankedMatch: prefs.ranked,
      levelPreference: prefs.levelPreferences,
      handPreference: prefs.handPreference,
      updatedAt: now,
    })
    .where(and(eq(matchProfiles.userId, userId), eq(matchProfiles.sportId, sportId)));
  return { data: await matchDataOf(db, settings, await matchProfile(db, userId, sportId)) };
}

/** ACTIVE ↔ DISABLED; a profile still in the wizard (or none) cannot be switched. */
export async function setMatchActive(db: Db, userId: number, sportId: number, active: boolean, now: Date) {
  const [row] = await db
    .update(matchProfiles)
    .set({ status: active ? 'ACTIVE' : 'DISABLED', updatedAt: now })
    .where(
      and(eq(matchProfiles.userId, userId), eq(matchProfiles.sportId, sportId), sql`${matchProfiles.status} in ('ACTIVE', 'DISABLED')`),
    )
    .returning({ status: matchProfiles.status });
  return row?.status ?? null;
}

/** A team name is free when no other player of the sport uses it (case ignored). */
export async function teamNameAvailable(db: Db, userId: number, sportId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: matchProfiles.userId })
    .from(matchProfiles)
    .where(
      and(
        eq(matchProfiles.sportId, sportId),
        sql`lower(${matchProfiles.teamName}) = lower(${name.trim()})`,
        sql`${matchProfiles.userId} <> ${userId}`,
      ),
    )
    .limit(1);
  return !row;
}
