import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportAutoBlocks, sportManualBlocks } from '#server/db/schema';
import { DEMO } from '../support/users';
import { book, clubIdOf, courtIdOf, hold, movableClock, playerOf, quote, quoteBody, SPORT_ID, type Player } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';

// Sport blocks (spec part 1 §3 "Sport blocks for a user", §6, §7): the caller's manual and automatic
// blocks at a club, the club sport's blocked flag and until date, and holds, quotes and bookings
// refused (-375 with the reason) while a block lasts — and the club that disabled a player.
// Seeded on the rival: tennis at São Paulo until 2027-12-31 (manual), every sport at Palermo from
// 2026-01-01 to 2027-06-30 (automatic); Miami Beach disabled the rival.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
});
afterAll(() => server?.close());

const blocksAt = async (who: Player, slug: string) =>
  server.call('getClubSportBlocks', { token: who.token, params: { clubId: await clubIdOf(server.db, slug) } });
const sportAt = async (who: Player | null, slug: string, sportId: number) =>
  (await server.call('getClubSport', { token: who?.token, params: { clubId: await clubIdOf(server.db, slug), sportId } })).body.sport;
const slotAt = async (slug: string, sportId: number, court: string) => ({
  clubId: await clubIdOf(server.db, slug),
  sportId,
  courtId: await courtIdOf(server.db, slug, court),
  date: '2026-03-04',
  startTime: '10:00:00',
  endTime: '11:00:00',
});

describe('sport blocks', () => {
  it('lists the caller’s blocks that last: manual (one sport) and automatic (all sports), none for another player', async () => {
    expect((await blocksAt(rival, 'sao-paulo-tenis-clube')).body.result).toEqual({
      manual_blocks: [{ sport_id: SPORT_ID.tennis, blocked_until: '2027-12-31T23:00:00.000Z' }],
      auto_blocks: [],
    });
    expect((await blocksAt(rival, 'palermo-padel')).body.result).toEqual({
      manual_blocks: [],
      auto_blocks: [{ sports: [], all_sports: true, blocked_since: '2026-01-01T03:00:00.000Z', blocked_until: '2027-06-30T03:00:00.000Z' }],
    });
    expect((await blocksAt(player, 'sao-paulo-tenis-clube')).body.result).toEqual({ manual_blocks: [], auto_blocks: [] });
    expect((await server.call('getClubSportBlocks', { params: { clubId: 1 } })).status).toBe(401);
    expect((await server.call('getClubSportBlocks', { token: rival.token, params: { clubId: 999999 } })).status).toBe(404);
  });

  it('the club sport says blocked and until when, for the blocked player only', async () => {
    expect(await sportAt(rival, 'sao-paulo-tenis-clube', SPORT_ID.tennis)).toMatchObject({
      blocked: true,
      blocked_until: '2027-12-31T23:00:00.000Z',
    });
    expect(await sportAt(rival, 'sao-paulo-tenis-clube', SPORT_ID.padel)).toMatchObject({ blocked: false, blocked_until: null });
    expect(await sportAt(rival, 'palermo-padel', SPORT_ID.padel)).toMatchObject({
      blocked: true,
      blocked_until: '2027-06-30T03:00:00.000Z',
    });
    expect(await sportAt(player, 'sao-paulo-tenis-clube', SPORT_ID.tennis)).toMatchObject({ blocked: false, blocked_until: null });
    expect(await sportAt(null, 'sao-paulo-tenis-clube', SPORT_ID.tennis)).toMatchObject({ blocked: false });
  });

  it('refuses the blocked player’s hold, quote and booking (-375, sportBlocked with the until date); others book', async () => {
    const slot = await slotAt('sao-paulo-tenis-clube', SPORT_ID.tennis, 'Quadra 1');
    const refused = await hold(server, rival, slot);
    expect(refused.body).toMatchObject({ code: '-375', details: { reason: 'sportBlocked', blockedUntil: '2027-12-31T23:00:00.000Z' } });
    expect((await quote(server, rival, slot, quoteBody(slot, 60, [rival.id]))).body).toMatchObject({ code: '-375' });
    expect((await book(server, rival, slot, quoteBody(slot, 60, [rival.id], { action: 'book' }))).body).toMatchObject({ code: '-375' });
    // Another sport at the same club is not blocked.
    const padel = await slotAt('sao-paulo-tenis-clube', SPORT_ID.padel, 'Quadra de padel 1');
    expect((await hold(server, rival, padel)).status).toBe(200);
    // Nor is the same sport for another player.
    expect((await hold(server, player, slot)).status).toBe(200);
  });

  it('a block ends at its until date; an automatic one starts at its since date', async () => {
    const saoPaulo = await clubIdOf(server.db, 'sao-paulo-tenis-clube');
    const row = and(eq(sportManualBlocks.clubId, saoPaulo), eq(sportManualBlocks.userId, rival.id));
    const [seeded] = await server.db.select().from(sportManualBlocks).where(row);
    await server.db
      .update(sportManualBlocks)
      .set({ blockedUntil: new Date('2026-03-02T14:00:00Z') })
      .where(row);
    const palermo = await clubIdOf(server.db, 'palermo-padel');
    const autoRow = and(eq(sportAutoBlocks.clubId, palermo), eq(sportAutoBlocks.userId, rival.id));
    const [auto] = await server.db.select().from(sportAutoBlocks).where(autoRow);
    await server.db
      .update(sportAutoBlocks)
      .set({ blockedSince: new Date('2026-03-03T00:00:00Z') })
      .where(autoRow);
    try {
      expect(await sportAt(rival, 'sao-paulo-tenis-clube', SPORT_ID.tennis)).toMatchObject({ blocked: false, blocked_until: null });
      expect(await sportAt(rival, 'palermo-padel', SPORT_ID.padel)).toMatchObject({ blocked: false });
      clock.set('2026-03-03T01:00:00Z');
      expect(await sportAt(rival, 'palermo-padel', SPORT_ID.padel)).toMatchObject({ blocked: true });
    } finally {
      clock.set('2026-03-02T15:00:00Z');
      await server.db.update(sportManualBlocks).set({ blockedUntil: seeded.blockedUntil }).where(row);
      await server.db.update(sportAutoBlocks).set({ blockedSince: auto.blockedSince }).where(autoRow);
    }
  });

  it('the club that disabled a player refuses their hold (-375, clubBlocked)', async () => {
    const slot = await slotAt('miami-beach-tennis', SPORT_ID.tennis, 'Court 1');
    expect((await hold(server, rival, slot)).body).toMatchObject({ code: '-375', details: { reason: 'clubBlocked' } });
  });
});
