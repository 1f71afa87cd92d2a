// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingMinPlayersOf } from '#server/booking/reservations/bookingMinPlayers';
import { expireShortFreeBookings, keepExpiringShortFreeBookings, minPlayersOf } from '#server/booking/reservations/minPlayersExpiry';
import { availabilityVersions, bookingPlayers, bookings } from '#server/db/schema';
import { readSettings } from '#server/settings';
import {
  book,
  clubIdOf,
  courtIdOf,
  hold,
  movableClock,
  playerOf,
  quoteBody,
  SPORT_ID,
  type Player,
  type SlotRef,
} from '../support/booking';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Free bookings that need players (spec part 2 §3): Club Pádel Vitacura's padel is seeded with a
// minimum of 4 confirmed players 2 hours before the start, and 'Cancha 4' is its free court.
// 2026-03-02 12:00Z is 09:00 in Santiago; a 13:00 local booking starts at 16:00Z, its deadline 14:00Z.
const clock = movableClock('2026-03-02T12:00:00Z');

let server: TestServer;
let player: Player;
let rival: Player;
let others: SignedPlayer[];
let vitacura: number;

async function slotAt(court: string, hour: number): Promise<SlotRef> {
  return {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date: '2026-03-02',
    startTime: `${hour}:00:00`,
    endTime: `${hour + 1}:00:00`,
  };
}

async function bookAt(court: string, hour: number, players: number[], who: Player = player): Promise<number> {
  const slot = await slotAt(court, hour);
  expect((await hold(server, who, slot)).status).toBe(200);
  const booked = await book(
    server,
    who,
    slot,
    quoteBody(slot, 60, players, { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
  );
  expect(booked.status).toBe(200);
  return booked.body.bookingId as number;
}

const rowOf = async (id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  others = await createPlayers(server.db, server.deps.tokens, 2, 'minplayers');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('the min-players expiry job', () => {
  it('expires a free booking short of players at its deadline once, however often and concurrently it runs, and frees the court', async () => {
    clock.set('2026-03-02T12:00:00Z');
    const short = await bookAt('Cancha 4', 13, [player.id, rival.id]);
    const full = await bookAt('Cancha 4', 15, [player.id, rival.id, ...others.map((o) => o.id)]);
    const paid = await bookAt('Cancha 1', 13, [player.id]);
    expect(await rowOf(short)).toMatchObject({ minPlayers: 4, minPlayersDeadline: new Date('2026-03-02T14:00:00Z'), onlineAmount: 0 });
    // What the booking summary shows of it (bookingMinPlayers of the contract).
    expect(await bookingMinPlayersOf(server.db, short)).toEqual({
      minPlayers: 4,
      expireFreeBookingMinPlayers: 'Y',
      msgNeedMinInvites: expect.stringContaining('4 jugadores'),
      minPlayersHoursBefore: 2,
      minPlayersDeadline: '2026-03-02T14:00:00.000Z',
      confirmedPlayers: 1,
    });
    expect(await bookingMinPlayersOf(server.db, paid)).toMatchObject({
      minPlayers: 4,
      expireFreeBookingMinPlayers: 'N',
      minPlayersDeadline: null,
    });
    // A paid booking shows the sport's minimum but is never expired.
    expect(await rowOf(paid)).toMatchObject({ minPlayers: 4, minPlayersDeadline: null });
    // Everyone on the 15:00 booking accepts: it meets the minimum.
    await server.db
      .update(bookingPlayers)
      .set({ status: 'CONFIRMED' })
      .where(and(eq(bookingPlayers.bookingId, full), inArray(bookingPlayers.status, ['INVITED'])));

    // Before the deadline nothing moves.
    expect(await expireShortFreeBookings(server.db, new Date('2026-03-02T13:59:59Z'))).toEqual([]);
    expect((await rowOf(short)).status).toBe('BOOKED');

    // The 15:00 booking's deadline (16:00Z) passes too: it is kept, having its four players.
    const at = new Date('2026-03-02T16:00:00Z');
    const versionOf = async () =>
      (await server.db.select().from(availabilityVersions).where(eq(availabilityVersions.clubId, vitacura)))[0]?.version ?? 0;
    const before = await versionOf();
    const [a, b] = await Promise.all([expireShortFreeBookings(server.db, at), expireShortFreeBookings(server.db, at)]);
    expect([...a, ...b]).toEqual([short]);
    expect(await expireShortFreeBookings(server.db, at)).toEqual([]);
    // The availability caches follow: the club's counter moved with the expiry (triggers of migration 0009).
    expect(await versionOf()).toBeGreaterThan(before);
    expect(await rowOf(short)).toMatchObject({ status: 'CANCELLED', cancelReason: 'MIN_PLAYERS', cancelledAt: at });
    expect((await rowOf(full)).status).toBe('BOOKED');
    expect((await rowOf(paid)).status).toBe('BOOKED');

    // The court is free at once: someone else holds the same slot.
    clock.set('2026-03-02T14:00:01Z');
    expect((await hold(server, others[0], await slotAt('Cancha 4', 13))).status).toBe(200);
  });

  it('a player who confirms in time keeps the booking', async () => {
    clock.set('2026-03-02T12:00:00Z');
    const id = await bookAt('Cancha 4', 19, [player.id, rival.id, ...others.map((o) => o.id)]);
    await server.db.update(bookingPlayers).set({ status: 'CONFIRMED' }).where(eq(bookingPlayers.bookingId, id));
    expect(await expireShortFreeBookings(server.db, new Date('2026-03-02T21:00:00Z'))).toEqual([]);
    expect((await rowOf(id)).status).toBe('BOOKED');
    // One of them leaves before the deadline: the booking is short again and expires.
    await server.db
      .update(bookingPlayers)
      .set({ status: 'REJECTED' })
      .where(and(eq(bookingPlayers.bookingId, id), eq(bookingPlayers.userId, rival.id)));
    expect(await expireShortFreeBookings(server.db, new Date('2026-03-02T21:00:00Z'))).toEqual([id]);
  });
});

describe('minPlayersOf', () => {
  const rule = { minPlayers: 4, expireFreeBookingMinPlayers: true, minPlayersHoursBefore: 2 };
  const startsAt = new Date('2026-03-02T16:00:00Z');
  const now = new Date('2026-03-02T12:00:00Z');
  it('sets a deadline only for a free booking under an expiring rule made before it', () => {
    expect(minPlayersOf(rule, { onlineAmount: 0, startsAt }, now)).toEqual({
      minPlayers: 4,
      minPlayersDeadline: new Date('2026-03-02T14:00:00Z'),
    });
    expect(minPlayersOf(rule, { onlineAmount: 100, startsAt }, now).minPlayersDeadline).toBeNull();
    expect(minPlayersOf({ ...rule, expireFreeBookingMinPlayers: false }, { onlineAmount: 0, startsAt }, now).minPlayersDeadline).toBeNull();
    expect(minPlayersOf(rule, { onlineAmount: 0, startsAt }, new Date('2026-03-02T14:30:00Z')).minPlayersDeadline).toBeNull();
    expect(minPlayersOf({ ...rule, minPlayers: null }, { onlineAmount: 0, startsAt }, now)).toEqual({
      minPlayers: null,
      minPlayersDeadline: null,
    });
  });
});

describe('the job as the server runs it', () => {
  it('runs every MIN_PLAYERS_EXPIRY_SECONDS (default 60, 0 = off) and expires a due booking on its own', async () => {
    expect(readSettings({}).minPlayersExpirySeconds).toBe(60);
    expect(readSettings({ MIN_PLAYERS_EXPIRY_SECONDS: '0' }).minPlayersExpirySeconds).toBe(0);
    expect(readSettings({ MIN_PLAYERS_EXPIRY_SECONDS: '5' }).minPlayersExpirySeconds).toBe(5);

    clock.set('2026-03-02T12:00:00Z');
    const id = await bookAt('Cancha 4', 21, [player.id]);
    const logged: unknown[] = [];
    const log = { info: (details: object) => void logged.push(details), warn: (details: object) => void logged.push(details) };
    const after = () => new Date('2026-03-02T23:00:00Z');
    // Off: nothing is scheduled.
    keepExpiringShortFreeBookings(server.db, log, 0, after)();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await rowOf(id)).status).toBe('BOOKED');
    const stop = keepExpiringShortFreeBookings(server.db, log, 20, after);
    try {
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('CANCELLED'), { timeout: 10_000, interval: 50 });
    } finally {
      stop();
    }
    expect(logged).toContainEqual({ bookingIds: [id] });
  });
});
