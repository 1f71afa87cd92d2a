import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { bookings, payments, users } from '#server/db/schema';
import { SANDBOX_CARDS } from '#server/payments/sandboxProvider';
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
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// bookingsv2: free slots book directly; pay/downpay go through the sandbox provider; a rejected payment
// frees the court; a pending one blocks new bookings (-1698); unpaid played bookings block (-4498).

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;
let vitacura: number;
const form = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };
const padelAt = async (court: string, startTime: string, endTime: string, date = '2026-03-03'): Promise<SlotRef> => ({
  clubId: vitacura,
  sportId: SPORT_ID.padel,
  courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
  date,
  startTime,
  endTime,
});
async function holdAndBook(
  who: Player,
  slot: SlotRef,
  extra: Record<string, unknown>,
  players: (number | Record<string, unknown>)[] = [who.id],
) {
  expect((await hold(server, who, slot)).status).toBe(200);
  return book(server, who, slot, quoteBody(slot, 60, players, { ...form, ...extra }));
}
const paymentsOf = (bookingId: number) => server.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('book or pay', () => {
  it('books a free court directly: no payment, status BOOKED, listed among the caller’s bookings', async () => {
    const slot = await padelAt('Cancha 4', '10:00:00', '11:00:00');
    const response = await holdAndBook(player, slot, { action: 'book' });
    expect(response.body).toMatchObject({ error: false, status: 'BOOKED', paymentData: null });
    expect(await paymentsOf(response.body.bookingId)).toHaveLength(0);
    const listed = await server.call('listCourtBookings', {
      token: player.token,
      params: { clubId: vitacura, sportId: SPORT_ID.padel },
      query: { date: '2026-03-03', time: '10:30', timespan: '30' },
    });
    expect(listed.body.bookings).toEqual([
      expect.objectContaining({
        id: response.body.bookingId,
        local_start_time: '10:00:00',
        amount: 0,
        players: [expect.objectContaining({ user_id: player.id })],
      }),
    ]);
  });

  it('pays through the sandbox provider: APPROVED, the booking PAYED with the amount, the fee charged with it', async () => {
    const slot = await padelAt('Cancha 1', '10:00:00', '11:00:00');
    const response = await holdAndBook(player, slot, { action: 'pay', fopId: 15, fopParams: { cardNumber: SANDBOX_CARDS.approved } });
    expect(response.body).toMatchObject({ status: 'PAYED', paymentData: { status: 'APPROVED', redirectURL: null, errCategory: null } });
    const [payment] = await paymentsOf(response.body.bookingId);
    expect(payment).toMatchObject({ status: 'APPROVED', provider: 'sandbox', amount: 20600, currencyCode: 'CLP', action: 'pay' });
    expect(payment.providerRef).toMatch(/^sbx_/);
    expect(await bookingRow(response.body.bookingId)).toMatchObject({ totalPaid: 20000, onlineAmount: 20000, serviceFee: 600 });
  });

  it('a rejected payment cancels the booking and frees the court at once (FOP_SPEED is passed on)', async () => {
    const slot = await padelAt('Cancha 2', '10:00:00', '11:00:00');
    const response = await holdAndBook(player, slot, { action: 'pay', fopParams: { cardNumber: SANDBOX_CARDS.speed } });
    expect(response.body).toMatchObject({ status: 'CANCELLED', paymentData: { status: 'REJECTED', errCategory: 'FOP_SPEED' } });
    expect((await hold(server, rival, slot)).status).toBe(200);
  });

  it('a pending payment answers the provider URL, and blocks a new booking while in progress: -1698', async () => {
    const slot = await padelAt('Cancha 3', '10:00:00', '11:00:00');
    const response = await holdAndBook(rival, slot, { action: 'pay', fopParams: { cardNumber: SANDBOX_CARDS.pending } });
    expect(response.body).toMatchObject({
      status: 'BOOKED',
      paymentData: { status: 'PENDING', redirectURL: expect.stringMatching(/^http:\/\/courtflow\.test\/payment\/sandbox\/sbx_/) },
    });
    const next = await padelAt('Cancha 3', '12:00:00', '13:00:00');
    const blocked = await quote(server, rival, next, quoteBody(next, 60, [rival.id]));
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('-1698');
    clock.advanceMinutes(31); // a payment pending that long no longer counts as in progress
    expect((await quote(server, rival, next, quoteBody(next, 60, [rival.id]))).status).toBe(200);
    clock.set('2026-03-02T15:00:00Z');
    await server.db.update(payments).set({ status: 'REJECTED' }).where(eq(payments.bookingId, response.body.bookingId));
  });

  it('a downpay pays the club’s share and leaves the booking PARTIALLY_PAYED', async () => {
    const palermo = await clubIdOf(server.db, 'palermo-padel');
    const slot = {
      clubId: palermo,
      sportId: SPORT_ID.padel,
      courtId: await courtIdOf(server.db, 'palermo-padel', 'Cancha 1'),
      date: '2026-03-03',
      startTime: '10:00:00',
      endTime: '11:00:00',
    };
    const quoted = await quote(server, player, slot, quoteBody(slot, 60, [player.id]));
    expect(quoted.body.bookingActions).toMatchObject({
      paymentAmounts: { pay: 2500000, downpay: 750000 },
      actions: ['pay', 'downpay', 'book'],
    });
    const response = await holdAndBook(player, slot, { action: 'downpay' });
    expect(response.body).toMatchObject({ status: 'PARTIALLY_PAYED', paymentData: { status: 'APPROVED' } });
    expect(await bookingRow(response.body.bookingId)).toMatchObject({ totalPaid: 750000, downpayment: 750000, currencyCode: 'ARS' });
  });

  it('-4498: a played booking still unpaid at a club that requires payment blocks new ones there', async () => {
    // Not the rival: the seed blocks the rival at Palermo (server/db/seed/sportBlocks.ts).
    const admin = await playerOf(server, DEMO.admin);
    const palermo = await clubIdOf(server.db, 'palermo-padel');
    const court = await courtIdOf(server.db, 'palermo-padel', 'Cancha 2');
    const early = {
      clubId: palermo,
      sportId: SPORT_ID.padel,
      courtId: court,
      date: '2026-03-02',
      startTime: '14:00:00',
      endTime: '15:00:00',
    };
    expect((await holdAndBook(admin, early, { action: 'book' })).body.status).toBe('BOOKED'); // pay later
    clock.set('2026-03-02T19:00:00Z'); // 16:00 in Buenos Aires: played, not paid
    const later = { ...early, date: '2026-03-04' };
    const response = await quote(server, admin, later, quoteBody(later, 60, [admin.id]));
    expect(response.body.code).toBe('-4498');
    clock.set('2026-03-02T15:00:00Z');
  });
});

describe('the booking form, checked again by the server', () => {
  it('refuses an action the quote does not offer (pay at a club without online payment): -400', async () => {
    await server.db
      .update(users)
      .set({ geo: { countryCode: 'CL', stateId: 5, cityId: 5109 } })
      .where(eq(users.id, player.id));
    const vina = await clubIdOf(server.db, 'tenis-vina-del-mar');
    const slot = {
      clubId: vina,
      sportId: SPORT_ID.tennis,
      courtId: await courtIdOf(server.db, 'tenis-vina-del-mar', 'Cancha 1'),
      date: '2026-03-03',
      startTime: '10:00:00',
      endTime: '11:00:00',
    };
    const quoted = await quote(server, player, slot, quoteBody(slot, 60, [player.id]));
    expect(quoted.body.bookingActions).toMatchObject({ forbidPaymentAtBooking: true, actions: ['book'] });
    const paid = await holdAndBook(player, slot, { action: 'pay', comments: 'Con Rodrigo' });
    expect(paid.body).toMatchObject({ code: '-400', details: { actions: ['book'] } });
    const noComments = await book(server, player, slot, quoteBody(slot, 60, [player.id], { action: 'book' }));
    expect(noComments.body).toMatchObject({ code: '-400', details: { missing: ['comments'] } });
    // Viña asks for at least 5 characters (its comments_min_length).
    const short = await book(server, player, slot, quoteBody(slot, 60, [player.id], { action: 'book', comments: ' Yo  ' }));
    expect(short.body).toMatchObject({ code: '-400', details: { missing: ['comments'], minLength: 5 } });
    expect(
      (await book(server, player, slot, quoteBody(slot, 60, [player.id], { action: 'book', comments: 'Con Rodrigo' }))).body.status,
    ).toBe('BOOKED');
  });

  it('refuses a missing mandatory custom field, naming it', async () => {
    const slot = await padelAt('Cancha 1', '12:00:00', '13:00:00');
    await hold(server, player, slot);
    const response = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 2, value: 'AB1234' }] }),
    );
    expect(response.body).toMatchObject({ code: '-400', details: { missing: ['Nivel de juego'] } });
  });

  it('refuses a booking below an extra’s min_items (checked on booking, not while quoting)', async () => {
    const bogota = await clubIdOf(server.db, 'bogota-futbol-5');
    const slot = {
      clubId: bogota,
      sportId: SPORT_ID.football,
      courtId: await courtIdOf(server.db, 'bogota-futbol-5', 'Cancha 1'),
      date: '2026-03-03',
      startTime: '10:00:00',
      endTime: '11:00:00',
    };
    const quoted = await quote(server, player, slot, quoteBody(slot, 60, [player.id]));
    expect(quoted.status).toBe(200);
    const ball = quoted.body.quotes[0].slot.ancillaries[0];
    expect(ball).toMatchObject({ name: 'Balón', min_items: 1, max_items: 2 });
    const without = await holdAndBook(player, slot, { action: 'book' });
    expect(without.body).toMatchObject({ code: '-400', details: { ancillaries: [{ name: 'Balón', min_items: 1 }] } });
    const withBall = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [{ userId: player.id, ancillaries: [{ club_ancillary_id: ball.club_ancillary_id, quantity: 1 }] }], {
        action: 'book',
      }),
    );
    expect(withBall.body.status).toBe('BOOKED');
  });

  it('charges the insurance chosen with the booking when it matches the plan, and refuses one that does not', async () => {
    const plan = (
      await server.call('getInsurancePlan', {
        token: player.token,
        query: { timespan: '60', players: '4', sport_id: '1', club_id: String(vitacura) },
      })
    ).body.plan;
    expect(plan).toMatchObject({ country: 'CL', amountUF: 0.05, ufValue: 39727.58, amount: 1986 });
    const slot = await padelAt('Cancha 1', '14:00:00', '15:00:00');
    const team = {
      playerCount: 4,
      amountUnitary: plan.amount,
      amountTotal: plan.amount * 4,
      planCode: plan.planCode,
      selected: 'team',
      timespan: 60,
      country: 'CL',
    };
    const wrong = await holdAndBook(player, slot, { action: 'pay', insuranceInformation: { ...team, amountTotal: 1 } });
    expect(wrong.body.code).toBe('-400');
    const response = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [player.id], { ...form, action: 'pay', insuranceInformation: team }),
    );
    expect(response.body.status).toBe('PAYED');
    const [payment] = await paymentsOf(response.body.bookingId);
    expect(payment.amount).toBe(20000 + 600 + 4 * 1986);
    expect((await bookingRow(response.body.bookingId)).insurance).toEqual({
      planCode: plan.planCode,
      playerCount: 4,
      amountUnitary: 1986,
      amountTotal: 7944,
      billed: true,
    });
  });

  it('keeps the booking and payment tables consistent: every paid booking has an approved payment', async () => {
    const rows = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from bookings b where b.status in ('PAYED', 'PARTIALLY_PAYED')
          and not exists (select 1 from payments p where p.booking_id = b.id and p.status = 'APPROVED')`,
    );
    expect(rows[0].n).toBe(0);
  });
});
