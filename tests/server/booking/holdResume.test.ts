import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { onProviderPage } from '../payments/support';
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

// A hold is resumed, never extended (issue 9, items 4 and 5): holding the same slot again while the
// hold lives answers that hold with the time it has left; a hold given back by a failed or cancelled
// payment keeps its first expiry; and a booking whose hold has run out takes the slot in the same
// request while it is still free (the exclusion constraint decides), -99 only when someone has it.

const clock = movableClock('2026-03-02T15:00:00Z'); // 12:00 in Santiago
let server: TestServer;
let player: Player;
let rival: Player;
let clubId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  clubId = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

async function slotOn(court: string, startTime: string, endTime: string): Promise<SlotRef> {
  return {
    clubId,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date: '2026-03-03',
    startTime,
    endTime,
  };
}

const form = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };
const bookIt = (who: Player, slot: SlotRef, extra: Record<string, unknown> = {}) =>
  book(server, who, slot, quoteBody(slot, 60, [who.id], { action: 'book', ...form, ...extra }));
const liveClaims = async (courtId: number) =>
  (await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from court_claims where active and court_id = ${courtId}`))[0].n;

describe('re-holding a slot', () => {
  it('while the hold lives answers the same hold, with the time it has left (a reload never restarts the clock)', async () => {
    const slot = await slotOn('Cancha 3', '09:00:00', '10:00:00');
    const first = await hold(server, player, slot);
    expect(first.body).toMatchObject({ preBookTimestamp: '2026-03-02T15:00:00.000Z', preBookExpiration: '2026-03-02T15:05:00.000Z' });
    clock.advanceMinutes(2);
    const again = await hold(server, player, slot);
    expect(again.status).toBe(200);
    expect(again.body.holdId).toBe(first.body.holdId);
    // The answer's timestamp is the server's clock now: expiration minus timestamp is what is left.
    expect(again.body).toMatchObject({ preBookTimestamp: '2026-03-02T15:02:00.000Z', preBookExpiration: '2026-03-02T15:05:00.000Z' });
    clock.advanceMinutes(2);
    expect((await hold(server, player, slot)).body.preBookExpiration).toBe('2026-03-02T15:05:00.000Z');
    expect(await liveClaims(slot.courtId)).toBe(1);
    clock.advanceMinutes(2); // 15:06: expired, the rival may take it
    expect((await hold(server, rival, slot)).status).toBe(200);
    await server.call('releaseSlotHold', {
      token: rival.token,
      params: { clubId, sportId: slot.sportId, courtId: slot.courtId },
      query: { date: slot.date, startTime: slot.startTime, endTime: slot.endTime },
    });
  });

  it('another slot is a new hold (and the first is given back)', async () => {
    const a = await slotOn('Cancha 3', '11:00:00', '12:00:00');
    const b = await slotOn('Cancha 3', '12:00:00', '13:00:00');
    const first = await hold(server, player, a);
    const second = await hold(server, player, b);
    expect(second.body.holdId).not.toBe(first.body.holdId);
    expect((await hold(server, rival, a)).status).toBe(200);
  });

  it("after the slot's payment was cancelled on the provider's page, the new hold keeps the first hold's expiry", async () => {
    clock.set('2026-03-02T16:00:00Z');
    const slot = await slotOn('Cancha 1', '15:00:00', '16:00:00');
    const held = await hold(server, player, slot);
    expect(held.body.preBookExpiration).toBe('2026-03-02T16:05:00.000Z');
    clock.advanceMinutes(1);
    const booked = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [player.id], { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 }, ...form }),
    );
    expect(booked.body.paymentData.status).toBe('PENDING');
    clock.advanceMinutes(1);
    await onProviderPage(server, booked.body.paymentData.redirectURL, 'cancel');
    const again = await hold(server, player, slot);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ preBookTimestamp: '2026-03-02T16:02:00.000Z', preBookExpiration: '2026-03-02T16:05:00.000Z' });
  });
});

describe('booking after the hold ran out', () => {
  it('takes the slot in the same request when it is still free', async () => {
    clock.set('2026-03-02T17:00:00Z');
    const slot = await slotOn('Cancha 2', '16:00:00', '17:00:00');
    await hold(server, player, slot);
    clock.advanceMinutes(6);
    const booked = await bookIt(player, slot);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.status).toBe('BOOKED');
    expect(await liveClaims(slot.courtId)).toBe(1);
    const [claim] = await queryRows<{ booking_id: number; expires_at: unknown }>(
      server.db,
      sql`select booking_id, expires_at from court_claims where active and court_id = ${slot.courtId}`,
    );
    expect(claim).toEqual({ booking_id: booked.body.bookingId, expires_at: null });
  });

  it('answers the conflict (-99, 409) only when someone else has it, and writes nothing', async () => {
    clock.set('2026-03-02T18:00:00Z');
    const slot = await slotOn('Cancha 2', '18:00:00', '19:00:00');
    await hold(server, player, slot);
    clock.advanceMinutes(6);
    expect((await hold(server, rival, slot)).status).toBe(200);
    const before = (await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from bookings`))[0].n;
    const refused = await bookIt(player, slot);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('-99');
    expect((await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from bookings`))[0].n).toBe(before);
  });

  it('an expired hold on a capacity court takes its seats again while they are free', async () => {
    clock.set('2026-03-02T19:00:00Z');
    const clinic = await slotOn('Clínica de pádel', '12:00:00', '13:00:00');
    expect((await hold(server, player, clinic, { seats: 2 })).status).toBe(200);
    clock.advanceMinutes(6);
    const booked = await book(server, player, clinic, quoteBody(clinic, 60, [player.id, rival.id], { action: 'book', ...form }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  });
});

describe('HOLD_SECONDS', () => {
  it('sets every hold to that many seconds (demos, the browser test of a hold that ran out); unset or not a number, the club rule', async () => {
    const { readSettings } = await import('#server/settings');
    expect(readSettings({ HOLD_SECONDS: '20' }).holdSeconds).toBe(20);
    expect(readSettings({}).holdSeconds).toBeNull();
    expect(readSettings({ HOLD_SECONDS: 'x' }).holdSeconds).toBeNull();
    const short = await startTestServer({ now: clock.now, settings: { holdSeconds: 20 } });
    try {
      clock.set('2026-03-02T20:00:00Z');
      const who = await playerOf(short, DEMO.player);
      const slot = {
        clubId: await clubIdOf(short.db, 'club-padel-vitacura'),
        sportId: SPORT_ID.padel,
        courtId: await courtIdOf(short.db, 'club-padel-vitacura', 'Cancha 3'),
        date: '2026-03-03',
        startTime: '19:00:00',
        endTime: '20:00:00',
      };
      expect((await hold(short, who, slot)).body).toMatchObject({
        preBookTimestamp: '2026-03-02T20:00:00.000Z',
        preBookExpiration: '2026-03-02T20:00:20.000Z',
      });
    } finally {
      await short.close();
    }
  });
});
