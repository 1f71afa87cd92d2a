import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clubCredits } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, hold, movableClock, quoteBody, SPORT_ID, type SlotRef } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { startTestServer, type TestServer } from './support/testServer';

// Spec part 2 §4 "A booking can be converted to credit", §7 trigger-credit-exchange and
// /api/ancillaries/buy (-299), §6 no access. Club Pádel Vitacura; 2026-03-02 15:00Z is 12:00 there.
const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-04';

let server: TestServer;
let player: SignedPlayer;
let stranger: SignedPlayer;
let vitacura: number;

async function bookAt(court: string, hour: number, date = DATE): Promise<number> {
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
  };
  expect((await hold(server, player, slot)).status).toBe(200);
  const booked = await book(
    server,
    player,
    slot,
    quoteBody(slot, 60, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.bookingId as number;
}

/** The provider's approval, as stored: paid in full. */
const markPaid = async (id: number) => {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id));
  await server.db.update(bookings).set({ status: 'PAYED', totalPaid: row.onlineAmount }).where(eq(bookings.id, id));
  return row.onlineAmount;
};

const convert = (who: SignedPlayer, bookingId: number) =>
  server.call('convertBookingToCredit', { token: who.token, params: { bookingId } });
const extras = (who: SignedPlayer, bookingId: number) => server.call('listBookingAncillaries', { token: who.token, params: { bookingId } });
const buy = (who: SignedPlayer, bookingId: number, extraId: number) =>
  server.call('buyAncillary', { token: who.token, body: { booking_id: bookingId, club_ancillary_id: extraId } });

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [player, stranger] = await createPlayers(server.db, server.deps.tokens, 2, 'afterbooking');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('convert to credit', () => {
  it('turns a paid booking into credit once: EXCHANGED, the court free, the paid amount credited at the club', async () => {
    const id = await bookAt('Cancha 1', 9);
    const paid = await markPaid(id);
    expect(paid).toBeGreaterThan(0);

    const first = await convert(player, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ id, status: 'EXCHANGED', creditAmount: paid, creditBalance: paid, currencyCode: 'CLP' });
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('EXCHANGED');

    // Twice: refused, nothing credited again.
    const again = await convert(player, id);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('-52');
    const credits = await server.db
      .select()
      .from(clubCredits)
      .where(and(eq(clubCredits.userId, player.id), eq(clubCredits.clubId, vitacura)));
    expect(credits.map((c) => c.amount)).toEqual([paid]);

    // The court is free for someone else at once.
    const summary = await server.call('getBooking', { token: player.token, params: { bookingId: id } });
    expect(summary.body.booking.status).toBe('EXCHANGED');
    const active = await server.call('listActiveBookings', { token: player.token, params: { userId: player.id }, query: {} });
    expect(active.body.bookings.map((b: { id: number }) => b.id)).not.toContain(id);
  });

  it('refuses an unpaid or started booking (-52), and answers another user 404 -404', async () => {
    const unpaid = await bookAt('Cancha 2', 10);
    const refused = await convert(player, unpaid);
    expect([refused.status, refused.body.code]).toEqual([422, '-52']);

    await markPaid(unpaid);
    const stranger404 = await convert(stranger, unpaid);
    expect([stranger404.status, stranger404.body.code]).toEqual([404, '-404']);
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, unpaid));
    expect(row.status).toBe('PAYED');

    clock.set('2026-03-04T13:30:00Z'); // 10:30 there: it started
    const started = await convert(player, unpaid);
    expect([started.status, started.body.code]).toEqual([422, '-52']);
    clock.set('2026-03-02T15:00:00Z');
  });

  it('the list offers it only on paid bookings that have not started', async () => {
    const id = await bookAt('Cancha 3', 11);
    const before = await server.call('listActiveBookings', { token: player.token, params: { userId: player.id }, query: {} });
    expect(before.body.bookings.find((b: { id: number }) => b.id === id)).toMatchObject({
      isConvertibleToCredit: false,
      canBuyAncillaries: true,
    });
    await markPaid(id);
    const after = await server.call('listActiveBookings', { token: player.token, params: { userId: player.id }, query: {} });
    expect(after.body.bookings.find((b: { id: number }) => b.id === id)).toMatchObject({ isConvertibleToCredit: true });
  });
});

describe('buy ancillaries', () => {
  it('lists the club’s extras for the sport and adds one unit at a time up to max_items (-299 past it)', async () => {
    const id = await bookAt('Cancha 1', 14, '2026-03-05');
    const listed = await extras(player, id);
    expect(listed.status).toBe(200);
    const balls = listed.body.ancillaries.find((a: { name: string }) => a.name === 'Tubo de pelotas');
    const racket = listed.body.ancillaries.find((a: { name: string }) => a.name === 'Arriendo de paleta');
    expect(balls).toMatchObject({ amount: 4500, online_payment: 'Y', max_items: 3, quantity: 0 });

    const [before] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    for (let i = 1; i <= 3; i += 1) {
      const bought = await buy(player, id, balls.club_ancillary_id);
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(bought.body).toMatchObject({ ok: true, message: 'Tubo de pelotas' });
    }
    const fourth = await buy(player, id, balls.club_ancillary_id);
    expect([fourth.status, fourth.body.code]).toEqual([422, '-299']);
    expect((await buy(player, id, racket.club_ancillary_id)).status).toBe(200);

    const [after] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after.amount - before.amount).toBe(3 * 4500 + 3000);
    expect(after.onlineAmount - before.onlineAmount).toBe(3 * 4500);
    const relisted = await extras(player, id);
    expect(relisted.body.ancillaries.find((a: { name: string }) => a.name === 'Tubo de pelotas').quantity).toBe(3);
    // The summary shows the extras among its lines.
    const summary = await server.call('getBooking', { token: player.token, params: { bookingId: id } });
    expect(JSON.stringify(summary.body.booking.priceLines)).toContain('Tubo de pelotas');
  });

  it('an online extra on a paid booking leaves it part-paid with the extra to pay; a cancelled booking takes none', async () => {
    const id = await bookAt('Cancha 2', 15, '2026-03-05');
    await markPaid(id);
    const { body } = await extras(player, id);
    const balls = body.ancillaries.find((a: { name: string }) => a.name === 'Tubo de pelotas');
    const bought = await buy(player, id, balls.club_ancillary_id);
    expect(bought.body).toMatchObject({ ok: true, pendingAmount: 4500 });
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('PARTIALLY_PAYED');

    const other = await bookAt('Cancha 3', 16, '2026-03-05');
    await server.call('cancelBooking', {
      token: player.token,
      params: { bookingId: other },
      body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
    });
    expect((await extras(player, other)).body.ancillaries).toEqual([]);
    const refused = await buy(player, other, balls.club_ancillary_id);
    expect([refused.status, refused.body.code]).toEqual([422, '-299']);
  });

  it('another user’s booking answers 404 -404 on both calls and nothing changes', async () => {
    const id = await bookAt('Cancha 4', 17, '2026-03-06');
    const [before] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    const listed = await extras(stranger, id);
    expect([listed.status, listed.body.code]).toEqual([404, '-404']);
    const { body } = await extras(player, id);
    const bought = await buy(stranger, id, body.ancillaries[0].club_ancillary_id);
    expect([bought.status, bought.body.code]).toEqual([404, '-404']);
    const [after] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after.amount).toBe(before.amount);
  });
});
