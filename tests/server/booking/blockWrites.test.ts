import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeslotDto } from '#kernel/contract/booking';
import { addSportManualBlock, liftSportManualBlocks } from '#server/booking/availability/sportBlockWrites';
import { addCrossCourtBlock, removeCrossCourtBlock, setCrossCourtBlockActive } from '#server/booking/golf/crossBlockWrites';
import { clubIdOf, courtIdOf, hold, movableClock, playerOf, SPORT_ID, type Player } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Writes of cross-court blocks and sport blocks (the club side's functions) are seen by the next
// availability answer of the same running server: kept answers (availabilityCache.ts) and club days
// (clubDayCache.ts) are computed again once a block of the club changed (migration 0036's triggers).

const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-03';
let server: TestServer;
let player: Player;
let clubId: number;
let first: number;
let tenth: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  clubId = await clubIdOf(server.db, 'golf-la-dehesa');
  first = await courtIdOf(server.db, 'golf-la-dehesa', 'Hoyo 1');
  tenth = await courtIdOf(server.db, 'golf-la-dehesa', 'Hoyo 10');
});
afterAll(() => server?.close());

/** The club's golf answer at `time` (18-hole mode or not), and whether this call computed it or reused a kept one. */
async function search(time: string, rounds: boolean) {
  const response = await server.call('getClubTimeslots', {
    params: { clubId, sportId: SPORT_ID.golf },
    query: { date: DATE, time, timespan: '120', ...(rounds ? { isElegibleForCrossBlock: '1' } : {}) },
  });
  expect(response.status).toBe(200);
  return {
    slots: response.body.timeslots as TimeslotDto[],
    computed: String(response.headers['server-timing']).includes('desc=computed'),
  };
}
const at = (list: TimeslotDto[], courtId: number, time: string) => list.find((s) => s.courtId === courtId && s.local_start_time === time);

describe('a cross-court block written while the server runs', () => {
  it('added: the next answer (kept until then) offers its round; removed: the next one no longer does', async () => {
    // Seeded: Hoyo 10 starts rounds only 07:00–08:00, so at 15:00 it is nine holes only.
    await search('15:00:00', false);
    const kept = await search('15:00:00', false);
    expect(kept.computed).toBe(false);
    expect(at(kept.slots, tenth, '15:00:00')).toMatchObject({ onlyShowFor9: true, isElegibleForCrossBlock: false });
    await search('15:00:00', true);
    expect((await search('15:00:00', true)).slots).toEqual([]);

    const added = await addCrossCourtBlock(server.db, {
      clubId,
      sportId: SPORT_ID.golf,
      startCourtId: tenth,
      endCourtId: first,
      priority: 3,
      fixedDate: DATE,
      startTime: '14:00:00',
      endTime: '16:00:00',
    });
    if (!added.ok) throw new Error(`refused: ${added.refusal}`);

    const after = await search('15:00:00', false);
    expect(after.computed).toBe(true);
    expect(at(after.slots, tenth, '15:00:00')).toMatchObject({ onlyShowFor9: false, isElegibleForCrossBlock: true });
    const rounds = await search('15:00:00', true);
    expect(at(rounds.slots, tenth, '15:00:00')).toMatchObject({
      crossBlock: { blockId: added.block.id, endCourtId: first, local_start_time: '17:00:00' },
    });
    expect(await setCrossCourtBlockActive(server.db, clubId, added.block.id, false)).toBe(true);
    expect(at((await search('15:00:00', false)).slots, tenth, '15:00:00')).toMatchObject({
      onlyShowFor9: true,
      isElegibleForCrossBlock: false,
    });
    expect(await setCrossCourtBlockActive(server.db, clubId, added.block.id, true)).toBe(true);
    expect(at((await search('15:00:00', false)).slots, tenth, '15:00:00')).toMatchObject({
      onlyShowFor9: false,
      isElegibleForCrossBlock: true,
    });

    expect(await removeCrossCourtBlock(server.db, clubId, added.block.id)).toBe(true);
    const removed = await search('15:00:00', true);
    expect(removed.computed).toBe(true);
    expect(removed.slots).toEqual([]);
    expect(at((await search('15:00:00', false)).slots, tenth, '15:00:00')).toMatchObject({ onlyShowFor9: true });
    // A hold of the removed round is refused at once (the hold reads the blocks itself).
    const round = { clubId, sportId: SPORT_ID.golf, courtId: tenth, date: DATE, startTime: '15:00:00', endTime: '17:00:00' };
    const refused = await hold(server, player, round, { isElegibleForCrossBlock: true });
    expect(refused.body.code).toBe('-99');
    // Another club's id does not reach this club's block.
    expect(await removeCrossCourtBlock(server.db, clubId + 1000, added.block.id)).toBe(false);
  });

  it('is refused as a whole with courts of another club or sport, the same court twice, or bad dates and times', async () => {
    const padelCourt = await courtIdOf(server.db, 'palermo-padel', 'Cancha 1').catch(() => first + 100_000);
    const base = { clubId, sportId: SPORT_ID.golf, startCourtId: first, endCourtId: tenth, startTime: '07:00:00', endTime: '08:00:00' };
    expect(await addCrossCourtBlock(server.db, { ...base, endCourtId: first })).toEqual({ ok: false, refusal: 'courts' });
    expect(await addCrossCourtBlock(server.db, { ...base, endCourtId: padelCourt })).toEqual({ ok: false, refusal: 'courts' });
    expect(await addCrossCourtBlock(server.db, { ...base, startDate: '2026-04-01', endDate: '2026-03-01' })).toEqual({
      ok: false,
      refusal: 'dates',
    });
    expect(await addCrossCourtBlock(server.db, { ...base, fixedDate: '3/3/2026' })).toEqual({ ok: false, refusal: 'dates' });
    expect(await addCrossCourtBlock(server.db, { ...base, startTime: '09:00:00' })).toEqual({ ok: false, refusal: 'times' });
  });
});

describe('a sport block written while the server runs', () => {
  it('blocks the sport from the next call (club sport and hold), and lifting it frees it again', async () => {
    const padelClub = await clubIdOf(server.db, 'palermo-padel');
    const sportAt = async () =>
      (await server.call('getClubSport', { token: player.token, params: { clubId, sportId: SPORT_ID.golf } })).body.sport;
    expect((await sportAt()).blocked).toBe(false);
    await addSportManualBlock(server.db, { clubId, userId: player.id, sportId: SPORT_ID.golf, until: new Date('2026-03-10T00:00:00Z') });
    expect(await sportAt()).toMatchObject({ blocked: true });
    const refused = await hold(server, player, {
      clubId,
      sportId: SPORT_ID.golf,
      courtId: first,
      date: DATE,
      startTime: '11:00:00',
      endTime: '13:00:00',
    });
    expect(refused.body).toMatchObject({ code: '-375', details: { reason: 'sportBlocked' } });
    // The block is the golf one at this club only.
    expect(await liftSportManualBlocks(server.db, padelClub, player.id, SPORT_ID.golf)).toBe(0);
    expect(await liftSportManualBlocks(server.db, clubId, player.id, SPORT_ID.golf)).toBe(1);
    expect((await sportAt()).blocked).toBe(false);
  });
});
