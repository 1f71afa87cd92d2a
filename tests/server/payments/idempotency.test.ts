// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, sandboxNotifications, sandboxSessions } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { NOTIFICATION_PATH } from '#server/payments/gateway';
import { signBody, SIGNATURE_HEADER } from '#server/payments/sandbox/signature';
import { hold } from '../support/booking';
import {
  bookingOf,
  CARDS,
  holdAndBook,
  onProviderPage,
  pathOf,
  paymentsOf,
  paymentWorld,
  postForm,
  queryOf,
  type PaymentWorld,
} from './support';

// A provider return or notification replayed any number of times, or two tabs returning at once,
// confirms the booking once and charges once. Proof of payment is the provider's signed notification
// or our server-to-provider status check, never the browser's return URL alone.

let world: PaymentWorld;
beforeEach(async () => {
  world = await paymentWorld();
});
afterEach(() => world?.server.close());

const chargesOf = async (reference: string) =>
  world.server.db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, reference));
const purchasesOf = (bookingId: number) =>
  world.server.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.orderId, `1-${bookingId}`));

/** Books a paid slot with WEBPAY: PENDING, with the provider page to go to. */
async function webpayBooking(court: string, start: string, end: string) {
  const { server, player } = world;
  const slot = await world.padel(court, start, end);
  const booked = await holdAndBook(server, player, slot, { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } });
  expect(booked.body).toMatchObject({
    status: 'BOOKED',
    paymentData: { status: 'PENDING', redirectURL: expect.stringMatching(/\/sandbox\/webpay\/sbx_[0-9a-f]{32}$/) },
  });
  const token = booked.body.paymentData.redirectURL.split('/').pop() as string;
  return { slot, bookingId: booked.body.bookingId as number, token, redirectURL: booked.body.paymentData.redirectURL as string };
}

describe('the browser’s word is not proof', () => {
  it('returning to /webpay and posting the return form before paying confirms nothing', async () => {
    const { server, player } = world;
    const { bookingId, token } = await webpayBooking('Cancha 1', '09:00:00', '10:00:00');
    const status = await server.call('getWebpayStatus', { token: player.token, params: { token } });
    expect(status.body).toMatchObject({
      status: 'PENDING',
      webpay_id: expect.any(String),
      tokenposturl: 'http://courtflow.test/sandbox/webpay',
      productTransactionId: bookingId,
    });
    // /webpay_redirect posts the token to the provider page the status names (tokenposturl).
    const redirected = await postForm(server, '/sandbox/webpay', { token_ws: token });
    expect(redirected).toMatchObject({ statusCode: 303, headers: { location: `/sandbox/webpay/${token}` } });
    const returned = await postForm(server, '/payments/return', { token_ws: token });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(/^\/webpay\?tbk_token=/);
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'BOOKED', totalPaid: 0 });
    // A notification not signed by the provider is refused and changes nothing.
    const forged = JSON.stringify({ id: 'x1', token, status: 'APPROVED', errCategory: null, card: null });
    for (const signature of [undefined, 'sha256=00', signBody('not-the-secret', forged)]) {
      const response = await server.app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
        payload: forged,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: '-400' });
    }
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'BOOKED', totalPaid: 0 });
    expect((await paymentsOf(server, bookingId))[0].status).toBe('PENDING');
  });
});

describe('the return page', () => {
  it.each([
    ['reject', 'payment_error', 'payment_error_message'],
    ['speed', 'speed', 'speed_message'],
  ] as const)('a %s card ends on the error page with its texts, and the court is free again', async (card, title, message) => {
    const { server } = world;
    const { slot, bookingId, token, redirectURL } = await webpayBooking('Cancha 2', '11:00:00', '12:00:00');
    await onProviderPage(server, redirectURL, { card: CARDS[card] });
    const returned = await postForm(server, '/payments/return', { token_ws: token });
    expect(returned.statusCode).toBe(303);
    const query = new URL(String(returned.headers.location), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ status: '400', title, message });
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'CANCELLED' });
    expect((await hold(server, world.rival, slot)).status).toBe(200);
  });
});

describe('replays', () => {
  it('the provider’s return, notification and status replayed 10 times: one confirmation, one charge, one purchase', async () => {
    const { server, player } = world;
    const { bookingId, token, redirectURL } = await webpayBooking('Cancha 2', '09:00:00', '10:00:00');
    const paid = await onProviderPage(server, redirectURL, { card: CARDS.approveWebpay });
    expect(paid.statusCode).toBe(303);
    const back = String(paid.headers.location);
    expect(pathOf(back)).toMatch(/^\/webpay\?/);
    expect(queryOf(back).get('tbk_token')).toBe(token);
    const [payment] = await paymentsOf(server, bookingId);
    expect(queryOf(back).get('webpay_id')).toBe(String(payment.id));
    // The sandbox notified us (signed): already approved before the browser asks anything.
    expect(payment).toMatchObject({ status: 'APPROVED', cardLast4: '6623', cardBin: '405188', cardType: 'credit' });
    const booking = await bookingOf(server, bookingId);
    expect(booking).toMatchObject({ status: 'PAYED', totalPaid: booking.onlineAmount });

    const [notification] = await server.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.sessionToken, token));
    for (let i = 0; i < 10; i += 1) {
      const replayed = await server.app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
        payload: notification.body,
      });
      expect(replayed.statusCode).toBe(200);
      const status = await server.call('getWebpayStatus', { token: player.token, params: { token } });
      expect(status.body).toMatchObject({
        status: 'APPROVED',
        tokenposturl: null,
        url_redirection: 'http://courtflow.test/payments/return',
      });
      const returned = await postForm(server, '/payments/return', { token_ws: token, webpay_id: String(payment.id) });
      expect(returned.headers.location).toBe(`/summary/${bookingId}`);
    }
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'PAYED', totalPaid: booking.onlineAmount });
    expect((await paymentsOf(server, bookingId)).map((p) => p.status)).toEqual(['APPROVED']);
    const charges = await chargesOf(`booking-${bookingId}-payment-${payment.id}`);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'AUTHORIZED', amount: payment.amount });
    expect(await purchasesOf(bookingId)).toHaveLength(1);
  });

  it('two tabs returning at once, and 10 concurrent status checks: still one confirmation and one charge', async () => {
    const { server, player } = world;
    const { bookingId, token, redirectURL } = await webpayBooking('Cancha 3', '09:00:00', '10:00:00');
    // The provider approves but its notification is lost: only our status checks can confirm.
    const sandbox = server.deps.payments.ctx.providers as unknown as { deliver: unknown };
    const deliver = sandbox.deliver;
    sandbox.deliver = null;
    try {
      expect((await onProviderPage(server, redirectURL, { card: CARDS.approve })).statusCode).toBe(303);
    } finally {
      sandbox.deliver = deliver;
    }
    expect((await paymentsOf(server, bookingId))[0].status).toBe('PENDING');
    const [a, b] = await Promise.all([
      server.call('getWebpayStatus', { token: player.token, params: { token } }),
      server.call('getWebpayStatus', { token: player.token, params: { token } }),
    ]);
    expect([a.body.status, b.body.status]).toEqual(['APPROVED', 'APPROVED']);
    const many = await Promise.all([
      ...Array.from({ length: 5 }, () => server.call('getWebpayStatus', { token: player.token, params: { token } })),
      ...Array.from({ length: 5 }, () => postForm(server, '/payments/return', { token_ws: token })),
    ]);
    expect(many.slice(0, 5).every((r) => r.body.status === 'APPROVED')).toBe(true);
    const booking = await bookingOf(server, bookingId);
    expect(booking).toMatchObject({ status: 'PAYED', totalPaid: booking.onlineAmount });
    const [payment] = await paymentsOf(server, bookingId);
    expect(await chargesOf(`booking-${bookingId}-payment-${payment.id}`)).toHaveLength(1);
    expect(await purchasesOf(bookingId)).toHaveLength(1);
    const [settled] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from payments where booking_id = ${bookingId} and status = 'APPROVED'`,
    );
    expect(settled.n).toBe(1);
  });

  it('the same page decision posted twice (a double click) pays once; the second sees it processed', async () => {
    const { server } = world;
    const { bookingId, redirectURL } = await webpayBooking('Cancha 1', '12:00:00', '13:00:00');
    void bookingId;
    const path = pathOf(redirectURL);
    const card = { action: 'pay', cardNumber: CARDS.approve, expiry: '12/30', cvv: '123' };
    const [first, second] = await Promise.all([postForm(server, path, card), postForm(server, path, card)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([303, 422]);
  });

  it('the direct test-card charge that stays pending: its page (the first sandbox’s URL) shows it pending, then approved', async () => {
    const { server, player, clock } = world;
    const slot = await world.padel('Cancha 3', '11:00:00', '12:00:00');
    const booked = await holdAndBook(server, player, slot, { action: 'pay', fopParams: { cardNumber: CARDS.pending } });
    expect(booked.body.paymentData.redirectURL).toMatch(/^http:\/\/courtflow\.test\/payment\/sandbox\/sbx_/);
    const first = await server.app.inject({ method: 'GET', url: pathOf(booked.body.paymentData.redirectURL) });
    expect(first.statusCode).toBe(302);
    const page = await server.app.inject({ method: 'GET', url: String(first.headers.location) });
    expect(page.body).toContain('pendiente');
    clock.advanceMinutes(0.05);
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    expect((await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } })).body.status).toBe('APPROVED');
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'PAYED' });
  });

  it('a direct charge replayed by bookingsv2’s idempotency key charges once', async () => {
    const { server, rival } = world;
    const slot = await world.padel('Cancha 2', '11:00:00', '12:00:00');
    expect((await hold(server, rival, slot)).status).toBe(200);
    const body = {
      date: slot.date,
      time: slot.startTime,
      timespan: 60,
      bookUserIds: [{ userId: rival.id }],
      action: 'pay',
      fopParams: { cardNumber: CARDS.approve },
      idempotencyKey: 'pay-once-0001',
      dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
    };
    const params = { clubId: slot.clubId, sportId: slot.sportId, courtId: slot.courtId };
    const answers = await Promise.all(Array.from({ length: 3 }, () => server.call('createBooking', { token: rival.token, params, body })));
    expect(new Set(answers.map((a) => a.body.bookingId)).size).toBe(1);
    const [payment] = await paymentsOf(server, answers[0].body.bookingId);
    expect(await chargesOf(`booking-${payment.bookingId}-payment-${payment.id}`)).toHaveLength(1);
    const approved = await server.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.orderId, `1-${payment.bookingId}`)));
    expect(approved).toHaveLength(1);
  });
});
