// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS } from '#kernel/contract';
import { geoCities, matchProfiles, users } from '#server/db/schema';
import { newAccount, type NewAccount } from '../support/newAccount';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Spec part 3 §7 "Match": the match profile per sport (matchData), the wizard's save with the §5
// rules ('Please enter all the information required' is -2701), the team-name check, activate and
// deactivate, and a player's public match data. Only the owner reads or changes a profile.

const PADEL = 1;
const FOOTBALL = 3;

let server: TestServer;
let fresh: NewAccount;
let rival: { id: number; token: string };
let providencia: number;
let nunoa: number;
beforeAll(async () => {
  server = await startTestServer();
  fresh = await newAccount(server);
  await server.db.update(users).set({ gender: null, birthDate: null }).where(eq(users.id, fresh.id));
  rival = { id: await server.userId(DEMO.rival), token: await server.login(DEMO.rival) };
  const cities = await server.db.select({ id: geoCities.id, name: geoCities.name }).from(geoCities);
  providencia = cities.find((c) => c.name === 'Providencia')!.id;
  nunoa = cities.find((c) => c.name === 'Ñuñoa')!.id;
});
afterAll(() => server?.close());

const wizard = (extra: Record<string, unknown> = {}) => ({
  gender: 'F',
  birthDate: { year: 1994, month: 5, day: 20 },
  level: 3,
  fields: { hand: ['R'] },
  dayAvailability: [
    { dayOfWeek: 1, startTime: '19:00', endTime: '21:00' },
    { dayOfWeek: 3, startTime: '19:00', endTime: '22:00' },
  ],
  cityIds: [providencia, nunoa],
  ...extra,
});
const save = (body: Record<string, unknown>, who: { id: number; token: string } = fresh, sportId = PADEL) =>
  server.call('saveMatchData', { token: who.token, params: { userId: who.id, sportId }, body });

describe('match data before and after the wizard', () => {
  it('a new player has no sports yet; the settings of padel come with empty answers', async () => {
    const user = await server.call('getMatchUser', { token: fresh.token });
    expect(user.body.matchUser).toEqual({
      active: false,
      hasProfilePicture: false,
      hasBirthDate: false,
      hasGender: false,
      activeMatchSports: [],
      disabledMatchSports: [],
      wizardMatchSports: [],
    });
    const sports = await server.call('listMatchSports', { token: fresh.token });
    expect(sports.body.sports.map((s: { code: string; status: null }) => [s.code, s.status])).toEqual([
      ['padel', null],
      ['tennis', null],
      ['football', null],
    ]);
    const data = await server.call('getMatchData', { token: fresh.token, params: { userId: fresh.id, sportId: PADEL } });
    expect(data.status).toBe(200);
    expect(data.body.matchData).toMatchObject({ status: null, level: null, cities: [], dayAvailability: [], metadata: { teamName: null } });
    expect(data.body.matchData.fields.map((f: { id: string; optional: string }) => [f.id, f.optional])).toEqual([
      ['hand', 'N'],
      ['side', 'Y'],
    ]);
    expect(data.body.matchData.availabilityOptions.dayOptions).toHaveLength(7);
    expect(data.body.matchData.levels[0]).toEqual({ id: 1, name: 'Principiante' });
  });

  it.each([
    ['no gender while the user has none', { gender: undefined }],
    ['no birth date', { birthDate: undefined }],
    ['an impossible birth date', { birthDate: { year: 1994, month: 2, day: 30 } }],
    ['a birth year of last year', { birthDate: { year: new Date().getUTCFullYear() - 1, month: 1, day: 1 } }],
    ['an unknown level', { level: 9 }],
    ['a required field left empty', { fields: {} }],
    ['an option that is not one', { fields: { hand: ['X'] } }],
    ['two choices in a single-choice field', { fields: { hand: ['R', 'L'] } }],
    ['no availability day', { dayAvailability: [] }],
    ['an end time before the start', { dayAvailability: [{ dayOfWeek: 2, startTime: '20:00', endTime: '19:00' }] }],
    ['a day outside the sport window', { dayAvailability: [{ dayOfWeek: 2, startTime: '05:00', endTime: '08:00' }] }],
    ['no city', { cityIds: [] }],
    ['a city that does not exist', { cityIds: [999999] }],
    ['a team name under 5 characters', { teamName: 'Tigr' }],
  ])('refuses %s with -2701 and writes nothing', async (_, change) => {
    const answer = await save(wizard(change));
    expect([answer.status, answer.body.code]).toEqual([422, '-2701']);
    expect(await server.db.select().from(matchProfiles).where(eq(matchProfiles.userId, fresh.id))).toEqual([]);
    const [user] = await server.db.select({ gender: users.gender }).from(users).where(eq(users.id, fresh.id));
    expect(user.gender).toBeNull();
  });

  it('refuses four cities in the request schema', async () => {
    const answer = await save(wizard({ cityIds: [1, 2, 3, 4] }));
    expect(answer.status).toBe(400);
  });

  it('saves the wizard: the personal data, then an active profile with what was chosen', async () => {
    const answer = await save(wizard({ teamName: '  Las Tigresas ' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.matchData).toMatchObject({
      status: 'ACTIVE',
      level: 3,
      metadata: { teamName: 'Las Tigresas', entityId: null },
      cities: [expect.objectContaining({ name: 'Providencia' }), expect.objectContaining({ name: 'Ñuñoa' })],
    });
    expect(answer.body.matchData.fields[0].selected).toEqual(['R']);
    const [user] = await server.db.select({ gender: users.gender, birth: users.birthDate }).from(users).where(eq(users.id, fresh.id));
    expect(user).toEqual({ gender: 'F', birth: '1994-05-20' });
    const matchUser = await server.call('getMatchUser', { token: fresh.token });
    expect(matchUser.body.matchUser).toMatchObject({ active: true, hasGender: true, hasBirthDate: true, activeMatchSports: [PADEL] });
  });

  it('once the user has a gender and birth date, the wizard does not need them again', async () => {
    const answer = await save(wizard({ gender: undefined, birthDate: undefined, level: 4, teamName: 'Las Tigresas' }));
    expect(answer.body.matchData.level).toBe(4);
  });

  it('with an entity the availability is the sport defaults and no city is needed', async () => {
    const answer = await save(wizard({ entityId: 7, dayAvailability: [], cityIds: [] }), fresh, 2);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.matchData.dayAvailability).toHaveLength(7);
    expect(answer.body.matchData.dayAvailability[0]).toEqual({ dayOfWeek: 1, startTime: '19:00', endTime: '21:00' });
    expect(answer.body.matchData.metadata.entityId).toBe(7);
  });

  it('a team sport where the team is mandatory needs a team name', async () => {
    const noTeam = await save(wizard({ fields: {} }), fresh, FOOTBALL);
    expect(noTeam.body.code).toBe('-2701');
  });

  it('answers -2703 for a sport without match-making', async () => {
    const answer = await server.call('getMatchData', { token: fresh.token, params: { userId: fresh.id, sportId: 4 } });
    expect([answer.status, answer.body.code]).toEqual([404, '-2703']);
  });
});

describe('team names', () => {
  it('checks a name against the other teams of the sport, case ignored; the own name is free', async () => {
    const check = (teamName: string, who: { id: number; token: string } = rival, sportId = PADEL) =>
      server.call('checkTeamName', { token: who.token, params: { userId: who.id }, query: { teamName, sportId: String(sportId) } });
    expect((await check('las tigresas')).body.available).toBe(false);
    expect((await check('Las Tigresas', rival, 2)).body.available).toBe(true);
    expect((await check('Los Leones')).body.available).toBe(true);
    expect((await check('LAS TIGRESAS', fresh)).body.available).toBe(true);
  });

  it('a second team with the same name answers -2702, even when both save at once', async () => {
    const body = wizard({ gender: 'M', teamName: 'LAS TIGRESAS' });
    const taken = await save(body, rival);
    expect([taken.status, taken.body.code]).toEqual([409, '-2702']);
    const other = await newAccount(server);
    const race = await Promise.all([save(wizard({ teamName: 'Los Pumas' }), rival), save(wizard({ teamName: 'los pumas' }), other)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('activate, deactivate and who sees what', () => {
  it('switches the profile off and on; a profile that was never made cannot be switched', async () => {
    const off = await server.call('deactivateMatchSport', { token: fresh.token, params: { userId: fresh.id, sportId: PADEL } });
    expect(off.body.status).toBe('DISABLED');
    // Editing the profile keeps it switched off.
    expect((await save(wizard({ gender: undefined, birthDate: undefined }))).body.matchData.status).toBe('DISABLED');
    expect((await server.call('getMatchUser', { token: fresh.token })).body.matchUser.disabledMatchSports).toEqual([PADEL]);
    const hidden = await server.call('getMatchUserData', { token: rival.token, params: { userId: fresh.id, sportId: PADEL } });
    expect(hidden.status).toBe(404);
    const on = await server.call('activateMatchSport', { token: fresh.token, params: { userId: fresh.id, sportId: PADEL } });
    expect(on.body.status).toBe('ACTIVE');
    const never = await server.call('activateMatchSport', { token: fresh.token, params: { userId: fresh.id, sportId: FOOTBALL } });
    expect([never.status, never.body.code]).toEqual([409, '-2704']);
  });

  it("another player reads an active player's public match data, without the preferences", async () => {
    const seen = await server.call('getMatchUserData', { token: rival.token, params: { userId: fresh.id, sportId: PADEL } });
    expect(seen.status).toBe(200);
    expect(seen.body.user).toMatchObject({ userId: fresh.id, status: 'ACTIVE', sportData: { level: 3, levelName: 'Intermedio' } });
    expect(seen.body.user.sportData.cities).toHaveLength(2);
    expect(JSON.stringify(seen.body)).not.toContain('Preference');
  });

  it('saves preferences; an unknown level is refused', async () => {
    const prefs = { genderPreferences: ['M'], agePreferences: ['25-34'], ranked: true, levelPreferences: [3, 4], handPreference: 'L' };
    const saved = await server.call('saveMatchPreferences', {
      token: fresh.token,
      params: { userId: fresh.id, sportId: PADEL },
      body: prefs,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.matchData.userPreferences).toEqual(prefs);
    const bad = await server.call('saveMatchPreferences', {
      token: fresh.token,
      params: { userId: fresh.id, sportId: PADEL },
      body: { ...prefs, levelPreferences: [8] },
    });
    expect(bad.body.code).toBe('-2701');
  });

  it.each([
    ['getMatchData', { sportId: PADEL }],
    ['saveMatchData', { sportId: PADEL }],
    ['saveMatchPreferences', { sportId: PADEL }],
    ['activateMatchSport', { sportId: PADEL }],
    ['deactivateMatchSport', { sportId: PADEL }],
    ['listRecommendations', { sportId: PADEL }],
    ['listPendingMatches', { sportId: PADEL }],
    ['checkTeamName', {}],
  ] as const)("%s with another user's id answers no access and changes nothing", async (id, params) => {
    const answer = await server.call(id, {
      token: rival.token,
      params: { userId: fresh.id, ...params },
      query: id === 'checkTeamName' ? { teamName: 'Las Tigresas', sportId: String(PADEL) } : undefined,
      body:
        id === 'saveMatchData'
          ? wizard()
          : id === 'saveMatchPreferences'
            ? { genderPreferences: [], agePreferences: [], ranked: false, levelPreferences: [], handPreference: null }
            : undefined,
    });
    expect([answer.status, answer.body.code]).toEqual([404, COMMON_ERRORS.NO_ACCESS]);
    const [row] = await server.db.select({ status: matchProfiles.status }).from(matchProfiles).where(eq(matchProfiles.userId, fresh.id));
    expect(row.status).toBe('ACTIVE');
  });
});
