import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContract } from '#kernel/contract';
import { bookings, clubCredits, courtClaims } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, hold, movableClock, quote, quoteBody, SPORT_ID, type SlotRef } from '../support/booking';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';

// Spec part 1 §4.5 and part 2 §4 "Exchange": a booking changed for another slot. Club Pádel Vitacura;
// 2026-03-02 15:00Z is 12:00 there.
const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-04';
const FORM = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };

let server: TestServer;
let player: SignedPlayer;
let other: SignedPlayer;
let vitacura: number;

async function slotAt(court: string, hour: number, date = DATE): Promise<SlotRef> {
  return {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
  };
}

async function bookAt(who: SignedPlayer, slot: SlotRef, extra: Record<string, unknown> = {}) {
  expect((await hold(server, who, slot)).status).toBe(200);
  const booked = await book(server, who, slot, quoteBody(slot, 60, [who.id], { action: 'book', ...FORM, ...extra }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.bookingId as number;
}

/** The provider's approval, as stored: paid in full. */
async function markPaid(id: number) {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id));
  await server.db.update(bookings).set({ status: 'PAYED', totalPaid: row.onlineAmount, serviceFee: 700 }).where(eq(bookings.id, id));
  return row.onlineAmount;
}

const rowOf = async (id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const claimsOf = (id: number) =>
  server.db
    .select()
    .from(courtClaims)
    .where(and(eq(courtClaims.bookingId, id), eq(courtClaims.active, true)));
const changeEntry = (who: SignedPlayer, eBookingId: number) => ({ userId: who.id, eBookingId });

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [player, other] = await createPlayers(server.db, server.deps.tokens, 2, 'exchange');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('exchange a booking', () => {
  it('moves a paid booking to another hour in one go: the old one EXCHANGED and its court free, the new one carrying the payment, fee and insurance', async () => {
    const from = await slotAt('Cancha 1', 9);
    const oldId = await bookAt(player, from);
    const paid = await markPaid(oldId);
    await server.db
      .update(bookings)
      .set({ insurance: { planCode: 'MET-CL', playerCount: 1, amountUnitary: 990, amountTotal: 990, billed: true } })
      .where(eq(bookings.id, oldId));

    // The booking read says it may be changed.
    const read = await server.call('getBooking', { token: player.token, params: { bookingId: oldId } });
    expect(read.body.booking).toMatchObject({ isChangeable: true, club_user_blocked: false, exchangedToId: null });

    // The availability of the change leaves the booking's own slot out.
    const plain = await server.call('getClubTimeslots', {
      token: player.token,
      params: { sportId: SPORT_ID.padel, clubId: vitacura },
      query: { date: DATE, time: '09:00:00', timespan: '60' },
    });
    expect(plain.body.timeslots.some((s: { bookingId: number | null }) => s.bookingId === oldId)).toBe(true);
    const rebuilt = await server.call('getClubTimeslots', {
      token: player.token,
      params: { sportId: SPORT_ID.padel, clubId: vitacura },
      query: { date: DATE, time: '09:00:00', timespan: '60', eBookingId: String(oldId), rebuildAvailabilityMode: '1' },
    });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.timeslots.some((s: { bookingId: number | null }) => s.bookingId === oldId)).toBe(false);

    const to = await slotAt('Cancha 2', 11);
    expect((await hold(server, player, to)).status).toBe(200);
    const quoted = await quote(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId)]));
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const change = quoted.body.quotes[0].slot.priceInfo.bookingChange;
    const price = quoted.body.quotes[0].slot.priceInfo.discounted_app_amount;
    expect(change).toEqual({
      bookingId: oldId,
      totalAmountPayed: paid,
      serviceFee: 700,
      insuranceTotalAmount: 990,
      toPay: Math.max(0, price - paid),
      credit: Math.max(0, paid - price),
    });
    // Nothing more to pay for the same price, and no fee charged again.
    expect(quoted.body.bookingActions.paymentAmounts.pay).toBe(Math.max(0, price - paid));
    expect(quoted.body.bookingActions.serviceFee.active).toBe(false);

    const booked = await book(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId)], { action: 'book', ...FORM }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const newId = booked.body.bookingId as number;

    const [oldRow, newRow] = [await rowOf(oldId), await rowOf(newId)];
    expect(oldRow.status).toBe('EXCHANGED');
    expect(await claimsOf(oldId)).toHaveLength(0);
    expect(newRow).toMatchObject({
      status: 'PAYED',
      totalPaid: Math.min(paid, newRow.onlineAmount),
      serviceFee: 700,
      exchangedFromId: oldId,
      insurance: { planCode: 'MET-CL', amountTotal: 990, billed: true },
    });
    expect(await claimsOf(newId)).toHaveLength(1);
    // A paid slot: not a free booking the min-players job would cancel.
    expect(newRow.minPlayersDeadline).toBeNull();

    const summary = await server.call('getBooking', { token: player.token, params: { bookingId: newId } });
    expect(summary.body.booking).toMatchObject({ exchangedFromId: oldId, totalAmountPayed: newRow.totalPaid, hasInsurance: true });
    const oldSummary = await server.call('getBooking', { token: player.token, params: { bookingId: oldId } });
    expect(oldSummary.body.booking).toMatchObject({ status: 'EXCHANGED', isChangeable: false, exchangedToId: newId });

    // The old hour is free for someone else at once.
    expect((await hold(server, other, from)).status).toBe(200);

    // Once only: the booking it was is not changed twice.
    const to2 = await slotAt('Cancha 3', 12);
    expect((await hold(server, player, to2)).status).toBe(200);
    const again = await book(server, player, to2, quoteBody(to2, 60, [changeEntry(player, oldId)], { action: 'book', ...FORM }));
    expect([again.status, again.body.code]).toEqual([422, '-5750']);
  });

  it('credits what was paid beyond a cheaper slot at the club (the same ledger as trigger-credit-exchange)', async () => {
    const from = await slotAt('Cancha 1', 15);
    const oldId = await bookAt(player, from);
    await markPaid(oldId);
    // Paid more than any hour costs: the surplus is credited.
    await server.db
      .update(bookings)
      .set({ totalPaid: sql`${bookings.onlineAmount} + 5000` })
      .where(eq(bookings.id, oldId));
    const paid = (await rowOf(oldId)).totalPaid;
    const to = await slotAt('Cancha 2', 16);
    expect((await hold(server, player, to)).status).toBe(200);
    const booked = await book(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId)], { action: 'book', ...FORM }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const newRow = await rowOf(booked.body.bookingId);
    expect(newRow.totalPaid).toBe(newRow.onlineAmount);
    const credits = await server.db
      .select()
      .from(clubCredits)
      .where(and(eq(clubCredits.bookingId, oldId), eq(clubCredits.reason, 'BOOKING_EXCHANGED')));
    expect(credits.map((c) => c.amount)).toEqual([paid - newRow.onlineAmount]);
  });

  it('an exchange that fails half way leaves the old booking as it was (booked, paid, its court claimed)', async () => {
    const from = await slotAt('Cancha 3', 9);
    const oldId = await bookAt(player, from);
    await markPaid(oldId);
    const before = await rowOf(oldId);
    const to = await slotAt('Cancha 3', 13);
    expect((await hold(server, player, to)).status).toBe(200);
    // The new booking's insert fails after the old one was marked EXCHANGED in the same transaction.
    await server.db.execute(sql`create or replace function fail_exchange() returns trigger language plpgsql as $$
      begin if new.exchanged_from_id is not null then raise exception 'injected failure'; end if; return new; end $$`);
    await server.db.execute(
      sql`create trigger fail_exchange before update on bookings for each row when (new.exchanged_from_id is not null) execute function fail_exchange()`,
    );
    try {
      const failed = await book(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId)], { action: 'book', ...FORM }));
      expect(failed.status).toBe(500);
    } finally {
      await server.db.execute(sql`drop trigger fail_exchange on bookings`);
    }
    const after = await rowOf(oldId);
    expect(after).toMatchObject({ status: before.status, totalPaid: before.totalPaid, cancelledAt: null });
    expect(await claimsOf(oldId)).toHaveLength(1);
    const made = await server.db.select().from(bookings).where(eq(bookings.exchangedFromId, oldId));
    expect(made).toHaveLength(0);
    // It can still be changed afterwards.
    const ok = await book(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId)], { action: 'book', ...FORM }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("refuses another user's booking with the no-access answer, and the booking read says 404 -64", async () => {
    const from = await slotAt('Cancha 1', 18);
    const theirs = await bookAt(other, from);
    const read = await server.call('getBooking', { token: player.token, params: { bookingId: theirs } });
    expect([read.status, read.body.code]).toEqual([404, '-64']);
    const to = await slotAt('Cancha 2', 18);
    expect((await hold(server, player, to)).status).toBe(200);
    const quoted = await quote(server, player, to, quoteBody(to, 60, [changeEntry(player, theirs)]));
    expect([quoted.status, quoted.body.code]).toEqual([404, '-404']);
    const booked = await book(server, player, to, quoteBody(to, 60, [changeEntry(player, theirs)], { action: 'book', ...FORM }));
    expect([booked.status, booked.body.code]).toEqual([404, '-404']);
    const slots = await server.call('getClubTimeslots', {
      token: player.token,
      params: { sportId: SPORT_ID.padel, clubId: vitacura },
      query: { date: DATE, time: '18:00:00', timespan: '60', eBookingId: String(theirs), rebuildAvailabilityMode: '1' },
    });
    expect(slots.status).toBe(404);
    expect((await rowOf(theirs)).status).toBe('BOOKED');
  });

  it('-5749 when the change adds guests; -5750 when the booking started', async () => {
    const from = await slotAt('Cancha 2', 20);
    const oldId = await bookAt(player, from);
    const to = await slotAt('Cancha 3', 21);
    expect((await hold(server, player, to)).status).toBe(200);
    const guests = await quote(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId), other.id]));
    expect([guests.status, guests.body.code]).toEqual([422, '-5749']);
    expect(bookingContract.requestQuote.errors['-5749']).toBeDefined();

    clock.set('2026-03-04T23:30:00Z'); // 20:30 there: it started
    const started = await quote(server, player, to, quoteBody(to, 60, [changeEntry(player, oldId)]));
    expect([started.status, started.body.code]).toEqual([422, '-5750']);
    const read = await server.call('getBooking', { token: player.token, params: { bookingId: oldId } });
    expect(read.body.booking.isChangeable).toBe(false);
    clock.set('2026-03-02T15:00:00Z');
  });
});
