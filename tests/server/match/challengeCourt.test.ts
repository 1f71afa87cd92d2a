// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlayers, bookings, challenges, clubSports, courtClaims, holds, userFeatures } from '#server/db/schema';
import type { SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { clubIdOf, courtIdOf, hold, movableClock, SPORT_ID, type SlotRef } from '../support/booking';
import { DEMO } from '../support/users';
import { createMatchPlayers } from './matchPlayers';

// A prime subscriber's court when challenging (spec part 3 §4 "A prime user's court is held 120
// minutes while the rival answers", §6 MATCH_BOOKING; docs/decisions.md "prime challenge court"): a real
// hold under the exclusion constraint of bookings, freed on decline, cancel and expiry, booked on accept.
// 2026-03-02 (a Monday) 15:00Z is 12:00 in Santiago; the court is Club Pádel Vitacura's at 19:00–20:00.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let p: SignedPlayer[];
let prime: SignedPlayer;
let primeToo: SignedPlayer;
let court: SlotRef;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  p = await createMatchPlayers(server.db, server.deps.tokens, 10, 'court');
  [prime, primeToo] = p;
  await server.db
    .insert(userFeatures)
    .values([prime, primeToo].map((x) => ({ userId: x.id, feature: 'MATCH_BOOKING' as const, source: 'SEED' as const })));
  court = {
    clubId: await clubIdOf(server.db, 'club-padel-vitacura'),
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2'),
    date: '2026-03-02',
    startTime: '19:00:00',
    endTime: '20:00:00',
  };
});
afterAll(() => server?.close());

const withCourt = (slot: SlotRef = court) => ({
  sportId: 1,
  clubId: slot.clubId,
  courtId: slot.courtId,
  challengeDate: slot.date,
  challengeTime: slot.startTime,
  timespan: 60,
});
const send = (from: SignedPlayer, to: SignedPlayer, body: object) =>
  server.call('sendChallenge', { token: from.token, params: { userId: from.id, otherUserId: to.id }, body });
const act = (who: SignedPlayer, action: string, challengeId: number, body?: object) =>
  server.call(`${action}Challenge` as 'acceptChallenge', { token: who.token, params: { challengeId }, body });
const rowOf = async (id: number) => (await server.db.select().from(challenges).where(eq(challenges.id, id)))[0];
const rowsOfPair = async (from: SignedPlayer, to: SignedPlayer) =>
  (
    await server.db
      .select()
      .from(challenges)
      .where(and(eq(challenges.challengerId, from.id), eq(challenges.challengedId, to.id)))
  ).length;
const holdOf = async (id: number) => (await server.db.select().from(holds).where(eq(holds.id, id)))[0];
const sendWithCourt = async (from: SignedPlayer, to: SignedPlayer) => {
  const answer = await send(from, to, withCourt());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.challengeId as number;
};
/** Someone else trying to hold the same court and time through the booking flow. */
const othersHold = async () => {
  const answer = await hold(server, p[9], court);
  if (answer.status === 200) await server.call('releaseHold', { token: p[9].token, params: { holdId: answer.body.holdId } });
  return answer.status === 200 ? 'free' : answer.body.code;
};

describe('a prime subscriber picks a court when challenging', () => {
  it('the options say who may pick a court (MATCH_BOOKING, no entity); the seeded prime subscriber may', async () => {
    const options = (who: SignedPlayer, rival: SignedPlayer) =>
      server.call('challengeOptions', { token: who.token, params: { userId: who.id, otherUserId: rival.id }, query: { sportId: '1' } });
    expect((await options(prime, p[2])).body.canPickCourt).toBe(true);
    expect((await options(p[2], prime)).body.canPickCourt).toBe(false);
    const seeded = await server.userId(DEMO.prime);
    const [feature] = await server.db.select().from(userFeatures).where(eq(userFeatures.userId, seeded));
    expect(feature).toMatchObject({ feature: 'MATCH_BOOKING', source: 'SEED' });
  });

  it('refuses a court from a player without MATCH_BOOKING (-64) and a time not on the grid (-99)', async () => {
    const refused = await send(p[2], p[3], withCourt());
    expect([refused.status, refused.body.code]).toEqual([403, '-64']);
    const offGrid = await send(prime, p[3], { ...withCourt(), challengeTime: '19:17' });
    expect([offGrid.status, offGrid.body.code]).toEqual([409, '-99']);
    const partial = await send(prime, p[3], { sportId: 1, clubId: court.clubId });
    expect(partial.status).toBe(400);
    expect(await server.db.select().from(challenges)).toEqual([]);
  });

  it('holds the court 120 minutes: nobody else can hold or challenge for it; a decline frees it', async () => {
    const id = await sendWithCourt(prime, p[2]);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      clubId: court.clubId,
      courtId: court.courtId,
      localDate: '2026-03-02',
      localTime: '19:00:00',
      timespan: 60,
    });
    expect(row.expiresAt.toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(await holdOf(row.holdId!)).toMatchObject({ purpose: 'challenge', state: 'held', userId: prime.id });
    const seen = await server.call('getChallenge', { token: p[2].token, params: { challengeId: id } });
    expect(seen.body.challenge).toMatchObject({
      clubId: court.clubId,
      courtId: court.courtId,
      clubName: 'Club Pádel Vitacura',
      courtName: 'Cancha 2',
      time: '19:00:00',
      timespan: 60,
    });
    expect(seen.body.challenge.expirationDate).toBe('2026-03-02T17:00:00.000Z');

    expect(await othersHold()).toBe('-99');
    const second = await send(primeToo, p[3], withCourt());
    expect([second.status, second.body.code]).toEqual([409, '-99']);
    // The prime subscriber's own booking hold elsewhere does not let go of the challenge's court.
    expect((await hold(server, prime, { ...court, startTime: '10:00:00', endTime: '11:00:00', date: '2026-03-03' })).status).toBe(200);
    expect((await holdOf(row.holdId!)).state).toBe('held');

    expect((await act(p[2], 'decline', id)).body.challenge.status).toBe('DECLINED');
    expect((await holdOf(row.holdId!)).state).toBe('released');
    expect(await othersHold()).toBe('free');
  });

  it('a cancel frees it too, and so does the challenge expiring after 120 minutes unanswered', async () => {
    const cancelled = await sendWithCourt(prime, p[4]);
    expect(await othersHold()).toBe('-99');
    expect((await act(prime, 'cancel', cancelled)).body.challenge.status).toBe('CANCELLED');
    expect(await othersHold()).toBe('free');

    const id = await sendWithCourt(prime, p[5]);
    clock.advanceMinutes(119);
    expect(await othersHold()).toBe('-99');
    clock.advanceMinutes(1);
    const read = await server.call('getChallenge', { token: prime.token, params: { challengeId: id } });
    expect(read.body.challenge.status).toBe('EXPIRED');
    const row = await rowOf(id);
    expect((await holdOf(row.holdId!)).state).toBe('expired');
    const live = await server.db
      .select()
      .from(courtClaims)
      .where(and(eq(courtClaims.holdId, row.holdId!), eq(courtClaims.active, true)));
    expect(live).toEqual([]);
    expect(await othersHold()).toBe('free');
    expect((await act(p[5], 'accept', id)).body.code).toBe('-8342');
    clock.set('2026-03-02T15:00:00Z');
  });

  it('an accept books the court for both players (paid at the club); calling the match off cancels that booking', async () => {
    const id = await sendWithCourt(prime, p[6]);
    const accepted = await act(p[6], 'accept', id);
    expect(accepted.body.challenge.status).toBe('ACCEPTED');
    const row = await rowOf(id);
    expect(row.bookingId).not.toBeNull();
    expect((await holdOf(row.holdId!)).state).toBe('booked');
    const [booking] = await server.db.select().from(bookings).where(eq(bookings.id, row.bookingId!));
    expect(booking).toMatchObject({
      userId: prime.id,
      courtId: court.courtId,
      localStartTime: '19:00:00',
      status: 'BOOKED',
      onlineAmount: 0,
    });
    expect(booking.amount).toBeGreaterThan(0);
    const players = await server.db.select().from(bookingPlayers).where(eq(bookingPlayers.bookingId, booking.id));
    expect(players.map((x) => [x.userId, x.status]).sort()).toEqual(
      [
        [prime.id, 'CONFIRMED'],
        [p[6].id, 'CONFIRMED'],
      ].sort(),
    );
    expect(players.reduce((sum, x) => sum + x.amount, 0)).toBe(booking.amount);
    // A booking does not run out with the 120 minutes.
    clock.advanceMinutes(150);
    expect(await othersHold()).toBe('-99');
    expect((await act(prime, 'nogo', id, { reason: 'Lesión' })).body.challenge.status).toBe('NOGO');
    const [after] = await server.db.select().from(bookings).where(eq(bookings.id, row.bookingId!));
    expect(after).toMatchObject({ status: 'CANCELLED', cancelReason: 'MATCH_NOGO' });
    expect(await othersHold()).toBe('free');
    clock.set('2026-03-02T15:00:00Z');
  });

  it("the club's booking limits apply to the held court: over them the send answers -6x with the limit and holds nothing", async () => {
    // primeToo's accepted challenge books Cancha 2 at 19:00: one booking that day at Vitacura.
    const id = await sendWithCourt(primeToo, p[7]);
    expect((await act(p[7], 'accept', id)).body.challenge.status).toBe('ACCEPTED');
    const later = { ...court, startTime: '20:00:00', endTime: '21:00:00' };
    const heldByPrimeToo = async () =>
      (
        await server.db
          .select()
          .from(holds)
          .where(and(eq(holds.userId, primeToo.id), eq(holds.purpose, 'challenge'), eq(holds.state, 'held')))
      ).length;
    const limitedTo = (limits: Partial<typeof clubSports.$inferInsert>) =>
      server.db
        .update(clubSports)
        .set(limits)
        .where(and(eq(clubSports.clubId, court.clubId), eq(clubSports.sportId, SPORT_ID.padel)));
    await limitedTo({ maxPerDayForSport: 1 });
    const perDay = await send(primeToo, p[8], withCourt(later));
    expect([perDay.status, perDay.body.code, perDay.body.details?.count]).toEqual([403, '-64', 1]);
    await limitedTo({ maxPerDayForSport: null, maxActiveForSport: 1 });
    const active = await send(primeToo, p[8], withCourt(later));
    expect([active.status, active.body.code, active.body.details?.count]).toEqual([409, '-63', 1]);
    expect(await heldByPrimeToo()).toBe(0);
    expect(await rowsOfPair(primeToo, p[8])).toBe(0);
    await limitedTo({ maxActiveForSport: null });
    // Without the limits the same send goes through; the match called off frees Cancha 2 for the next test.
    const sent = await send(primeToo, p[8], withCourt(later));
    expect(sent.status).toBe(200);
    // Leave both courts free for the next test: cancel the new one, call the first match off.
    expect((await act(primeToo, 'cancel', sent.body.challengeId)).body.challenge.status).toBe('CANCELLED');
    expect((await act(primeToo, 'nogo', id, { reason: 'Otra fecha' })).body.challenge.status).toBe('NOGO');
  });

  it('two prime subscribers asking for the same court at once: one gets it, the other -99', async () => {
    const slot = { ...court, startTime: '20:00:00', endTime: '21:00:00' };
    const answers = await Promise.all([send(prime, p[7], withCourt(slot)), send(primeToo, p[8], withCourt(slot))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('-99');
  });
});
