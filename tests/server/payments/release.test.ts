import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discountCodes, sandboxSessions, userCoupons } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { hold } from '../support/booking';
import {
  bookingOf,
  CARDS,
  holdAndBook,
  onProviderPage,
  paymentsOf,
  paymentWorld,
  whileStatusChecksFail,
  type PaymentWorld,
} from './support';

// A payment that ends REJECTED releases what it held (the court claim or the seats, coupons,
// discount codes); a payment abandoned on the provider's page frees the court after the configured
// time (PAYMENT_ABANDON_MINUTES, default 15) by its timestamp, with no timer; approved too late, the
// money goes back.

let world: PaymentWorld;
afterEach(() => world?.server.close());

const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };
const claimsOf = (bookingId: number) =>
  queryRows<{ active: boolean; expires_at: unknown }>(
    world.server.db,
    sql`select active, expires_at from court_claims where booking_id = ${bookingId}`,
  );

describe('a rejected payment frees what it held', () => {
  beforeEach(async () => {
    world = await paymentWorld();
  });

  it('rejected on the provider page: the booking is cancelled, the court free, the discount code given back', async () => {
    const { server, player, rival } = world;
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const [coupon] = await server.db.select().from(userCoupons).where(eq(userCoupons.userId, player.id));
    const code = async () => (await server.db.select().from(discountCodes).where(eq(discountCodes.code, 'PADEL10')))[0].usedCount;
    const codeBefore = await code();
    const booked = await holdAndBook(server, player, slot, { ...webpay, promo_code: 'PADEL10' }, [
      { userId: player.id },
      { userId: rival.id, clubCouponId: null },
    ]);
    expect(booked.body).toMatchObject({ status: 'BOOKED', paymentData: { status: 'PENDING' } });
    const bookingId = booked.body.bookingId;
    expect(await code()).toBe(codeBefore + 1);
    expect((await hold(server, rival, slot)).status).toBe(409); // the court is held while the person pays

    const answer = await onProviderPage(server, booked.body.paymentData.redirectURL, { card: CARDS.reject });
    expect(answer.statusCode).toBe(303);
    expect((await paymentsOf(server, bookingId))[0]).toMatchObject({ status: 'REJECTED', errCategory: 'REJECTED_BY_ISSUER' });
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'CANCELLED' });
    expect(await claimsOf(bookingId)).toEqual([expect.objectContaining({ active: false })]);
    expect(await code()).toBe(codeBefore);
    expect((await server.db.select().from(userCoupons).where(eq(userCoupons.userId, player.id)))[0].quantityLeft).toBe(coupon.quantityLeft);
    expect((await hold(server, rival, slot)).status).toBe(200);
    const status = await server.call('getWebpayStatus', {
      token: player.token,
      params: { token: (await paymentsOf(server, bookingId))[0].token },
    });
    expect(status.body.status).toBe('REJECTED');
  });

  it('a coupon spent on the booking comes back when its payment is cancelled on the page', async () => {
    const { server, player, rival } = world;
    // On a capacity court each person pays a seat: the coupon pays the caller's, the rival's is paid online.
    const slot = await world.padel('Clínica de pádel', '12:00:00', '13:00:00');
    const [coupon] = await server.db.select().from(userCoupons).where(eq(userCoupons.userId, player.id));
    const booked = await holdAndBook(
      server,
      player,
      slot,
      webpay,
      [{ userId: player.id, clubCouponId: coupon.clubCouponId }, { userId: rival.id }],
      { seats: 2 },
    );
    expect(booked.body.paymentData?.status).toBe('PENDING');
    expect((await server.db.select().from(userCoupons).where(eq(userCoupons.userId, player.id)))[0].quantityLeft).toBe(
      coupon.quantityLeft - 1,
    );
    await onProviderPage(server, booked.body.paymentData.redirectURL, 'cancel');
    expect((await paymentsOf(server, booked.body.bookingId))[0]).toMatchObject({ status: 'REJECTED', errCategory: 'ABORTED' });
    expect((await server.db.select().from(userCoupons).where(eq(userCoupons.userId, player.id)))[0].quantityLeft).toBe(coupon.quantityLeft);
  });

  it('seats of a capacity court come back when the payment is rejected (FOP_SPEED passed on)', async () => {
    const { server, player, rival } = world;
    const slot = await world.padel('Clínica de pádel', '10:00:00', '11:00:00');
    const seats = async () =>
      (await queryRows<{ used: number }>(server.db, sql`select used from capacity_slots where court_id = ${slot.courtId}`))[0]?.used ?? 0;
    const booked = await holdAndBook(server, player, slot, webpay, [player.id, rival.id], { seats: 2 });
    expect(booked.body.paymentData?.status).toBe('PENDING');
    expect(await seats()).toBe(2);
    await onProviderPage(server, booked.body.paymentData.redirectURL, { card: CARDS.speed });
    expect((await paymentsOf(server, booked.body.bookingId))[0]).toMatchObject({ status: 'REJECTED', errCategory: 'FOP_SPEED' });
    expect(await seats()).toBe(0);
  });

  it('a rejected one-time card token (3-D Secure failed) releases the court at once', async () => {
    const { server, player, rival } = world;
    const slot = await world.padel('Cancha 3', '10:00:00', '11:00:00');
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/tokens',
      payload: { card: { name: 'Pia Soto', number: CARDS.threeDsFail, cvc: '123', expiryMonth: '12', expiryYear: '30' } },
    });
    const { token, secureId } = made.json();
    const check = await server.app.inject({ method: 'POST', url: `/sandbox/kushki/v1/3ds/${secureId}`, payload: {} });
    expect(check.json()).toMatchObject({ passed: false });
    const booked = await holdAndBook(server, player, slot, {
      action: 'pay',
      fopId: FOP_IDS.KUSHKI,
      fopParams: { installments: 1, paymentType: 'card', token },
    });
    expect(booked.body).toMatchObject({ status: 'CANCELLED', paymentData: { status: 'REJECTED', errCategory: 'AUTHENTICATION_FAILED' } });
    expect((await hold(server, rival, slot)).status).toBe(200);
  });
});

describe('a payment abandoned on the provider page', () => {
  it('holds the court until the configured time (default 15 minutes), then frees it by its timestamp', async () => {
    world = await paymentWorld();
    const { server, player, rival, clock } = world;
    expect(server.settings.paymentAbandonMinutes).toBe(15);
    const slot = await world.padel('Cancha 1', '18:00:00', '19:00:00');
    const booked = await holdAndBook(server, player, slot, webpay);
    const bookingId = booked.body.bookingId;
    const [payment] = await paymentsOf(server, bookingId);
    expect(payment.expiresAt?.toISOString()).toBe('2026-03-02T15:15:00.000Z');
    clock.advanceMinutes(14);
    expect((await hold(server, rival, slot)).body.code).toBe('-99');
    const courtFree = async () => {
      const answer = await server.call('getClubTimeslots', {
        token: rival.token,
        params: { clubId: slot.clubId, sportId: slot.sportId },
        query: { date: slot.date, time: '18:00:00', timespan: '60' },
      });
      expect(answer.status).toBe(200);
      return (answer.body.timeslots as { courtId: number; local_start_time: string }[]).some(
        (t) => t.courtId === slot.courtId && t.local_start_time === '18:00:00',
      );
    };
    expect(await courtFree()).toBe(false);
    clock.advanceMinutes(1); // 15 minutes: nobody ran anything, the claim simply stopped counting
    expect(await courtFree()).toBe(true);
    expect((await hold(server, rival, slot)).status).toBe(200);
    // The person comes back to the page too late: the provider refuses; the payment ends REJECTED.
    const page = await server.app.inject({ method: 'GET', url: new URL(booked.body.paymentData.redirectURL).pathname });
    expect(page.body).toContain('La sesión de pago expiró');
    expect(page.body).not.toContain('name="cardNumber"');
    const late = await onProviderPage(server, booked.body.paymentData.redirectURL, { card: CARDS.approve });
    expect(late.statusCode).toBe(422);
    const status = await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } });
    expect(status.body.status).toBe('REJECTED');
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'CANCELLED' });
    expect((await paymentsOf(server, bookingId))[0]).toMatchObject({ status: 'REJECTED', errCategory: 'TIMEOUT' });
  });

  it('PAYMENT_ABANDON_MINUTES sets the time', async () => {
    world = await paymentWorld({ paymentAbandonMinutes: 5 });
    const { server, player, rival, clock } = world;
    const slot = await world.padel('Cancha 2', '18:00:00', '19:00:00');
    await holdAndBook(server, player, slot, webpay);
    clock.advanceMinutes(4);
    expect((await hold(server, rival, slot)).status).toBe(409);
    clock.advanceMinutes(1);
    expect((await hold(server, rival, slot)).status).toBe(200);
  });

  it('approved by the provider after the court went to someone else: the payment is given back (VOID), charged net zero', async () => {
    world = await paymentWorld();
    const { server, player, rival, clock } = world;
    const slot = await world.padel('Cancha 3', '18:00:00', '19:00:00');
    const booked = await holdAndBook(server, player, slot, webpay);
    const bookingId = booked.body.bookingId;
    // Paid with a card that stays pending at the provider; the person never comes back.
    const paid = await onProviderPage(server, booked.body.paymentData.redirectURL, { card: CARDS.pending });
    expect(paid.statusCode).toBe(303);
    clock.advanceMinutes(16);
    // A hold first settles expired payments by asking the provider; while it cannot be reached, the
    // expired claim still stops counting and the court goes to the rival.
    expect((await whileStatusChecksFail(server, () => hold(server, rival, slot))).status).toBe(200);
    const [payment] = await paymentsOf(server, bookingId);
    const status = await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } });
    expect(status.body.status).toBe('VOID');
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'CANCELLED', totalPaid: 0 });
    const [charge] = await server.db
      .select()
      .from(sandboxSessions)
      .where(and(eq(sandboxSessions.token, payment.token!)));
    expect(charge.status).toBe('REVERSED');
    expect((await hold(server, player, slot)).status).toBe(409); // the rival's hold stands
  });

  it('approved late while nobody took the court: the booking is confirmed', async () => {
    world = await paymentWorld();
    const { server, player, clock } = world;
    const slot = await world.padel('Cancha 1', '20:00:00', '21:00:00');
    const booked = await holdAndBook(server, player, slot, webpay);
    await onProviderPage(server, booked.body.paymentData.redirectURL, { card: CARDS.pending });
    clock.advanceMinutes(16);
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    const status = await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } });
    expect(status.body.status).toBe('APPROVED');
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'PAYED' });
    expect(await claimsOf(booked.body.bookingId)).toEqual([{ active: true, expires_at: null }]);
  });
});
