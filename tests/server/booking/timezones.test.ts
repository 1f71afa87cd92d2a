import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContract } from '#kernel/contract';
import { holds } from '#server/db/schema';
import { clubIdOf, courtIdOf, hold, movableClock, playerOf, SPORT_ID, type Player, type SlotRef } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Slots are in the club's own time and the instants stored are the real ones: around midnight (a club
// open until 01:00), in two timezones (Santiago, São Paulo), and on Santiago's DST days (2026-04-05
// 00:00 falls back to 04-04 23:00; 2026-09-06 00:00 springs forward to 01:00).

const clock = movableClock('2026-06-09T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;
const at = { santiago: 0, saoPaulo: 0 };
const court = { santiago: 0, saoPaulo: 0 };

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  at.santiago = await clubIdOf(server.db, 'club-padel-vitacura');
  at.saoPaulo = await clubIdOf(server.db, 'sao-paulo-tenis-clube');
  court.santiago = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1');
  court.saoPaulo = await courtIdOf(server.db, 'sao-paulo-tenis-clube', 'Quadra de padel 1');
});
afterAll(() => server?.close());

type Where = keyof typeof at;
const day = async (where: Where, date: string, time = '07:00', showAll = true) => {
  const response = await server.call('getClubTimeslots', {
    params: { clubId: at[where], sportId: SPORT_ID.padel },
    query: { date, time, timespan: '60', ...(showAll ? { showAll: '1' } : {}) },
  });
  // The server writes this answer without its zod check (server/routes/timeslots.ts): DST days must satisfy the contract too.
  if (response.status === 200) expect(bookingContract.getClubTimeslots.response.safeParse(response.body).error?.issues ?? []).toEqual([]);
  return response;
};
const slot = (where: Where, date: string, startTime: string, endTime: string): SlotRef => ({
  clubId: at[where],
  sportId: SPORT_ID.padel,
  courtId: court[where],
  date,
  startTime,
  endTime,
});
type Slot = { courtId: number; local_date: string; local_start_time: string; local_end_time: string; starts_at: string; ends_at: string };
const ofCourt = (where: Where, slots: Slot[]) => slots.filter((s) => s.courtId === court[where]);

describe('around midnight, in two timezones', () => {
  it.each([
    ['santiago', '2026-06-11T03:30:00.000Z', '2026-06-11T04:30:00.000Z'], // winter: -04
    ['saoPaulo', '2026-06-11T02:30:00.000Z', '2026-06-11T03:30:00.000Z'], // -03, no DST
  ] as const)('%s: 23:30 + 60 minutes runs into the next day at the right instants', async (where, startsAt, endsAt) => {
    const response = await day(where, '2026-06-10', '23:30', false);
    const found = ofCourt(where, response.body.timeslots).find((s) => s.local_start_time === '23:30:00');
    expect(found).toMatchObject({ local_date: '2026-06-10', local_end_time: '00:30:00', starts_at: startsAt, ends_at: endsAt });
    expect(response.body.timezone).toBe(where === 'santiago' ? 'America/Santiago' : 'America/Sao_Paulo');
  });

  it.each(['santiago', 'saoPaulo'] as const)('%s: a hold at 23:30 blocks 00:00 of the next day on the same court', async (where) => {
    expect((await hold(server, player, slot(where, '2026-06-10', '23:30:00', '00:30:00'))).status).toBe(200);
    expect((await hold(server, rival, slot(where, '2026-06-11', '00:00:00', '01:00:00'))).body.code).toBe('-99');
    const [stored] = await server.db.select().from(holds).where(eq(holds.userId, player.id));
    expect(stored.localDate).toBe('2026-06-10');
    expect(stored.endsAt.getTime() - stored.startsAt.getTime()).toBe(3_600_000);
  });

  it('the next day’s 00:00 slot comes from the previous day’s opening, dated the next day', async () => {
    const response = await day('saoPaulo', '2026-06-11');
    const midnight = ofCourt('saoPaulo', response.body.timeslots).filter((s) => s.local_start_time === '00:00:00');
    expect(midnight).toHaveLength(0); // the player's 23:30 hold of the 10th runs until 00:30: taken for others
    const asPlayer = await server.call('getClubTimeslots', {
      token: player.token,
      params: { clubId: at.saoPaulo, sportId: SPORT_ID.padel },
      query: { date: '2026-06-11', time: '00:00', timespan: '60', showAll: '1' },
    });
    expect(ofCourt('saoPaulo', asPlayer.body.timeslots).find((s) => s.local_start_time === '00:00:00')).toMatchObject({
      local_date: '2026-06-11',
      starts_at: '2026-06-11T03:00:00.000Z',
    });
  });
});

describe('Santiago DST days', () => {
  it('fall back (2026-04-04): the repeated hour is offered once; 60-minute slots last 60 real minutes', async () => {
    clock.set('2026-04-01T15:00:00Z');
    const slots = ofCourt('santiago', (await day('santiago', '2026-04-04')).body.timeslots);
    const starts = slots.map((s) => s.local_start_time);
    expect(new Set(starts).size).toBe(starts.length);
    expect(slots.find((s) => s.local_start_time === '23:00:00')).toMatchObject({
      starts_at: '2026-04-05T02:00:00.000Z',
      ends_at: '2026-04-05T03:00:00.000Z',
      local_end_time: '23:00:00',
    });
    expect(slots.find((s) => s.local_start_time === '23:30:00')).toMatchObject({
      starts_at: '2026-04-05T02:30:00.000Z',
      local_end_time: '23:30:00',
    });
    const next = ofCourt('santiago', (await day('santiago', '2026-04-05')).body.timeslots);
    expect(next.find((s) => s.local_start_time === '00:00:00')).toMatchObject({
      starts_at: '2026-04-05T04:00:00.000Z',
      local_end_time: '01:00:00',
    });
    expect(next.find((s) => s.local_start_time === '07:00:00')?.starts_at).toBe('2026-04-05T11:00:00.000Z'); // -04 after the change
  });

  it('fall back: holds store the right instants, and 23:30 (-03) and 00:00 (-04) do not overlap', async () => {
    const late = await hold(server, player, slot('santiago', '2026-04-04', '23:30:00', '23:30:00'));
    expect(late.status).toBe(200);
    expect((await hold(server, rival, slot('santiago', '2026-04-05', '00:00:00', '01:00:00'))).status).toBe(200);
    const [stored] = await server.db.select().from(holds).where(eq(holds.id, late.body.holdId));
    expect(stored.startsAt.toISOString()).toBe('2026-04-05T02:30:00.000Z');
    expect(stored.endsAt.toISOString()).toBe('2026-04-05T03:30:00.000Z');
  });

  it('spring forward (2026-09-06): the skipped hour has no slots; the evening before ends after the jump', async () => {
    clock.set('2026-09-03T15:00:00Z');
    const before = ofCourt('santiago', (await day('santiago', '2026-09-05')).body.timeslots);
    expect(before.find((s) => s.local_start_time === '23:30:00')).toMatchObject({
      starts_at: '2026-09-06T03:30:00.000Z',
      ends_at: '2026-09-06T04:30:00.000Z',
      local_end_time: '01:30:00',
    });
    const changeDay = ofCourt('santiago', (await day('santiago', '2026-09-06')).body.timeslots);
    expect(changeDay.some((s) => s.local_start_time < '01:00:00')).toBe(false);
    expect(changeDay[0]).toMatchObject({ local_start_time: '07:00:00', starts_at: '2026-09-06T10:00:00.000Z' });
    expect((await hold(server, player, slot('santiago', '2026-09-06', '00:00:00', '01:00:00'))).body.code).toBe('-99');
  });
});
