import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingContract } from '#kernel/contract';
import { bookings, clubSports, notifications, users, waitingListEntries } from '#server/db/schema';
import { notifyFreedSlots } from '#server/booking/waitingList/freedSlots';
import { FOP_IDS } from '#server/payments/fops';
import { book, clubIdOf, courtIdOf, hold, movableClock, quoteBody, SPORT_ID, type SlotRef } from '../support/booking';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';

// Waiting lists (spec part 1 §4.6, §5, §7, §8): the waiting-list slots, the request's codes, and the
// people waiting told in the order they joined, once each, whichever way the booked slot frees:
// a cancel, the expiry of an unpaid booking (its payment abandoned), an exchange. Club Pádel Vitacura
// (waiting lists on, seeded); 2026-03-02 15:00Z is 12:00 there.
const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-04';
const FORM = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };
const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };

let server: TestServer;
let booker: SignedPlayer;
let waiters: SignedPlayer[];
let vitacura: number;

async function slotAt(court: string, hour: number): Promise<SlotRef> {
  return {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date: DATE,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
  };
}

async function bookAt(who: SignedPlayer, slot: SlotRef, extra: Record<string, unknown> = { action: 'book' }) {
  expect((await hold(server, who, slot)).status).toBe(200);
  const booked = await book(server, who, slot, quoteBody(slot, 60, [who.id], { ...FORM, ...extra }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.bookingId as number;
}

const join = (who: SignedPlayer, bookingId: number, clubId = vitacura) =>
  server.call(bookingContract.requestWaitingList, {
    token: who.token,
    body: { userId: who.id, bookingId, sportId: SPORT_ID.padel, clubId },
  });

/** Each waiter's freed-slot notices about a slot, in the order they were written. */
async function noticesTo(people: SignedPlayer[]) {
  return server.db
    .select({ userId: notifications.userId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'waitingListSlotFreed'),
        inArray(
          notifications.userId,
          people.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(notifications.id));
}

/**
 * Waits a little for the run a freeing call kicks, then runs the job once (a freeing with no call,
 * such as an abandoned payment found by a sweep, is told by it).
 */
async function settled(people: SignedPlayer[], expected: number) {
  for (let i = 0; i < 25 && (await noticesTo(people)).length < expected; i += 1) await new Promise((r) => setTimeout(r, 20));
  await notifyFreedSlots(server.db, server.deps.notifier, clock.now());
  return noticesTo(people);
}

const cancelBody = [{ op: 'replace', path: '/status', value: 'CANCELLED' }];

async function emailsOf(people: SignedPlayer[]) {
  const rows = await server.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Three waiters join in the order given (not their id order) and the slot frees; they are told in that order, once. */
async function expectToldInOrder(bookingId: number, free: () => Promise<void>) {
  const order = [waiters[2], waiters[0], waiters[1]];
  for (const who of order) expect((await join(who, bookingId)).status).toBe(200);
  const before = (await noticesTo(order)).length;
  const mailsBefore = server.outbox().length;
  await free();
  const told = (await settled(order, before + 3)).slice(before);
  expect(told.map((n) => n.userId)).toEqual(order.map((w) => w.id));
  expect(told[0].title).toBe('Se liberó un horario que esperabas');
  expect(told[0].body).toContain('04/03/2026');
  const emails = await emailsOf(order);
  const mailed = server
    .outbox()
    .slice(mailsBefore)
    .filter((m) => emails.has(m.to) && m.subject === 'Se liberó un horario que esperabas' && m.text.includes(`04/03/2026`));
  expect(mailed.map((m) => emails.get(m.to))).toEqual(order.map((w) => w.id));
  // A second freeing of nothing tells no one again.
  expect(await notifyFreedSlots(server.db, server.deps.notifier, clock.now())).toEqual([]);
  expect(await noticesTo(order)).toHaveLength(before + 3);
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  waiters = await createPlayers(server.db, server.deps.tokens, 3, 'waitlist');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  // Each test uses a fresh day's quota: the daily maximum test sets its own.
  await server.db.update(clubSports).set({ waitingListDailyMax: 20 }).where(eq(clubSports.clubId, vitacura));
});
// A booker of their own per test: a player books at most 4 a day at this club (-62).
beforeEach(async () => {
  [booker] = await createPlayers(server.db, server.deps.tokens, 1, 'booker');
});
afterAll(() => server?.close());

describe('waiting lists', () => {
  it('offers booked slots as waiting-list slots with their booking, to others only, where the sport keeps waiting lists', async () => {
    const slot = await slotAt('Cancha 1', 8);
    const bookingId = await bookAt(booker, slot);
    const listFor = async (who: SignedPlayer) => {
      const answer = await server.call('getClubTimeslots', {
        token: who.token,
        params: { sportId: SPORT_ID.padel, clubId: vitacura },
        query: { date: DATE, time: '08:00:00', timespan: '60', getWaitingListSlots: '1' },
      });
      expect(answer.status).toBe(200);
      return answer.body.timeslots as { bookingId: number; courtId: number; local_start_time: string; availableForWaitingList: boolean }[];
    };
    const seen = await listFor(waiters[0]);
    expect(seen.find((s) => s.bookingId === bookingId)).toMatchObject({
      courtId: slot.courtId,
      local_start_time: '08:00:00',
      availableForWaitingList: true,
    });
    expect(seen.every((s) => s.availableForWaitingList && s.bookingId !== null)).toBe(true);
    expect((await listFor(booker)).some((s) => s.bookingId === bookingId)).toBe(false);
    // The setting is data: off, the same booked slot is no waiting-list slot.
    await server.db.update(clubSports).set({ waitingListEnabled: false }).where(eq(clubSports.clubId, vitacura));
    expect(await listFor(waiters[0])).toEqual([]);
    await server.db.update(clubSports).set({ waitingListEnabled: true }).where(eq(clubSports.clubId, vitacura));
  });

  it('answers each refusal with its code and writes nothing: own booking -2802, already waiting -2801, not waitable -2804, daily maximum -2803', async () => {
    const bookingId = await bookAt(booker, await slotAt('Cancha 2', 8));
    const count = async () => (await server.db.select().from(waitingListEntries).where(eq(waitingListEntries.bookingId, bookingId))).length;
    expect((await join(booker, bookingId)).body).toMatchObject({ error: true, code: '-2802' });
    const joined = await join(waiters[0], bookingId);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ result: 'OK', entry: { bookingId, local_date: DATE, local_time: '08:00:00', status: 'waiting' } });
    expect((await join(waiters[0], bookingId)).body).toMatchObject({ error: true, code: '-2801' });
    expect((await join(waiters[1], bookingId, vitacura + 1000)).body).toMatchObject({ error: true, code: '-2804' });
    // Someone else's name in the body is no access.
    const forOther = await server.call(bookingContract.requestWaitingList, {
      token: waiters[1].token,
      body: { userId: waiters[2].id, bookingId, sportId: SPORT_ID.padel, clubId: vitacura },
    });
    expect(forOther.status).toBe(404);
    expect(await count()).toBe(1);

    // The day's maximum at the club's sport (a stored setting): the third request of the day is refused.
    await server.db.update(clubSports).set({ waitingListDailyMax: 2 }).where(eq(clubSports.clubId, vitacura));
    const other = await bookAt(booker, await slotAt('Cancha 3', 8));
    const third = await bookAt(booker, await slotAt('Cancha 1', 9));
    expect((await join(waiters[0], other)).status).toBe(200);
    expect((await join(waiters[0], third)).body).toMatchObject({ error: true, code: '-2803' });
    await server.db.update(clubSports).set({ waitingListDailyMax: 20 }).where(eq(clubSports.clubId, vitacura));

    // My waiting lists, and revoking one (someone else's is no access).
    const mine = await server.call(bookingContract.listWaitingLists, { token: waiters[0].token });
    expect(mine.body.waitingLists.map((e: { bookingId: number }) => e.bookingId)).toEqual([bookingId, other]);
    const id = mine.body.waitingLists[0].id as number;
    expect((await server.call(bookingContract.revokeWaitingList, { token: waiters[1].token, params: { id } })).status).toBe(404);
    const revoked = await server.call(bookingContract.revokeWaitingList, { token: waiters[0].token, params: { id } });
    expect(revoked.body.waitingLists.map((e: { bookingId: number }) => e.bookingId)).toEqual([other]);
  });

  it('tells the people waiting in the order they joined, once each, when the booking is cancelled', async () => {
    const bookingId = await bookAt(booker, await slotAt('Cancha 2', 10));
    await expectToldInOrder(bookingId, async () => {
      const cancelled = await server.call('cancelBooking', { token: booker.token, params: { bookingId }, body: cancelBody });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    });
  });

  it('tells them when an unpaid booking expires (its payment abandoned)', async () => {
    const bookingId = await bookAt(booker, await slotAt('Cancha 3', 10), webpay);
    await expectToldInOrder(bookingId, async () => {
      clock.advanceMinutes(15); // PAYMENT_ABANDON_MINUTES after the payment started
      await server.deps.payments.releaseExpired();
      expect((await server.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].status).toBe('CANCELLED');
    });
  });

  it('tells them when the booking is exchanged for another slot', async () => {
    const bookingId = await bookAt(booker, await slotAt('Cancha 1', 12));
    await expectToldInOrder(bookingId, async () => {
      const to = await slotAt('Cancha 2', 13);
      await bookAt(booker, to, { action: 'book', bookUserIds: [{ userId: booker.id, eBookingId: bookingId }] });
      expect((await server.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].status).toBe('EXCHANGED');
    });
  });

  it('tells no one when the freeing transaction rolls back, and no one who left the list', async () => {
    const bookingId = await bookAt(booker, await slotAt('Cancha 3', 13));
    expect((await join(waiters[0], bookingId)).status).toBe(200);
    const left = await join(waiters[1], bookingId);
    await server.call(bookingContract.revokeWaitingList, { token: waiters[1].token, params: { id: left.body.entry.id } });
    const before = (await noticesTo(waiters)).length;
    await server.db
      .transaction(async (tx) => {
        const { cancelBookingTx } = await import('#server/booking/reservations/cancelBooking');
        await cancelBookingTx(tx as never, bookingId, clock.now());
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await notifyFreedSlots(server.db, server.deps.notifier, clock.now())).toEqual([]);
    expect(await server.call('cancelBooking', { token: booker.token, params: { bookingId }, body: cancelBody })).toMatchObject({
      status: 200,
    });
    const told = await settled(waiters, before + 1);
    expect(told.slice(before).map((n) => n.userId)).toEqual([waiters[0].id]);
  });
});
