import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, notLike } from 'drizzle-orm';
import {
  clubs,
  countries,
  courts,
  matchProfiles,
  matchSportSettings,
  seedState,
  sessions,
  sports,
  userFeatures,
  users,
} from '#server/db/schema';
import { seedFingerprint } from '#server/db/seed/fingerprint';
import { DemoAccountsInProductionError, seedDatabase } from '#server/db/seed';
import { seedDemoAccounts } from '#server/db/seed/demoAccounts';
import { MATCH_PLAYERS, matchPlayerEmail } from '#server/db/seed/matchPlayers';
import { snapshotTables } from './support/tableSnapshot';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const seed = (options: { production: boolean; demo?: boolean; force?: boolean }) => seedDatabase(server.db, options);

describe('demo data', () => {
  it('has the five confirmed demo accounts with their roles (the prime one with MATCH_BOOKING), and the password courtflow works', async () => {
    const rows = await server.db
      .select()
      .from(users)
      .where(and(like(users.email, '%@courtflow.test'), notLike(users.email, 'match.%')));
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(Object.keys(byEmail).sort()).toEqual(Object.values(DEMO).sort());
    expect(byEmail[DEMO.player]).toMatchObject({
      role: 'user',
      emailConfirmed: true,
      foidNumber: '12345678-5',
      phone: { phoneCountry: 'CL' },
    });
    expect(byEmail[DEMO.teacher]).toMatchObject({ role: 'teacher', emailConfirmed: true });
    expect(byEmail[DEMO.admin]).toMatchObject({ role: 'admin', corp: 'courtflow', emailConfirmed: true });
    expect(byEmail[DEMO.rival]).toMatchObject({ role: 'user', emailConfirmed: true });
    expect(byEmail[DEMO.prime]).toMatchObject({ role: 'user', emailConfirmed: true });
    const features = await server.db.select().from(userFeatures);
    expect(features.map((f) => [f.userId, f.feature, f.source])).toEqual([[byEmail[DEMO.prime].id, 'MATCH_BOOKING', 'SEED']]);
    for (const email of Object.values(DEMO)) expect(await server.login(email)).toMatch(/^ey/);
  });

  it('has the match players, each with an active padel profile in the communes it names', async () => {
    const profiles = await server.db
      .select({ email: users.email, status: matchProfiles.status, level: matchProfiles.level, cityIds: matchProfiles.cityIds })
      .from(matchProfiles)
      .innerJoin(users, eq(users.id, matchProfiles.userId))
      .where(eq(matchProfiles.sportId, 1));
    expect(profiles).toHaveLength(MATCH_PLAYERS.length);
    MATCH_PLAYERS.forEach((player, i) => {
      const profile = profiles.find((p) => p.email === matchPlayerEmail(i));
      expect(profile).toMatchObject({ status: 'ACTIVE', level: player.level });
      expect(profile?.cityIds).toHaveLength(player.cities.length);
    });
    expect(new Set(profiles.map((p) => p.level))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await server.login(matchPlayerEmail(0))).toMatch(/^ey/);
  });

  it('has clubs in all seven markets, each in its country timezone and currency', async () => {
    const rows = await server.db.select().from(clubs).innerJoin(countries, eq(countries.isoCode, clubs.countryCode));
    expect(new Set(rows.map((r) => r.clubs.countryCode))).toEqual(new Set(['CL', 'AR', 'BR', 'CO', 'PE', 'MX', 'US']));
    for (const { clubs: club, countries: country } of rows) {
      expect(club.currencyCode).toBe(country.currencyCode);
      expect(club.timezone).toBe(country.timezone);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: club.timezone })).not.toThrow();
      expect(Math.abs(club.latitude)).toBeLessThanOrEqual(90);
    }
  });

  it('has padel, tennis, football and golf, courts at every club and one capacity court', async () => {
    expect((await server.db.select().from(sports)).map((s) => s.code).sort()).toEqual(['football', 'golf', 'padel', 'tennis']);
    const courtRows = await server.db.select().from(courts);
    const clubRows = await server.db.select().from(clubs);
    for (const club of clubRows) expect(courtRows.some((c) => c.clubId === club.id)).toBe(true);
    expect(courtRows.filter((c) => c.capacity !== null).length).toBeGreaterThanOrEqual(1);
    const golf = clubRows.find((c) => c.crossCourtBlockEnabled);
    expect(courtRows.filter((c) => c.clubId === golf?.id && c.sportId === 4).length).toBe(2);
  });
});

describe('seedDatabase', () => {
  it('is idempotent: running it again changes no row', async () => {
    const before = await snapshotTables(server.db);
    expect(await seed({ production: false, force: true })).toBe(true);
    expect(await seed({ production: false, force: true })).toBe(true);
    expect(await snapshotTables(server.db)).toEqual(before);
  });

  it('brings the field settings of a database seeded before they changed up to date', async () => {
    const [before] = await server.db.select({ fields: countries.fields }).from(countries).where(eq(countries.isoCode, 'CL'));
    await server.db.update(countries).set({ fields: {} }).where(eq(countries.isoCode, 'CL'));
    expect(await seed({ production: false, force: true })).toBe(true);
    const [after] = await server.db.select({ fields: countries.fields }).from(countries).where(eq(countries.isoCode, 'CL'));
    expect(after.fields).toEqual(before.fields);
    expect(Object.keys(after.fields)).toContain('phone');
  });

  it('skips a seed already run from the same sources and options, and runs again when they change', async () => {
    const [state] = await server.db.select().from(seedState);
    expect(state.fingerprint).toBe(`${seedFingerprint()}|demo=true`);
    expect(await seed({ production: false })).toBe(false);
    expect(await seed({ production: false, demo: false })).toBe(true);
    expect((await server.db.select().from(seedState))[0].fingerprint).toBe(`${seedFingerprint()}|demo=false`);
    expect(await seed({ production: false })).toBe(true);
  });

  it('refuses to create demo accounts in production, with a clear error', async () => {
    await expect(seed({ production: true, demo: true })).rejects.toThrow(DemoAccountsInProductionError);
    await expect(seedDemoAccounts(server.db, { production: true })).rejects.toThrow(/demo accounts.*production/i);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(seed({ production: false, demo: true })).rejects.toThrow(DemoAccountsInProductionError);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('seeds reference data but no demo accounts or clubs in production', async () => {
    await server.db.delete(sessions);
    await server.db.delete(courts);
    await server.db.delete(clubs);
    await server.db.delete(users).where(like(users.email, '%@courtflow.test'));
    await seed({ production: true });
    expect(await server.db.select().from(users).where(like(users.email, '%@courtflow.test'))).toHaveLength(0);
    expect(await server.db.select().from(clubs)).toHaveLength(0);
    expect((await server.db.select().from(sports)).length).toBe(4);
    expect((await server.db.select().from(matchSportSettings)).length).toBe(3);
    await seed({ production: false });
    expect(await server.db.select().from(users).where(like(users.email, '%@courtflow.test'))).toHaveLength(
      Object.keys(DEMO).length + MATCH_PLAYERS.length,
    );
  });
});
