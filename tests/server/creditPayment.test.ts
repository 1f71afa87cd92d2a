// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLSTATE, sqlState } from '#server/db/rows';
import { bookings, clubCreditBalances, clubCredits } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, hold, movableClock, quoteBody, SPORT_ID, type SlotRef } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { startTestServer, type TestServer } from './support/testServer';

// Spending converted credit (POST /api/bookings/{id}/pay-with-credit; issue 12): the caller's credit at
// the booking's club pays what /pay would charge as far as it reaches, in one transaction, never below
// zero (club_credit_balances' CHECK), never another player's credit, never another club's.
// Club Pádel Vitacura; 2026-03-02 15:00Z is 12:00 there.
const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-04';

let server: TestServer;
let player: SignedPlayer;
let stranger: SignedPlayer;
let vitacura: number;

async function bookAt(who: SignedPlayer, court: string, hour: number, date = DATE): Promise<number> {
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
  };
  expect((await hold(server, who, slot)).status).toBe(200);
  const body = quoteBody(slot, 60, [who.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] });
  const booked = await book(server, who, slot, body);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.bookingId as number;
}

const rowOf = async (id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** A paid booking converted: its paid amount becomes the player's credit at Vitacura. */
async function creditFrom(who: SignedPlayer, court: string, hour: number): Promise<number> {
  const id = await bookAt(who, court, hour, '2026-03-10');
  const row = await rowOf(id);
  expect(row.onlineAmount, `${court} at ${hour}`).toBeGreaterThan(0);
  await server.db.update(bookings).set({ status: 'PAYED', totalPaid: row.onlineAmount }).where(eq(bookings.id, id));
  const converted = await server.call('convertBookingToCredit', { token: who.token, params: { bookingId: id } });
  expect(converted.status, JSON.stringify(converted.body)).toBe(200);
  return converted.body.creditAmount as number;
}

const balanceOf = async (who: SignedPlayer, clubId = vitacura) => {
  const [row] = await server.db
    .select({ balance: clubCreditBalances.balance })
    .from(clubCreditBalances)
    .where(and(eq(clubCreditBalances.userId, who.id), eq(clubCreditBalances.clubId, clubId)));
  return row?.balance ?? 0;
};
const payWithCredit = (who: SignedPlayer, bookingId: number) =>
  server.call('payBookingWithCredit', { token: who.token, params: { bookingId } });
const summaryOf = async (who: SignedPlayer, bookingId: number) =>
  (await server.call('getBooking', { token: who.token, params: { bookingId } })).body.booking;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [player, stranger] = await createPlayers(server.db, server.deps.tokens, 2, 'creditpay');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('paying with converted credit', () => {
  it('credit short of the total pays the fee and part of the booking (PARTIALLY_PAYED); the rest is left to the cashier', async () => {
    const credit = await creditFrom(player, 'Cancha 1', 9);
    const id = await bookAt(player, 'Cancha 2', 9);
    const before = await summaryOf(player, id);
    expect(before.creditBalance).toBe(credit);
    expect(before.payAmount).toBeGreaterThan(credit); // the same court price plus the service fee
    const fee = before.serviceFee.feeAmount as number;
    // The booking flow's sport at the club says so too (show_credit_balance); another player has none.
    const sportOf = async (who: SignedPlayer) =>
      (await server.call('getClubSport', { token: who.token, params: { clubId: vitacura, sportId: SPORT_ID.padel } })).body.sport;
    expect(await sportOf(player)).toMatchObject({ show_credit_balance: true, creditBalance: credit });
    expect(await sportOf(stranger)).toMatchObject({ show_credit_balance: false, creditBalance: 0 });
    expect(fee).toBeGreaterThan(0);

    const paid = await payWithCredit(player, id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ id, status: 'PARTIALLY_PAYED', creditUsed: credit, creditBalance: 0, currencyCode: 'CLP' });
    expect(paid.body.pendingAmount).toBe(before.payAmount - credit);
    const row = await rowOf(id);
    expect([row.status, row.totalPaid]).toEqual(['PARTIALLY_PAYED', credit - fee]);
    expect(await balanceOf(player)).toBe(0);

    // The summary: no credit left, the rest (no fee again) still payable through the cashier.
    const after = await summaryOf(player, id);
    expect(after).toMatchObject({ creditBalance: 0, isPayable: true, payAmount: before.payAmount - credit, status: 'PARTIALLY_PAYED' });
    expect(after.statusHistory.map((h: { action: string }) => h.action)).toContain('PARTIALLY_PAYED');
    const ledger = await server.db
      .select()
      .from(clubCredits)
      .where(and(eq(clubCredits.userId, player.id), eq(clubCredits.bookingId, id)));
    expect(ledger.map((l) => [l.reason, l.amount])).toEqual([['BOOKING_PAID', -credit]]);

    // Nothing left to spend: -400, nothing changes.
    const again = await payWithCredit(player, id);
    expect([again.status, again.body.code]).toEqual([400, '-400']);
    expect((await rowOf(id)).totalPaid).toBe(credit - fee);
  });

  it('credit above the total pays it whole (PAYED) and keeps the rest', async () => {
    const credit = (await creditFrom(player, 'Cancha 3', 10)) + (await creditFrom(player, 'Cancha 2', 10));
    const id = await bookAt(player, 'Cancha 3', 11);
    const due = (await summaryOf(player, id)).payAmount as number;
    const paid = await payWithCredit(player, id);
    expect(paid.body).toMatchObject({ status: 'PAYED', creditUsed: due, creditBalance: credit - due, pendingAmount: 0 });
    const row = await rowOf(id);
    expect([row.status, row.totalPaid]).toEqual(['PAYED', row.onlineAmount]);
    expect(await balanceOf(player)).toBe(credit - due);
    expect((await summaryOf(player, id)).isPayable).toBe(false);
  });

  it("never spends another player's credit: their booking answers 404 -404, their own booking finds no credit (-400)", async () => {
    const theirs = await bookAt(player, 'Cancha 3', 12);
    const balance = await balanceOf(player);
    expect(balance).toBeGreaterThan(0);
    const denied = await payWithCredit(stranger, theirs);
    expect([denied.status, denied.body.code]).toEqual([404, '-404']);

    const own = await bookAt(stranger, 'Cancha 1', 12);
    const none = await payWithCredit(stranger, own);
    expect([none.status, none.body.code]).toEqual([400, '-400']);
    expect(await balanceOf(player)).toBe(balance);
    expect((await rowOf(theirs)).totalPaid).toBe(0);
    expect((await rowOf(own)).totalPaid).toBe(0);
  });

  it("never spends another club's credit", async () => {
    const lima = await clubIdOf(server.db, 'lima-padel-miraflores');
    await server.db.insert(clubCreditBalances).values({ userId: stranger.id, clubId: lima, currencyCode: 'CLP', balance: 1_000_000 });
    const id = await bookAt(stranger, 'Cancha 2', 13);
    const refused = await payWithCredit(stranger, id);
    expect([refused.status, refused.body.code]).toEqual([400, '-400']);
    expect(await balanceOf(stranger, lima)).toBe(1_000_000);
  });

  it('two payments at once with credit for one: one pays, the other finds what is left; the balance never goes below zero', async () => {
    const [racer] = await createPlayers(server.db, server.deps.tokens, 1, 'creditrace');
    const credit = await creditFrom(racer, 'Cancha 1', 14);
    const first = await bookAt(racer, 'Cancha 1', 15);
    const second = await bookAt(racer, 'Cancha 2', 15);
    const answers = await Promise.all([payWithCredit(racer, first), payWithCredit(racer, second)]);
    const used = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + (a.body.creditUsed as number), 0);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(used).toBe(credit);
    expect(await balanceOf(racer)).toBe(0);
    const spent = await server.db
      .select({ total: sql<string>`sum(${clubCredits.amount})` })
      .from(clubCredits)
      .where(eq(clubCredits.userId, racer.id));
    expect(Number(spent[0].total)).toBe(0);
  });

  it('the database refuses a balance below zero, whatever the code above it does', async () => {
    const refused = await server.db
      .update(clubCreditBalances)
      .set({ balance: -1 })
      .where(eq(clubCreditBalances.userId, player.id))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(sqlState(refused)).toBe(SQLSTATE.checkViolation);
    expect(await balanceOf(player)).toBeGreaterThanOrEqual(0);
  });
});
