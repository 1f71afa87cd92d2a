import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, matchProfiles, matchRatings, users } from '#server/db/schema';
import { matchPlayerEmail } from '#server/db/seed/matchPlayers';
import { overlapMinutes, rivalScore, type Player } from '#server/match/rivalScore';
import { startTestServer, type TestServer } from '../support/testServer';

// The recommendations (docs/decisions.md, "match recommendations") for a seeded player whose order is
// derived by hand below, then how disabled profiles, pending challenges and preferences change it.

const PADEL = 1;
let server: TestServer;
let camila: { id: number; token: string };
const ids = new Map<number, number>();
const n = (seedNumber: number) => ids.get(seedNumber)!;

beforeAll(async () => {
  server = await startTestServer();
  for (let i = 1; i <= 22; i += 1) ids.set(i, await server.userId(matchPlayerEmail(i - 1)));
  camila = { id: n(1), token: await server.login(matchPlayerEmail(0)) };
});
afterAll(() => server?.close());

const recommend = async () => {
  const answer = await server.call('listRecommendations', { token: camila.token, params: { userId: camila.id, sportId: PADEL } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.rivals as {
    userId: number;
    firstName: string;
    overlapMinutes: number;
    prob: number;
    sharedCities: { name: string }[];
  }[];
};
const order = (rivals: { userId: number }[]) => rivals.map((r) => [...ids].find(([, id]) => id === r.userId)![0]);

describe('the score', () => {
  const base: Player = {
    userId: 1,
    gender: 'F',
    birthDate: '1990-01-01',
    level: 3,
    hand: 'R',
    cityIds: [1, 2],
    days: [{ dayOfWeek: 1, startTime: '19:00', endTime: '21:00' }],
    genderPreference: [],
    agePreference: [],
    levelPreference: [],
    handPreference: null,
    ranked: false,
  };
  it('adds level, weekly overlap and shared cities, and takes off a ranked mismatch', () => {
    expect(overlapMinutes(base.days, [{ dayOfWeek: 1, startTime: '20:00', endTime: '23:00' }])).toBe(60);
    const same = rivalScore(base, { ...base, userId: 2 }, '2026-11-25');
    expect(same).toEqual({ score: 40 + 10 + 20, overlap: 120, shared: [1, 2] });
    const apart = rivalScore(base, { ...base, userId: 2, level: 5, cityIds: [3], ranked: true }, '2026-11-25');
    expect(apart?.score).toBe(40 - 30 + 10 + 0 - 10);
  });
  it('filters by gender, age band, level and hand, both ways', () => {
    expect(rivalScore({ ...base, genderPreference: ['M'] }, { ...base, userId: 2 }, '2026-11-25')).toBeNull();
    expect(rivalScore(base, { ...base, userId: 2, genderPreference: ['M'] }, '2026-11-25')).toBeNull();
    expect(rivalScore({ ...base, agePreference: ['25-34'] }, { ...base, userId: 2 }, '2026-11-25')).toBeNull();
    expect(rivalScore({ ...base, agePreference: ['35-44'] }, { ...base, userId: 2 }, '2026-11-25')).not.toBeNull();
    expect(rivalScore({ ...base, levelPreference: [4] }, { ...base, userId: 2 }, '2026-11-25')).toBeNull();
    expect(rivalScore({ ...base, handPreference: 'L' }, { ...base, userId: 2 }, '2026-11-25')).toBeNull();
  });
});

describe('recommendations for match.01 (Camila: level 3, Providencia and Ñuñoa, Mon/Wed/Fri 19–21)', () => {
  // Score = 40 − 15·|level difference| + 5 per shared hour (≤ 6) + 10 per shared city:
  //   22 Sebastián   L3, Mon–Fri 19–21 (6 h), Providencia+Ñuñoa      40 + 30 + 20 = 90
  //   11 Matías      L3, MWF 19–21 (6 h), Providencia                40 + 30 + 10 = 80
  //   19 Diego       L3, MWF 18–20 (3 h), Ñuñoa+Providencia          40 + 15 + 20 = 75
  //   02 Valentina   L3, Mon/Wed (4 h), Providencia                  40 + 20 + 10 = 70
  //   06 Catalina    L3, Wed/Fri (4 h), Providencia                  40 + 20 + 10 = 70 (same overlap: older account after)
  //   04 Martina     L4, Mon–Fri (6 h), Ñuñoa                        25 + 30 + 10 = 65
  //   10 Francisca   L4, MWF (6 h), Providencia                      25 + 30 + 10 = 65
  //   09 Sofía       L3, Mon/Fri 20–22 (2 h), Ñuñoa                  40 + 10 + 10 = 60
  //   13 Vicente     L4, Mon/Tue/Wed (4 h on Mon/Wed), Ñuñoa         25 + 20 + 10 = 55 (240 min)
  //   16 Agustín     L3, Wed 20–22 (1 h), Providencia                40 +  5 + 10 = 55 (60 min)
  //   next: 18 Maximiliano L4, Mon/Fri (4 h), no city               25 + 20      = 45
  const HAND_DERIVED = [22, 11, 19, 2, 6, 4, 10, 9, 13, 16];

  it('answers the first 10 in the order derived by hand, with the shared cities and hours', async () => {
    const rivals = await recommend();
    expect(order(rivals)).toEqual(HAND_DERIVED);
    expect(rivals[0]).toMatchObject({ firstName: 'Sebastián', overlapMinutes: 360, prob: 0.9 });
    expect(rivals[0].sharedCities.map((c) => c.name)).toEqual(['Providencia', 'Ñuñoa']);
    expect(rivals.some((r) => r.userId === camila.id)).toBe(false);
  });

  it('leaves out a player who switched match off and one with a pending challenge with me', async () => {
    await server.db
      .update(matchProfiles)
      .set({ status: 'DISABLED' })
      .where(and(eq(matchProfiles.userId, n(11)), eq(matchProfiles.sportId, PADEL)));
    await server.db.insert(challenges).values({
      sportId: PADEL,
      challengerId: n(22),
      challengedId: camila.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(order(await recommend())).toEqual([19, 2, 6, 4, 10, 9, 13, 16, 18, 3]);
    // A declined challenge does not hide anyone.
    await server.db
      .update(challenges)
      .set({ status: 'DECLINED' })
      .where(eq(challenges.challengerId, n(22)));
    await server.db
      .update(matchProfiles)
      .set({ status: 'ACTIVE' })
      .where(eq(matchProfiles.userId, n(11)));
    expect(order(await recommend())).toEqual(HAND_DERIVED);
  });

  it('leaves out a rival with an accepted match with me until I have said whether it was played', async () => {
    const [open] = await server.db
      .insert(challenges)
      .values({
        sportId: PADEL,
        challengerId: camila.id,
        challengedId: n(11),
        status: 'ACCEPTED',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: challenges.id });
    // Accepted, not played yet: Matías (80) is not recommended while the match is open.
    expect(order(await recommend())).toEqual([22, 19, 2, 6, 4, 10, 9, 13, 16, 18]);
    // The rival's own rating does not close it for me; mine does (the match is finished for me).
    await server.db.insert(matchRatings).values({ challengeId: open.id, userId: n(11), played: 'Y' });
    expect(order(await recommend())).toEqual([22, 19, 2, 6, 4, 10, 9, 13, 16, 18]);
    await server.db.insert(matchRatings).values({ challengeId: open.id, userId: camila.id, played: 'Y' });
    expect(order(await recommend())).toEqual(HAND_DERIVED);
    // Called off after acceptance (nogo): no longer open either.
    await server.db.delete(matchRatings).where(eq(matchRatings.challengeId, open.id));
    await server.db.update(challenges).set({ status: 'NOGO' }).where(eq(challenges.id, open.id));
    expect(order(await recommend())).toEqual(HAND_DERIVED);
    await server.db.delete(challenges).where(eq(challenges.id, open.id));
  });

  it("applies my gender preference and the rival's, both ways", async () => {
    const prefs = { genderPreferences: ['F'], agePreferences: [], ranked: false, levelPreferences: [], handPreference: null };
    const saved = await server.call('saveMatchPreferences', {
      token: camila.token,
      params: { userId: camila.id, sportId: PADEL },
      body: prefs,
    });
    expect(saved.status).toBe(200);
    // Women only, by the same score: 70, 70, 65, 65, 60, then 25 (03, 08) and 10 (05, 07).
    expect(order(await recommend())).toEqual([2, 6, 4, 10, 9, 3, 8, 5, 7]);
    await server.call('saveMatchPreferences', {
      token: camila.token,
      params: { userId: camila.id, sportId: PADEL },
      body: { ...prefs, genderPreferences: [] },
    });
    // Sebastián wants men only: he no longer sees Camila, nor she him.
    await server.db
      .update(matchProfiles)
      .set({ genderPreference: ['M'] })
      .where(eq(matchProfiles.userId, n(22)));
    expect(order(await recommend())).toEqual([11, 19, 2, 6, 4, 10, 9, 13, 16, 18]);
    await server.db
      .update(matchProfiles)
      .set({ genderPreference: [] })
      .where(eq(matchProfiles.userId, n(22)));
  });

  it('an age band preference keeps only the players of those ages', async () => {
    await server.db
      .update(matchProfiles)
      .set({ agePreference: ['25-34'] })
      .where(eq(matchProfiles.userId, camila.id));
    const rivals = await recommend();
    const births = await server.db.select({ id: users.id, birth: users.birthDate }).from(users);
    const ageOf = (id: number) => {
      const birth = births.find((b) => b.id === id)!.birth!;
      const today = new Date().toISOString().slice(0, 10);
      return Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) - (today.slice(5) < birth.slice(5) ? 1 : 0);
    };
    expect(rivals.length).toBeGreaterThan(0);
    expect(rivals.every((r) => ageOf(r.userId) >= 25 && ageOf(r.userId) <= 34)).toBe(true);
    await server.db.update(matchProfiles).set({ agePreference: [] }).where(eq(matchProfiles.userId, camila.id));
  });
});
