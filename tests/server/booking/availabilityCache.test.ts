// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubLocalToInstant } from '#kernel/lib/dates';
import { queryRows } from '#server/db/rows';
import { courtClaims, holds } from '#server/db/schema';
import { clubIdOf, courtIdOf, hold, movableClock, playerOf, SPORT_ID, type Player } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// The availability answers are kept between identical calls (server/booking/availability/availabilityCache.ts).
// Kept or not, an answer must be what a read of the database made when the call arrived would give:
// these tests change what is taken in every way the server can learn of, or must notice by itself,
// and ask again at once.

const clock = movableClock('2026-03-02T15:00:00Z'); // 12:00 in Santiago
let server: TestServer;
let player: Player;
let rival: Player;
let vitacura: number;
let court2: number;
const DATE = '2026-03-03';
type Slot = { courtId: number; clubId: number; local_start_time: string; bookedByMe: boolean };

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  court2 = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2');
});
afterAll(() => server?.close());

const clubSlots = async (time: string, token?: string, date = DATE): Promise<Slot[]> => {
  const response = await server.call('getClubTimeslots', {
    token,
    params: { clubId: vitacura, sportId: SPORT_ID.padel },
    query: { date, time, timespan: '60' },
  });
  expect(response.status).toBe(200);
  return response.body.timeslots;
};
const offers = (slots: Slot[], courtId: number, start: string) => slots.some((s) => s.courtId === courtId && s.local_start_time === start);
const search = async (sportId: number, token?: string) => {
  const response = await server.call('searchTimeslots', {
    token,
    params: { sportId },
    query: { date: DATE, time: '19:00:00', timespan: '60', latitude: '-33.40', longitude: '-70.58' },
  });
  expect(response.status).toBe(200);
  return response.body as { timeslots: Slot[]; clubs: { id: number }[] };
};

/** A live hold written straight into the database, as another server process would. */
async function claimDirectly(courtId: number, userId: number, start: string): Promise<number> {
  const startsAt = clubLocalToInstant(DATE, start, 'America/Santiago');
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  const expiresAt = new Date(clock.now().getTime() + 3_600_000);
  const [row] = await server.db
    .insert(holds)
    .values({
      userId,
      clubId: vitacura,
      sportId: SPORT_ID.padel,
      courtId,
      startsAt,
      endsAt,
      localDate: DATE,
      localStartTime: start,
      timespan: 60,
      createdAt: clock.now(),
      expiresAt,
    })
    .returning({ id: holds.id });
  await server.db.insert(courtClaims).values({ courtId, userId, startsAt, endsAt, holdId: row.id, expiresAt });
  return row.id;
}

/** The clubs of each read of club days (slotRead.ts) among these database calls. */
const slotReads = (calls: unknown[][]) =>
  calls
    .map(([query]) => JSON.stringify(query))
    .filter((text) => text.includes('court_claims'))
    .map((text) => (text.match(/"\{([\d,]+)\}"/)?.[1] ?? '').split(',').map(Number));

describe('kept availability answers', () => {
  it('see a claim written straight into the database by the next call, and its release too', async () => {
    expect(offers(await clubSlots('19:00:00'), court2, '19:00:00')).toBe(true);
    expect(offers(await clubSlots('19:00:00'), court2, '19:00:00')).toBe(true); // kept now
    const holdId = await claimDirectly(court2, rival.id, '19:00:00');
    expect(offers(await clubSlots('19:00:00'), court2, '19:00:00')).toBe(false);
    await server.db.execute(sql`update court_claims set active = false where hold_id = ${holdId}`);
    expect(offers(await clubSlots('19:00:00'), court2, '19:00:00')).toBe(true);
  });

  it('see a hold taken and released through the API at once, for everyone but its own player', async () => {
    const slot = { clubId: vitacura, sportId: SPORT_ID.padel, courtId: court2, date: DATE, startTime: '20:00:00', endTime: '21:00:00' };
    for (const token of [undefined, rival.token, player.token])
      expect(offers(await clubSlots('20:00:00', token), court2, '20:00:00')).toBe(true);
    expect((await hold(server, player, slot)).status).toBe(200);
    expect(offers(await clubSlots('20:00:00'), court2, '20:00:00')).toBe(false);
    expect(offers(await clubSlots('20:00:00', rival.token), court2, '20:00:00')).toBe(false);
    // A player's own hold never blocks them: their answer is their own, never the one kept for others.
    expect(offers(await clubSlots('20:00:00', player.token), court2, '20:00:00')).toBe(true);
    expect(offers(await clubSlots('20:00:00'), court2, '20:00:00')).toBe(false);
    const released = await server.call('releaseSlotHold', {
      token: player.token,
      params: { clubId: vitacura, sportId: SPORT_ID.padel, courtId: court2 },
      query: { date: DATE, startTime: '20:00:00', endTime: '21:00:00' },
    });
    expect(released.status).toBe(200);
    expect(offers(await clubSlots('20:00:00'), court2, '20:00:00')).toBe(true);
  });

  it('stop counting a hold when it expires, with nothing written in between', async () => {
    const slot = { clubId: vitacura, sportId: SPORT_ID.padel, courtId: court2, date: DATE, startTime: '21:00:00', endTime: '22:00:00' };
    expect((await hold(server, rival, slot)).status).toBe(200); // 5 minutes
    expect(offers(await clubSlots('21:00:00'), court2, '21:00:00')).toBe(false);
    clock.advanceMinutes(4);
    expect(offers(await clubSlots('21:00:00'), court2, '21:00:00')).toBe(false);
    clock.advanceMinutes(1); // exactly at its expiry
    expect(offers(await clubSlots('21:00:00'), court2, '21:00:00')).toBe(true);
    clock.set('2026-03-02T15:00:00Z');
  });

  it('stop offering a slot once it starts, with nothing written in between', async () => {
    const today = '2026-03-02';
    expect(offers(await clubSlots('13:00:00', undefined, today), court2, '12:30:00')).toBe(true);
    clock.set('2026-03-02T15:30:00Z'); // 12:30 in Santiago
    expect(offers(await clubSlots('13:00:00', undefined, today), court2, '12:30:00')).toBe(false);
    clock.set('2026-03-02T15:00:00Z');
  });

  it("offer a newly bookable day from the club's midnight on (14 days ahead), with nothing written in between", async () => {
    const farthest = '2026-03-17';
    expect(await clubSlots('19:00:00', undefined, farthest)).toEqual([]);
    clock.set('2026-03-03T02:59:00Z'); // 23:59 in Santiago
    expect(await clubSlots('19:00:00', undefined, farthest)).toEqual([]);
    clock.set('2026-03-03T03:00:00Z'); // midnight
    expect(offers(await clubSlots('19:00:00', undefined, farthest), court2, '19:00:00')).toBe(true);
    clock.set('2026-03-02T15:00:00Z');
  });

  it('see a change at any club of a cross-club search', async () => {
    const court3 = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 3');
    const at = (body: { timeslots: Slot[] }) => body.timeslots.some((s) => s.clubId === vitacura && s.courtId === court3);
    expect(at(await search(SPORT_ID.padel))).toBe(true);
    expect(at(await search(SPORT_ID.padel))).toBe(true);
    await claimDirectly(court3, rival.id, '19:00:00');
    expect(at(await search(SPORT_ID.padel))).toBe(false);
  });

  it("keep a members-only club a member's own: never shown to others, always to the member", async () => {
    const privado = await clubIdOf(server.db, 'club-privado-lo-curro');
    const shows = (body: { clubs: { id: number }[] }) => body.clubs.some((c) => c.id === privado);
    expect(shows(await search(SPORT_ID.tennis))).toBe(false);
    expect(shows(await search(SPORT_ID.tennis, player.token))).toBe(true);
    expect(shows(await search(SPORT_ID.tennis, rival.token))).toBe(false);
    expect(shows(await search(SPORT_ID.tennis))).toBe(false);
    // Membership changes through the directory's counter.
    await server.db.execute(sql`insert into club_members (club_id, user_id) values (${privado}, ${rival.id})`);
    expect(shows(await search(SPORT_ID.tennis, rival.token))).toBe(true);
  });

  it('read the database once for concurrent first calls of the same answer, and all get it', async () => {
    const execute = vi.spyOn(server.db, 'execute');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => clubSlots('10:00:00', undefined, '2026-03-05')));
      expect(slotReads(execute.mock.calls)).toEqual([[vitacura]]);
      expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]) && a.length > 0)).toBe(true);
    } finally {
      execute.mockRestore();
    }
  });

  it('re-read only the club that changed when a cross-club search is asked again', async () => {
    await search(SPORT_ID.padel);
    const court4 = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 4');
    await claimDirectly(court4, rival.id, '19:00:00');
    const execute = vi.spyOn(server.db, 'execute');
    try {
      const body = await search(SPORT_ID.padel);
      expect(body.timeslots.some((s) => s.clubId === vitacura && s.courtId === court4)).toBe(false);
      expect(slotReads(execute.mock.calls)).toEqual([[vitacura]]);
    } finally {
      execute.mockRestore();
    }
  });

  it('keep no failure: an unknown club answers 404 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await server.call('getClubTimeslots', {
        params: { clubId: 999_999, sportId: SPORT_ID.padel },
        query: { date: DATE, time: '10:00:00', timespan: '60' },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe('the availability counters (migration 0009)', () => {
  const counter = async (clubId: number) =>
    (
      await queryRows<{ version: number }>(
        server.db,
        sql`select coalesce((select version::int from availability_versions where club_id = ${clubId}), 0) as version`,
      )
    )[0].version;
  const moves = async (clubIds: number[], change: () => Promise<unknown>) => {
    const before = await Promise.all(clubIds.map(counter));
    await change();
    const after = await Promise.all(clubIds.map(counter));
    return after.map((v, i) => v > before[i]);
  };

  it("move with every change availability is read from: the club's own, and the directory's for the directory", async () => {
    const price = sql`update court_prices set amount = amount where court_id = ${court2}`;
    expect(await moves([vitacura, 0], () => server.db.execute(price))).toEqual([true, false]);
    expect(await moves([vitacura, 0], () => server.db.execute(sql`update courts set sort = sort where id = ${court2}`))).toEqual([
      true,
      false,
    ]);
    expect(
      await moves([vitacura, 0], () => server.db.execute(sql`update club_sports set active = active where club_id = ${vitacura}`)),
    ).toEqual([true, true]);
    expect(await moves([vitacura, 0], () => server.db.execute(sql`update clubs set name = name where id = ${vitacura}`))).toEqual([
      true,
      true,
    ]);
    expect(
      await moves([vitacura, 0], () => server.db.execute(sql`update app_configs set search_max_distance = search_max_distance`)),
    ).toEqual([false, true]);
    expect(
      await moves([vitacura, 0], () => server.db.execute(sql`update bookings set status = status where club_id = ${vitacura}`)),
    ).toEqual([false, false]); // no row
    expect(await moves([vitacura, 0], () => claimDirectly(court2, rival.id, '08:00:00'))).toEqual([true, false]);
  });

  it('all move with a TRUNCATE, which tells no rows', async () => {
    const other = await clubIdOf(server.db, 'miami-beach-tennis');
    expect(await moves([vitacura, other, 0], () => server.db.execute(sql`truncate club_members`))).toEqual([true, true, true]);
  });
});
