import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sqlState } from '#server/db/rows';
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
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Holds on courts booked whole: the database refuses overlaps, expiry is a timestamp, a user's own hold
// never blocks them, release frees at once, booking is a compare-and-swap, retries book once.

const clock = movableClock('2026-03-02T15:00:00Z'); // 12:00 in Santiago
let server: TestServer;
let player: Player;
let rival: Player;
let slot: SlotRef;
let courtId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2');
  slot = {
    clubId: await clubIdOf(server.db, 'club-padel-vitacura'),
    sportId: SPORT_ID.padel,
    courtId,
    date: '2026-03-03',
    startTime: '19:00:00',
    endTime: '20:00:00',
  };
});
afterAll(() => server?.close());

const liveClaims = async () =>
  queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from court_claims where active and court_id = ${courtId}`).then(
    (r) => r[0].n,
  );
const bookIt = (who: Player, extra: Record<string, unknown> = {}) =>
  book(
    server,
    who,
    slot,
    quoteBody(slot, 60, [who.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }], ...extra }),
  );

describe('holds', () => {
  it('answers the hold window: the club hold length (5 minutes) from now', async () => {
    const response = await hold(server, player, slot);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ preBookTimestamp: '2026-03-02T15:00:00.000Z', preBookExpiration: '2026-03-02T15:05:00.000Z' });
    expect(response.body.holdId).toBeGreaterThan(0);
  });

  it("refuses another user's overlapping hold with -99, even when it only overlaps by half an hour", async () => {
    expect((await hold(server, rival, slot)).body).toMatchObject({ error: true, code: '-99' });
    const overlapping = { ...slot, startTime: '19:30:00', endTime: '20:30:00' };
    expect((await hold(server, rival, overlapping)).body.code).toBe('-99');
    const adjacent = { ...slot, startTime: '20:00:00', endTime: '21:00:00' };
    expect((await hold(server, rival, adjacent)).status).toBe(200); // [19:00, 20:00) and [20:00, 21:00) do not overlap
    await server.call('releaseSlotHold', {
      token: rival.token,
      params: { clubId: slot.clubId, sportId: slot.sportId, courtId },
      query: { date: slot.date, startTime: '20:00:00', endTime: '21:00:00' },
    });
  });

  it('is refused by the database itself: a direct overlapping insert fails with 23P01', async () => {
    const error = await server.db
      .execute(
        sql`insert into court_claims (court_id, user_id, starts_at, ends_at, hold_id, active)
        select court_id, ${rival.id}, starts_at + interval '15 minutes', ends_at, hold_id, true from court_claims where active and court_id = ${courtId} limit 1`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe('23P01');
  });

  it('does not block its own user: holding the same slot again answers the same hold (its expiry unchanged)', async () => {
    const first = await hold(server, player, slot);
    const again = await hold(server, player, slot);
    expect(again.status).toBe(200);
    expect(again.body.holdId).toBe(first.body.holdId);
    expect(await liveClaims()).toBe(1);
  });

  it('stops counting when it expires: the next hold retires it and takes the slot', async () => {
    clock.advanceMinutes(6);
    const taken = await hold(server, rival, slot);
    expect(taken.status).toBe(200);
    const states = await queryRows<{ state: string }>(server.db, sql`select state from holds where user_id = ${player.id} order by id`);
    expect(states.map((s) => s.state)).toEqual(['expired']);
    expect(await liveClaims()).toBe(1);
  });

  it('cannot be booked by the compare-and-swap once expired: the booking takes the slot again in its own transaction, or -99', async () => {
    clock.advanceMinutes(6); // the rival's hold is expired now, and nobody retired it yet
    const later = { ...slot, startTime: '21:00:00', endTime: '22:00:00' };
    const mine = await hold(server, player, later);
    clock.advanceMinutes(6);
    expect((await hold(server, rival, later)).status).toBe(200); // the player's expired hold stops counting
    const response = await book(
      server,
      player,
      later,
      quoteBody(later, 60, [player.id], {
        action: 'book',
        dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
        holdId: mine.body.holdId,
      }),
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('-99');
    expect((await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from bookings`))[0].n).toBe(0);
    await server.call('releaseSlotHold', {
      token: rival.token,
      params: { clubId: slot.clubId, sportId: slot.sportId, courtId },
      query: { date: later.date, startTime: later.startTime, endTime: later.endTime },
    });
  });

  it('is released at once: the slot is free for someone else immediately', async () => {
    const mine = await hold(server, player, slot);
    expect((await hold(server, rival, slot)).body.code).toBe('-99');
    const released = await server.call('releaseHold', { token: player.token, params: { holdId: mine.body.holdId } });
    expect(released.body).toMatchObject({ error: false, released: true });
    expect((await hold(server, rival, slot)).status).toBe(200);
  });

  it("cannot be released or booked by another user: 404 NO_ACCESS, and the booking CAS refuses someone else's hold", async () => {
    const rivals = await hold(server, rival, slot);
    const release = await server.call('releaseHold', { token: player.token, params: { holdId: rivals.body.holdId } });
    expect(release.status).toBe(404);
    expect(release.body.code).toBe('-404');
    const steal = await bookIt(player, { holdId: rivals.body.holdId });
    expect(steal.body.code).toBe('-99');
    expect(await liveClaims()).toBe(1);
  });

  it('books once when the request is retried with the same idempotency key', async () => {
    await server.call('releaseHold', { token: rival.token, params: { holdId: (await hold(server, rival, slot)).body.holdId } });
    const held = await hold(server, player, slot, { idempotencyKey: 'hold-key-0001' });
    const retriedHold = await hold(server, player, slot, { idempotencyKey: 'hold-key-0001' });
    expect(retriedHold.body.holdId).toBe(held.body.holdId);
    const [first, second] = await Promise.all([
      bookIt(player, { idempotencyKey: 'booking-key-0001' }),
      bookIt(player, { idempotencyKey: 'booking-key-0001' }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.bookingId).toBe(first.body.bookingId);
    const third = await bookIt(player, { idempotencyKey: 'booking-key-0001' });
    expect(third.body.bookingId).toBe(first.body.bookingId);
    expect((await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from bookings`))[0].n).toBe(1);
  });

  it('a booked slot is no longer free: holding it answers -99 and its claim no longer expires', async () => {
    clock.advanceMinutes(60);
    expect((await hold(server, rival, slot)).body.code).toBe('-99');
    const [claim] = await queryRows<{ expires_at: unknown; booking_id: number }>(
      server.db,
      sql`select expires_at, booking_id from court_claims where active and court_id = ${courtId}`,
    );
    expect(claim.expires_at).toBeNull();
    expect(claim.booking_id).toBeGreaterThan(0);
  });
});
