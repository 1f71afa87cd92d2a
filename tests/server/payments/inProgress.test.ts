import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxSessions } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { eq } from 'drizzle-orm';
import { hold, quote, quoteBody } from '../support/booking';
import { bookingOf, CARDS, FORM, holdAndBook, onProviderPage, paymentsOf, paymentWorld, type PaymentWorld } from './support';

// A booking in progress (spec part 1 §8 -1698) must not lock the player out (issue 9, item 1): the
// -1698 answer names the booking whose payment is open (club, court, date, time, and the way back to
// its payment), and PATCH /api/bookings/{id} (replace /status with CANCELLED) cancels the caller's
// booking whose payment is still open: the payment is voided at the provider first, the court is
// free at once and the next booking goes through.

let world: PaymentWorld;
beforeEach(async () => {
  world = await paymentWorld();
});
afterEach(() => world?.server.close());

const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };
const CANCEL = [{ op: 'replace', path: '/status', value: 'CANCELLED' }];
const cancel = (token: string, bookingId: number, body: unknown = CANCEL) =>
  world.server.call('cancelBooking', { token, params: { bookingId }, body });

/** The player left a Webpay page open: a booking whose payment is PENDING. */
async function abandonedWebpay() {
  const slot = await world.padel('Cancha 1', '19:00:00', '20:00:00');
  const booked = await holdAndBook(world.server, world.player, slot, webpay);
  expect(booked.body.paymentData.status).toBe('PENDING');
  return { slot, bookingId: booked.body.bookingId as number, redirectURL: booked.body.paymentData.redirectURL as string };
}

describe('a booking in progress', () => {
  it('-1698 on the next quote and booking names it: club, court, date, time and the way back to its payment', async () => {
    const { bookingId, redirectURL } = await abandonedWebpay();
    const other = await world.padel('Cancha 2', '21:00:00', '22:00:00');
    expect((await hold(world.server, world.player, other)).status).toBe(200);
    const [payment] = await paymentsOf(world.server, bookingId);
    const expected = {
      bookingId,
      clubId: world.vitacura,
      clubName: 'Club Pádel Vitacura',
      courtName: 'Cancha 1',
      date: '2026-03-03',
      startTime: '19:00:00',
      endTime: '20:00:00',
      webpay_id: String(payment.id),
      redirectURL,
    };
    const quoted = await quote(world.server, world.player, other, quoteBody(other, 60, [world.player.id]));
    expect(quoted.status).toBe(409);
    expect(quoted.body).toMatchObject({ error: true, code: '-1698', details: expected });
    const booked = await world.server.call('createBooking', {
      token: world.player.token,
      params: { clubId: other.clubId, sportId: other.sportId, courtId: other.courtId },
      body: quoteBody(other, 60, [world.player.id], { action: 'book', ...FORM }),
    });
    expect(booked.body).toMatchObject({ code: '-1698', details: expected });
  });

  it('cancelled with PATCH: voided at the provider first, the court free at once, the next booking goes through', async () => {
    const { slot, bookingId, redirectURL } = await abandonedWebpay();
    expect((await hold(world.server, world.rival, slot)).status).toBe(409);
    const answer = await cancel(world.player.token, bookingId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, id: bookingId, status: 'CANCELLED' });
    expect(await bookingOf(world.server, bookingId)).toMatchObject({ status: 'CANCELLED' });
    const [payment] = await paymentsOf(world.server, bookingId);
    expect(payment).toMatchObject({ status: 'REJECTED', errCategory: 'CANCELLED' });
    // The provider's page no longer takes the payment.
    const [session] = await world.server.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, payment.providerRef!));
    expect(session.status).toBe('REJECTED');
    const late = await onProviderPage(world.server, redirectURL, { card: CARDS.approveWebpay }).catch(() => null);
    expect(late?.statusCode ?? 422).not.toBe(303);
    expect(await bookingOf(world.server, bookingId)).toMatchObject({ status: 'CANCELLED' });
    // The court is free for anyone, and the player's next booking is no longer refused.
    expect((await hold(world.server, world.rival, slot)).status).toBe(200);
    const next = await world.padel('Cancha 2', '21:00:00', '22:00:00');
    const booked = await holdAndBook(world.server, world.player, next, { action: 'book' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  });

  it("another person's booking is 404 (nothing changes); a malformed patch is -400", async () => {
    const { bookingId } = await abandonedWebpay();
    const intruder = await cancel(world.rival.token, bookingId);
    expect(intruder.status).toBe(404);
    expect(intruder.body.code).toBe('-64');
    expect((await paymentsOf(world.server, bookingId))[0].status).toBe('PENDING');
    expect((await cancel(world.player.token, bookingId, [{ op: 'replace', path: '/status', value: 'PAYED' }])).status).toBe(400);
    expect((await cancel(world.player.token, bookingId, [])).status).toBe(400);
    expect((await cancel(world.player.token, 2_000_000)).status).toBe(404);
  });

  it('a paid booking cannot be cancelled here (-52); an already cancelled one answers CANCELLED again', async () => {
    const slot = await world.padel('Cancha 3', '19:00:00', '20:00:00');
    const booked = await holdAndBook(world.server, world.player, slot, webpay);
    await onProviderPage(world.server, booked.body.paymentData.redirectURL, { card: CARDS.approveWebpay });
    expect((await bookingOf(world.server, booked.body.bookingId)).status).toBe('PAYED');
    const refused = await cancel(world.player.token, booked.body.bookingId);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('-52');
    expect((await bookingOf(world.server, booked.body.bookingId)).status).toBe('PAYED');

    const { bookingId } = await abandonedWebpay();
    expect((await cancel(world.player.token, bookingId)).body.status).toBe('CANCELLED');
    const again = await cancel(world.player.token, bookingId);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('CANCELLED');
  });

  it('the abandoned-payment sweep still frees a court nobody comes back to', async () => {
    const { slot, bookingId } = await abandonedWebpay();
    world.clock.advanceMinutes(16);
    expect((await hold(world.server, world.rival, slot)).status).toBe(200);
    expect((await paymentsOf(world.server, bookingId))[0]).toMatchObject({ status: 'REJECTED' });
    expect(await bookingOf(world.server, bookingId)).toMatchObject({ status: 'CANCELLED' });
  });
});
