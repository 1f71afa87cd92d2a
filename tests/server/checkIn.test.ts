// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlayers, checkIns } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, hold, movableClock, playerOf, quoteBody, SPORT_ID, type Player, type SlotRef } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// Spec part 2 §2/§4/§7: POST /api/check_in/{id}. Club Pádel Vitacura is seeded with a 300 m radius and
// a window from 120 minutes before a booking's start to 60 minutes after. 2026-03-02 15:00Z is 12:00
// in Santiago; the bookings below start at 13:00 local (16:00Z).
const clock = movableClock('2026-03-02T15:00:00Z');
const AT_CLUB = { latitude: -33.3932, longitude: -70.5945 };
/** About 120 m north of the club: inside its radius. */
const NEAR = { latitude: -33.3921, longitude: -70.5945 };
/** About 1.1 km north: outside. */
const FAR = { latitude: -33.3832, longitude: -70.5945 };

let server: TestServer;
let player: Player;
let rival: Player;
let stranger: SignedPlayer;
let vitacura: number;

async function bookAt(court: string, players: number[], hour = '13'): Promise<number> {
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date: '2026-03-02',
    startTime: `${hour}:00:00`,
    endTime: `${Number(hour) + 1}:00:00`,
  };
  expect((await hold(server, player, slot)).status).toBe(200);
  const booked = await book(
    server,
    player,
    slot,
    quoteBody(slot, 60, players, { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
  );
  expect(booked.status).toBe(200);
  return booked.body.bookingId as number;
}

const checkIn = (who: { token: string }, id: number, body?: unknown) =>
  server.call('checkIn', { token: who.token, params: { checkInId: id }, body });

async function resultOf(who: { token: string }, id: number, body?: unknown): Promise<string> {
  const response = await checkIn(who, id, body);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ error: false, code: '0' });
  return response.body.result as string;
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  [stranger] = await createPlayers(server.db, server.deps.tokens, 1, 'checkin');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('POST /api/check_in/{id}', () => {
  it('answers 404 with the no-access code, never the booking, to anyone but its maker and confirmed players', async () => {
    clock.set('2026-03-02T15:00:00Z');
    const id = await bookAt('Cancha 1', [player.id, rival.id]);
    for (const who of [stranger, rival]) {
      const response = await checkIn(who, id, { id, ...AT_CLUB });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: true, code: '-404', message: 'Not found' });
    }
    // Not even a malformed payload tells a stranger that the booking exists.
    expect((await checkIn(stranger, id, { id: 'x' })).status).toBe(404);
    expect((await checkIn(stranger, 2_000_000, { id: 2_000_000, ...AT_CLUB })).status).toBe(404);
    expect(await server.db.select().from(checkIns).where(eq(checkIns.bookingId, id))).toEqual([]);

    // Once the invitee confirms, they may check in for the booking.
    await server.db
      .update(bookingPlayers)
      .set({ status: 'CONFIRMED' })
      .where(and(eq(bookingPlayers.bookingId, id), eq(bookingPlayers.userId, rival.id)));
    expect(await resultOf(rival, id, { id, ...NEAR })).toBe('CHECK_IN_SUCCESS');
  });

  it('asks for a position, refuses a malformed payload, then checks in once inside the radius', async () => {
    clock.set('2026-03-02T15:00:00Z');
    const id = await bookAt('Cancha 2', [player.id]);
    expect(await resultOf(player, id, { id })).toBe('NO_LOCATION_PROVIDED');
    expect(await resultOf(player, id, { id, latitude: AT_CLUB.latitude, longitude: null })).toBe('NO_LOCATION_PROVIDED');
    expect(await resultOf(player, id)).toBe('BAD_REQUEST');
    expect(await resultOf(player, id, { ...AT_CLUB })).toBe('BAD_REQUEST');
    expect(await resultOf(player, id, { id: id + 1, ...AT_CLUB })).toBe('BAD_REQUEST');
    expect(await resultOf(player, id, { id, latitude: 'south', longitude: AT_CLUB.longitude })).toBe('BAD_REQUEST');
    expect(await resultOf(player, id, { id, latitude: 91, longitude: 0 })).toBe('BAD_REQUEST');
    // An object whose toString is not a function made Number(id) throw (a 500 the contract fuzz found).
    expect(await resultOf(player, id, { id: { toString: true }, ...AT_CLUB })).toBe('BAD_REQUEST');
    expect(await resultOf(player, id, { id, ...FAR })).toBe('LOCATION_OUT_OF_RANGE');
    expect(await resultOf(player, id, { id, ...NEAR })).toBe('CHECK_IN_SUCCESS');
    expect(await resultOf(player, id, { id, ...NEAR })).toBe('ALREADY_CHECKED_IN');
    const rows = await server.db.select().from(checkIns).where(eq(checkIns.bookingId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: player.id, latitude: NEAR.latitude });
    expect(rows[0]!.distanceMeters).toBeGreaterThan(100);
    expect(rows[0]!.distanceMeters).toBeLessThan(140);
  });

  it('is available only within the club window around the start, and not for a cancelled booking', async () => {
    clock.set('2026-03-02T15:00:00Z');
    const id = await bookAt('Cancha 3', [player.id]);
    clock.set('2026-03-02T13:59:00Z'); // 121 minutes before 16:00Z
    expect(await resultOf(player, id, { id, ...AT_CLUB })).toBe('NO_CHECK_IN_AVAILABLE');
    clock.set('2026-03-02T17:01:00Z'); // 61 minutes after
    expect(await resultOf(player, id, { id, ...AT_CLUB })).toBe('NO_CHECK_IN_AVAILABLE');

    clock.set('2026-03-02T15:00:00Z');
    const cancelled = await bookAt('Cancha 4', [player.id]);
    const cancel = await server.call('cancelBooking', {
      token: player.token,
      params: { bookingId: cancelled },
      body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
    });
    expect(cancel.status).toBe(200);
    expect(await resultOf(player, cancelled, { id: cancelled, ...AT_CLUB })).toBe('NO_CHECK_IN_AVAILABLE');

    clock.set('2026-03-02T16:59:00Z');
    expect(await resultOf(player, id, { id, ...AT_CLUB })).toBe('CHECK_IN_SUCCESS');
  });

  it('lets exactly one of two simultaneous check-ins succeed', async () => {
    clock.set('2026-03-02T15:00:00Z');
    const id = await bookAt('Cancha 1', [player.id], '14');
    clock.set('2026-03-02T15:30:00Z');
    const results = await Promise.all([resultOf(player, id, { id, ...AT_CLUB }), resultOf(player, id, { id, ...NEAR })]);
    expect(results.sort()).toEqual(['ALREADY_CHECKED_IN', 'CHECK_IN_SUCCESS']);
    expect(await server.db.select().from(checkIns).where(eq(checkIns.bookingId, id))).toHaveLength(1);
  });
});
