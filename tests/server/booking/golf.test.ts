// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContract } from '#kernel/contract';
import type { TimeslotDto } from '#kernel/contract/booking';
import { queryRows } from '#server/db/rows';
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
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Golf's cross-court blocks (spec part 1 §3, §4.6): the seeded La Dehesa rounds start at Hoyo 1 from
// 07:00 to 13:00 and go on at Hoyo 10 (priority 1), or start at Hoyo 10 from 07:00 to 08:00 and go on
// at Hoyo 1 (priority 2). A round is held and booked as one claim per court, all or none.

const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-03';
let server: TestServer;
let player: Player;
let rival: Player;
let clubId: number;
let first: number;
let tenth: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  clubId = await clubIdOf(server.db, 'golf-la-dehesa');
  first = await courtIdOf(server.db, 'golf-la-dehesa', 'Hoyo 1');
  tenth = await courtIdOf(server.db, 'golf-la-dehesa', 'Hoyo 10');
});
afterAll(() => server?.close());

const slot = (courtId: number, startTime: string, endTime: string): SlotRef => ({
  clubId,
  sportId: SPORT_ID.golf,
  courtId,
  date: DATE,
  startTime,
  endTime,
});

async function slots(time: string, rounds: boolean, who?: Player): Promise<TimeslotDto[]> {
  const response = await server.call('getClubTimeslots', {
    token: who?.token,
    params: { clubId, sportId: SPORT_ID.golf },
    query: { date: DATE, time, timespan: '120', ...(rounds ? { isElegibleForCrossBlock: '1' } : {}) },
  });
  expect(response.status).toBe(200);
  const parsed = bookingContract.getClubTimeslots.response.safeParse(response.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return response.body.timeslots as TimeslotDto[];
}

const at = (list: TimeslotDto[], courtId: number, time: string) => list.find((s) => s.courtId === courtId && s.local_start_time === time);

async function liveClaims(courtId?: number) {
  return queryRows<{ court_id: number; hold_id: number | null; booking_id: number | null; starts_at: string; ends_at: string }>(
    server.db,
    sql`select court_id, hold_id, booking_id, starts_at::text, ends_at::text from court_claims
        where active and (expires_at is null or expires_at > ${clock.now().toISOString()}::timestamptz)
        and (${courtId ?? null}::int is null or court_id = ${courtId ?? null}::int)`,
  );
}

describe('the timeslots of a club with cross-court blocks', () => {
  it('flags each 9-hole slot: a round can start here (isElegibleForCrossBlock) or never (onlyShowFor9)', async () => {
    const nine = await slots('10:00:00', false);
    expect(at(nine, first, '10:00:00')).toMatchObject({ isElegibleForCrossBlock: true, onlyShowFor9: false });
    // No block starts at Hoyo 10 at 10:00: it is only for nine holes.
    expect(at(nine, tenth, '10:00:00')).toMatchObject({ isElegibleForCrossBlock: false, onlyShowFor9: true });
    expect(at(nine, first, '10:00:00')?.crossBlock).toBeUndefined();
    // After the blocks' last start time, Hoyo 1 is nine holes only too.
    const late = await slots('15:00:00', false);
    expect(at(late, first, '15:00:00')).toMatchObject({ isElegibleForCrossBlock: false, onlyShowFor9: true });
    // Hoyo 10 at 07:30 starts the second block's round (back to Hoyo 1).
    const early = await slots('07:30:00', false);
    expect(at(early, tenth, '07:30:00')).toMatchObject({ isElegibleForCrossBlock: true, onlyShowFor9: false });
  });

  it('offers only rounds in the 18-hole mode, with the back nine and the price of both nines', async () => {
    const rounds = await slots('10:00:00', true);
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.every((s) => s.courtId === first && s.isElegibleForCrossBlock)).toBe(true);
    expect(at(rounds, first, '10:00:00')).toMatchObject({
      crossBlock: { endCourtId: tenth, endCourtText: 'Hoyo 10', local_start_time: '12:00:00', local_end_time: '14:00:00' },
      priceInfo: { amount: 90000 },
    });
    // No round starts at 15:00: the nearest hours' rounds are the alternatives.
    const response = await server.call('getClubTimeslots', {
      params: { clubId, sportId: SPORT_ID.golf },
      query: { date: DATE, time: '15:00:00', timespan: '120', isElegibleForCrossBlock: '1' },
    });
    expect(response.body.timeslots).toEqual([]);
    const alternatives = response.body.alternative_timeslots as TimeslotDto[];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.every((s) => s.isElegibleForCrossBlock && s.local_start_time <= '13:00:00')).toBe(true);
  });

  it('lists the club sport blocks (GET cross_court_blocks)', async () => {
    const response = await server.call('getCrossCourtBlocks', { params: { clubId, sportId: SPORT_ID.golf } });
    expect(response.status).toBe(200);
    expect(response.body.crossCourtBlocks).toMatchObject([
      {
        start_court_id: first,
        startCourtName: 'Hoyo 1',
        endCourtName: 'Hoyo 10',
        priority: 1,
        start_time: '07:00:00',
        end_time: '13:00:00',
      },
      { start_court_id: tenth, startCourtName: 'Hoyo 10', endCourtName: 'Hoyo 1', priority: 2 },
    ]);
  });
});

describe('the cross-club search (GET /api/sports/{sportId}/timeslots) for golf', () => {
  async function across(time: string, rounds: boolean, sportId: number = SPORT_ID.golf) {
    const [club] = await queryRows<{ latitude: number; longitude: number }>(
      server.db,
      sql`select latitude, longitude from clubs where id = ${clubId}`,
    );
    const response = await server.call('searchTimeslots', {
      params: { sportId },
      query: {
        date: DATE,
        time,
        timespan: sportId === SPORT_ID.golf ? '120' : '60',
        latitude: String(club.latitude),
        longitude: String(club.longitude),
        ...(rounds ? { isElegibleForCrossBlock: '1' } : {}),
      },
    });
    expect(response.status).toBe(200);
    const parsed = bookingContract.searchTimeslots.response.safeParse(response.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const all = [...response.body.timeslots, ...response.body.alternative_timeslots] as TimeslotDto[];
    return { body: response.body, dehesa: all.filter((s) => s.clubId === clubId) };
  }

  it('offers La Dehesa’s rounds in the 18-hole mode and its flagged nines in the 9-hole mode; says a club offers rounds', async () => {
    const rounds = await across('11:00:00', true);
    expect(rounds.body.offersRounds).toBe(true);
    expect(rounds.dehesa.length).toBeGreaterThan(0);
    expect(rounds.dehesa.every((s) => s.courtId === first && s.crossBlock?.endCourtId === tenth)).toBe(true);
    expect(at(rounds.dehesa, first, '11:00:00')).toMatchObject({
      crossBlock: { endCourtText: 'Hoyo 10', local_start_time: '13:00:00' },
      priceInfo: { amount: 90000 },
    });
    const nines = await across('11:00:00', false);
    expect(nines.body.offersRounds).toBe(true);
    expect(at(nines.dehesa, tenth, '11:00:00')).toMatchObject({ onlyShowFor9: true, isElegibleForCrossBlock: false });
    expect(at(nines.dehesa, first, '11:00:00')).toMatchObject({ isElegibleForCrossBlock: true, priceInfo: { amount: 45000 } });
    expect(at(nines.dehesa, first, '11:00:00')?.crossBlock).toBeUndefined();
  });

  it('says no club offers rounds for a sport without cross-court blocks, and leaves its slots as they are', async () => {
    const padel = await across('11:00:00', true, SPORT_ID.padel);
    expect(padel.body.offersRounds).toBe(false);
    const slots = [...padel.body.timeslots, ...padel.body.alternative_timeslots] as TimeslotDto[];
    expect(slots.every((s) => s.crossBlock === undefined && !s.onlyShowFor9)).toBe(true);
  });
});

describe('an 18-hole round: all its claims or none', () => {
  it('is refused with -99 when its end court is taken, and leaves its start court free', async () => {
    // The rival holds Hoyo 10 at 12:00 for nine holes: the 10:00 round's back nine.
    expect((await hold(server, rival, slot(tenth, '12:00:00', '14:00:00'))).status).toBe(200);
    expect(at(await slots('10:00:00', false), first, '10:00:00')).toMatchObject({ isElegibleForCrossBlock: false });
    expect(at(await slots('10:00:00', true), first, '10:00:00')).toBeUndefined();
    const round = slot(first, '10:00:00', '12:00:00');
    const refused = await hold(server, player, round, { isElegibleForCrossBlock: true });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('-99');
    const booked = await book(server, player, round, {
      ...quoteBody(round, 120, [player.id]),
      isElegibleForCrossBlock: true,
      action: 'book',
    });
    expect(booked.body.code).toBe('-99');
    expect(await liveClaims(first)).toEqual([]);
    // Nine holes at the same start court and time are still free.
    expect((await hold(server, player, round)).status).toBe(200);
  });

  it('holds both courts, quotes both nines and books both claims in one booking', async () => {
    const round = slot(first, '08:00:00', '10:00:00');
    const held = await hold(server, player, round, { isElegibleForCrossBlock: true });
    expect(held.status).toBe(200);
    const claims = (await liveClaims()).filter((c) => c.hold_id === held.body.holdId);
    expect(claims.map((c) => c.court_id).sort()).toEqual([first, tenth].sort());
    // The back nine is taken for everyone else.
    expect((await hold(server, rival, slot(tenth, '10:00:00', '12:00:00'))).body.code).toBe('-99');
    const priced = await quote(server, player, round, { ...quoteBody(round, 120, [player.id]), isElegibleForCrossBlock: true });
    expect(priced.status).toBe(200);
    expect(priced.body.quotes[0].slot.priceInfo.amount).toBe(90000);
    // The quote names the round whole: the first nine is the slot, the back nine its round.
    expect(priced.body.quotes[0].slot).toMatchObject({
      courtName: 'Hoyo 1',
      local_start_time: '08:00:00',
      round: { endCourtId: tenth, endCourtName: 'Hoyo 10', local_start_time: '10:00:00', local_end_time: '12:00:00' },
    });
    const nine = await quote(server, player, round, quoteBody(round, 120, [player.id]));
    expect(nine.body.quotes[0].slot.priceInfo.amount).toBe(45000);
    const booked = await book(server, player, round, {
      ...quoteBody(round, 120, [player.id]),
      isElegibleForCrossBlock: true,
      action: 'book',
      holdId: held.body.holdId,
    });
    expect(booked.status).toBe(200);
    const bookingId = booked.body.bookingId as number;
    const bookingClaims = (await liveClaims()).filter((c) => c.booking_id === bookingId);
    expect(bookingClaims.map((c) => c.court_id).sort()).toEqual([first, tenth].sort());
    const [row] = await queryRows<{ local_end_time: string; amount: number }>(
      server.db,
      sql`select local_end_time, amount from bookings where id = ${bookingId}`,
    );
    expect(row).toEqual({ local_end_time: '12:00:00', amount: 90000 });
    // The booking's read and the lists carry its back nine, from its claims; a 9-hole quote has none.
    const backNine = { endCourtId: tenth, endCourtName: 'Hoyo 10', local_start_time: '10:00:00', local_end_time: '12:00:00' };
    const summary = await server.call('getBooking', { token: player.token, params: { bookingId } });
    expect(bookingContract.getBooking.response.safeParse(summary.body).error?.issues ?? []).toEqual([]);
    expect(summary.body.booking).toMatchObject({ courtName: 'Hoyo 1', local_start_time: '08:00:00', round: backNine });
    const listed = await server.call('listActiveBookings', { token: player.token, params: { userId: player.id }, query: {} });
    expect(bookingContract.listActiveBookings.response.safeParse(listed.body).error?.issues ?? []).toEqual([]);
    const item = (listed.body.bookings as { id: number; round?: unknown }[]).find((b) => b.id === bookingId);
    expect(item).toMatchObject({ courtName: 'Hoyo 1', round: backNine });
    expect(nine.body.quotes[0].slot.round).toBeUndefined();
  });

  it('200 concurrent attempts on overlapping rounds and nines: no two live claims ever overlap, each round has both claims or none', async () => {
    const players: SignedPlayer[] = await createPlayers(server.db, server.deps.tokens, 200, 'golf');
    const starts = ['13:00:00', '12:50:00', '12:40:00', '12:30:00', '12:20:00'];
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
    const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const answers = await Promise.all(
      players.map((p, i) => {
        const start = starts[i % starts.length];
        const round = i % 3 !== 2;
        // A third try nine holes at Hoyo 10, right where the rounds' back nines go.
        const courtId = round ? first : tenth;
        const begin = round ? minute(start) : minute(start) + 120 + (i % 4) * 10;
        const ref = slot(courtId, hhmm(begin), hhmm(begin + 120));
        return hold(server, { id: p.id, token: p.token } as Player, ref, round ? { isElegibleForCrossBlock: true } : {}).then((r) => ({
          round,
          r,
        }));
      }),
    );
    expect(answers.every(({ r }) => r.status === 200 || r.body.code === '-99')).toBe(true);
    const won = answers.filter(({ r }) => r.status === 200);
    expect(won.length).toBeGreaterThan(0);
    const overlaps = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from court_claims a join court_claims b
          on a.id < b.id and a.court_id = b.court_id and a.active and b.active
          and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    expect(overlaps[0].n).toBe(0);
    const claims = await liveClaims();
    for (const { round, r } of won) {
      expect(claims.filter((c) => c.hold_id === r.body.holdId)).toHaveLength(round ? 2 : 1);
    }
    const holdIds = new Set(won.map(({ r }) => r.body.holdId as number));
    const [orphans] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from court_claims c join holds h on h.id = c.hold_id
          where c.active and h.state = 'held' and h.user_id in ${sql`(${sql.join(
            players.map((p) => sql`${p.id}`),
            sql`, `,
          )})`}`,
    );
    expect(orphans.n).toBe([...holdIds].reduce((n, id) => n + claims.filter((c) => c.hold_id === id).length, 0));
  });
});
