import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { clubRules, clubSports } from '#server/db/schema';
import {
  book,
  clubIdOf,
  courtIdOf,
  hold,
  movableClock,
  playerOf,
  quote,
  quoteBody,
  SPORT_ID,
  type Player,
  type SlotRef,
} from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Booking limits (spec part 1 §8): -61..-65 when the booking user reached one, -161..-165 when another
// player did, each with details.count (the limit) for "1 booking" / "N bookings".

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;
let clubId: number;
let free: number;
let paid: number;
const form = { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };
const slotOf = (courtId: number, date: string, startTime: string, endTime: string): SlotRef => ({
  clubId,
  sportId: SPORT_ID.padel,
  courtId,
  date,
  startTime,
  endTime,
});
const NO_LIMITS = { maxActiveForSport: null, maxPerDayForSport: null, maxActivePerDayForSport: null };

async function bookFree(who: Player, startTime: string, endTime: string) {
  const slot = slotOf(free, '2026-03-03', startTime, endTime);
  expect((await hold(server, who, slot)).status).toBe(200);
  expect((await book(server, who, slot, quoteBody(slot, 60, [who.id], form))).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  clubId = await clubIdOf(server.db, 'club-padel-vitacura');
  free = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 4');
  paid = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1');
  await server.db.update(clubRules).set({ maxActiveBookings: null, maxBookingsPerDay: null }).where(eq(clubRules.clubId, clubId));
  await bookFree(player, '18:00:00', '19:00:00');
  await bookFree(player, '20:00:00', '21:00:00');
});
afterEach(async () => {
  clock.set('2026-03-02T15:00:00Z');
  await server.db.update(clubRules).set({ maxActiveBookings: null, maxBookingsPerDay: null }).where(eq(clubRules.clubId, clubId));
  await server.db.update(clubSports).set(NO_LIMITS).where(eq(clubSports.clubId, clubId));
});
afterAll(() => server?.close());

const limits: [string, string, () => Promise<unknown>][] = [
  ['-61', '-161', () => server.db.update(clubRules).set({ maxActiveBookings: 2 }).where(eq(clubRules.clubId, clubId))],
  ['-62', '-162', () => server.db.update(clubRules).set({ maxBookingsPerDay: 2 }).where(eq(clubRules.clubId, clubId))],
  ['-63', '-163', () => server.db.update(clubSports).set({ maxActiveForSport: 2 }).where(eq(clubSports.clubId, clubId))],
  ['-64', '-164', () => server.db.update(clubSports).set({ maxPerDayForSport: 2 }).where(eq(clubSports.clubId, clubId))],
  ['-65', '-165', () => server.db.update(clubSports).set({ maxActivePerDayForSport: 2 }).where(eq(clubSports.clubId, clubId))],
];

describe('booking limits', () => {
  it('without limits, a third booking the same day is fine', async () => {
    const slot = slotOf(paid, '2026-03-03', '10:00:00', '11:00:00');
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id]))).status).toBe(200);
  });

  it.each(limits)('%s: the booking user reached it; the quote fails with details.count', async (code, _other, setLimit) => {
    await setLimit();
    const slot = slotOf(paid, '2026-03-03', '10:00:00', '11:00:00');
    const response = await quote(server, player, slot, quoteBody(slot, 60, [player.id]));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: true, code, details: { count: 2 } });
  });

  it.each(limits)(
    '%s / %s: another player reached it; the quote names them in quotes[], the booking fails',
    async (_own, code, setLimit) => {
      await setLimit();
      const slot = slotOf(paid, '2026-03-03', '12:00:00', '13:00:00');
      const quoted = await quote(server, rival, slot, quoteBody(slot, 60, [rival.id, player.id]));
      expect(quoted.status).toBe(200);
      expect(quoted.body.quotes[0].error).toBeNull();
      expect(quoted.body.quotes[1].error).toMatchObject({ code, count: 2 });
      expect((await hold(server, rival, slot)).status).toBe(200);
      const booked = await book(server, rival, slot, quoteBody(slot, 60, [rival.id, player.id], form));
      expect(booked.status).toBe(422);
      expect(booked.body).toMatchObject({ code, details: { count: 2, userId: player.id } });
    },
  );

  it('-64 counts the day’s bookings that are over, -65 only the active ones', async () => {
    clock.set('2026-03-03T22:30:00Z'); // 19:30 in Santiago: 18:00–19:00 is over, 20:00–21:00 is not
    const slot = slotOf(paid, '2026-03-03', '22:00:00', '23:00:00');
    await server.db.update(clubSports).set({ maxActivePerDayForSport: 2 }).where(eq(clubSports.clubId, clubId));
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id]))).status).toBe(200);
    await server.db
      .update(clubSports)
      .set({ ...NO_LIMITS, maxPerDayForSport: 2 })
      .where(eq(clubSports.clubId, clubId));
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id]))).body.code).toBe('-64');
  });

  it('counts per day: the limit of one day does not stop another day', async () => {
    await server.db.update(clubRules).set({ maxBookingsPerDay: 2 }).where(eq(clubRules.clubId, clubId));
    const nextDay = slotOf(paid, '2026-03-04', '10:00:00', '11:00:00');
    expect((await quote(server, player, nextDay, quoteBody(nextDay, 60, [player.id]))).status).toBe(200);
  });

  it('a limit of 1 says count 1 (singular)', async () => {
    await server.db.update(clubRules).set({ maxActiveBookings: 1 }).where(eq(clubRules.clubId, clubId));
    const slot = slotOf(paid, '2026-03-04', '10:00:00', '11:00:00');
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id]))).body).toMatchObject({
      code: '-61',
      details: { count: 1 },
    });
  });
});
