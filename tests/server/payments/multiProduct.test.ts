// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { multipleProductItems, payments, sandboxNotifications } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { NOTIFICATION_PATH } from '#server/payments/gateway';
import { SIGNATURE_HEADER } from '#server/payments/sandbox/signature';
import { multiProductWorld, webpay } from './multiProductSupport';
import { bookingOf, CARDS, onProviderPage, postForm, queryOf, type PaymentWorld } from './support';

// POST /api/multiple-products/create-and-pay: several of the caller's unpaid court bookings paid in
// one payment and settled together, once, however often the provider's return, notification or status
// is replayed or raced. (Releases, refusals and cancelling: multiProductRelease.test.ts.)

const multiProduct = multiProductWorld();
let world: PaymentWorld;
beforeEach(() => {
  world = multiProduct.world();
});
const { unpaid, payTogether, groupPayment, chargesOf, purchasesOf } = multiProduct;

describe('paying several bookings together', () => {
  it('one WEBPAY payment for two bookings: PENDING (productId 4, the group), then both PAYED at once', async () => {
    const { server, player } = world;
    const a = await unpaid('Cancha 1', '09:00:00', '10:00:00');
    const b = await unpaid('Cancha 2', '11:00:00', '12:00:00');
    const [bookingA, bookingB] = [await bookingOf(server, a.bookingId), await bookingOf(server, b.bookingId)];

    const started = await payTogether([a.bookingId, b.bookingId]);
    expect(started.body).toMatchObject({
      error: false,
      productId: 4,
      productTransactionId: expect.any(Number),
      paymentData: { status: 'PENDING' },
      webpay_id: expect.stringMatching(/^\d+$/),
    });
    const groupId = started.body.productTransactionId as number;
    const payment = await groupPayment(groupId);
    expect(payment).toMatchObject({
      product: 'multiple',
      bookingId: a.bookingId,
      status: 'PENDING',
      amount: bookingA.onlineAmount + bookingA.serviceFee + bookingB.onlineAmount + bookingB.serviceFee,
      bookingPart: bookingA.onlineAmount + bookingB.onlineAmount,
    });
    const items = await server.db.select().from(multipleProductItems).where(eq(multipleProductItems.multipleProductId, groupId));
    expect(items.map((i) => [i.bookingId, i.open])).toEqual([
      [a.bookingId, true],
      [b.bookingId, true],
    ]);

    const back = await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve });
    expect(back.statusCode).toBe(303);
    expect(await bookingOf(server, a.bookingId)).toMatchObject({ status: 'PAYED', totalPaid: bookingA.onlineAmount });
    expect(await bookingOf(server, b.bookingId)).toMatchObject({ status: 'PAYED', totalPaid: bookingB.onlineAmount });
    expect(
      (await server.db.select().from(multipleProductItems).where(eq(multipleProductItems.multipleProductId, groupId))).every(
        (i) => !i.open,
      ),
    ).toBe(true);

    const status = await server.call('getWebpayStatus', {
      token: player.token,
      params: { token: queryOf(String(back.headers.location)).get('tbk_token') },
    });
    expect(status.body).toMatchObject({ status: 'APPROVED', source: 'multiple', productId: 4, productTransactionId: groupId });
    const returned = await postForm(server, '/payments/return', { token_ws: payment.token! });
    expect(returned.headers.location).toBe(`/multiple_product_summary/${groupId}`);
    expect(await purchasesOf(groupId)).toHaveLength(1);
    // Paid: neither can be paid again, alone or in a group.
    expect((await payTogether([a.bookingId])).body).toMatchObject({ code: '-400' });
    expect((await server.call('payBooking', { token: player.token, params: { id: b.bookingId }, body: webpay })).body).toMatchObject({
      code: '-400',
    });
  });

  it('a saved KUSHKI card approves at once; MP_DEVICE_SESSION_ID and installments (default 1) reach the provider', async () => {
    const { server, player } = world;
    const a = await unpaid('Cancha 1', '13:00:00', '14:00:00');
    const b = await unpaid('Cancha 3', '13:00:00', '14:00:00');
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/tokens',
      payload: { card: { name: 'Pia Soto', number: CARDS.approve, cvc: '123', expiryMonth: '12', expiryYear: '30' } },
    });
    const paid = await payTogether([a.bookingId, b.bookingId], {
      action: 'pay',
      fopId: FOP_IDS.KUSHKI,
      fopParams: { paymentType: 'card', token: made.json().token },
      MP_DEVICE_SESSION_ID: 'armor.device-42',
    });
    expect(paid.body).toMatchObject({ error: false, productId: 4, paymentData: { status: 'APPROVED' } });
    expect((await bookingOf(server, a.bookingId)).status).toBe('PAYED');
    expect((await bookingOf(server, b.bookingId)).status).toBe('PAYED');
    const payment = await groupPayment(paid.body.productTransactionId);
    const [session] = await chargesOf(`multiple-${payment.multipleProductId}-payment-${payment.id}`);
    expect(session.meta).toMatchObject({ deviceSessionId: 'armor.device-42', installments: 1 });
    expect(player.id).toBe(payment.userId);
  });
});

describe('replays and races: one confirmation, one charge', () => {
  it('the provider’s notification, the return and the status replayed 10 times', async () => {
    const { server, player } = world;
    const a = await unpaid('Cancha 1', '15:00:00', '16:00:00');
    const b = await unpaid('Cancha 2', '15:00:00', '16:00:00');
    const started = await payTogether([a.bookingId, b.bookingId]);
    const groupId = started.body.productTransactionId as number;
    expect((await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approveWebpay })).statusCode).toBe(303);
    const payment = await groupPayment(groupId);
    expect(payment.status).toBe('APPROVED');
    const paidA = await bookingOf(server, a.bookingId);
    const paidB = await bookingOf(server, b.bookingId);

    const [notification] = await server.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.sessionToken, payment.token!));
    for (let i = 0; i < 10; i += 1) {
      const replayed = await server.app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
        payload: notification.body,
      });
      expect(replayed.statusCode).toBe(200);
      expect((await postForm(server, '/payments/return', { token_ws: payment.token! })).headers.location).toBe(
        `/multiple_product_summary/${groupId}`,
      );
      expect(
        (await server.call('getWebpayStatusById', { token: player.token, params: { webpayId: String(payment.id) } })).body.status,
      ).toBe('APPROVED');
    }
    expect(await bookingOf(server, a.bookingId)).toMatchObject({ status: 'PAYED', totalPaid: paidA.totalPaid });
    expect(await bookingOf(server, b.bookingId)).toMatchObject({ status: 'PAYED', totalPaid: paidB.totalPaid });
    expect(await chargesOf(`multiple-${groupId}-payment-${payment.id}`)).toHaveLength(1);
    expect(await purchasesOf(groupId)).toHaveLength(1);
    expect((await server.db.select().from(payments).where(eq(payments.multipleProductId, groupId))).map((p) => p.status)).toEqual([
      'APPROVED',
    ]);
  });

  it('notification lost: two returns at once, then two notifications at once', async () => {
    const { server, player } = world;
    const a = await unpaid('Cancha 1', '17:00:00', '18:00:00');
    const b = await unpaid('Cancha 3', '17:00:00', '18:00:00');
    const started = await payTogether([a.bookingId, b.bookingId]);
    const groupId = started.body.productTransactionId as number;
    const sandbox = server.deps.payments.ctx.providers as unknown as { deliver: unknown };
    const deliver = sandbox.deliver;
    sandbox.deliver = null;
    try {
      expect((await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve })).statusCode).toBe(303);
    } finally {
      sandbox.deliver = deliver;
    }
    const payment = await groupPayment(groupId);
    expect(payment.status).toBe('PENDING');
    const [r1, r2] = await Promise.all([
      postForm(server, '/payments/return', { token_ws: payment.token! }),
      postForm(server, '/payments/return', { token_ws: payment.token! }),
    ]);
    expect([r1.headers.location, r2.headers.location]).toEqual([
      `/multiple_product_summary/${groupId}`,
      `/multiple_product_summary/${groupId}`,
    ]);
    const [notification] = await server.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.sessionToken, payment.token!));
    const replay = () =>
      server.app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: notification.signature },
        payload: notification.body,
      });
    const [n1, n2] = await Promise.all([replay(), replay()]);
    expect([n1.statusCode, n2.statusCode]).toEqual([200, 200]);
    const booking = await bookingOf(server, a.bookingId);
    expect(booking).toMatchObject({ status: 'PAYED', totalPaid: booking.onlineAmount });
    expect(await chargesOf(`multiple-${groupId}-payment-${payment.id}`)).toHaveLength(1);
    expect(await purchasesOf(groupId)).toHaveLength(1);
    expect((await server.call('getWebpayStatusById', { token: player.token, params: { webpayId: String(payment.id) } })).body.status).toBe(
      'APPROVED',
    );
  });

  it('two group payments of the same booking at once, and a single payment racing a group: one open payment', async () => {
    const { server, player } = world;
    const a = await unpaid('Cancha 1', '19:00:00', '20:00:00');
    const b = await unpaid('Cancha 2', '19:00:00', '20:00:00');
    const c = await unpaid('Cancha 3', '19:00:00', '20:00:00');
    const answers = await Promise.all([
      payTogether([a.bookingId, b.bookingId]),
      payTogether([c.bookingId, b.bookingId]),
      server.call('payBooking', { token: player.token, params: { id: b.bookingId }, body: webpay }),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === '-1698')).toBe(true);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(2);
    const [open] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from multiple_product_items where booking_id = ${b.bookingId} and open`,
    );
    const single = await server.db.select().from(payments).where(eq(payments.bookingId, b.bookingId));
    expect(Number(open.n) + single.filter((p) => p.status === 'PENDING' || p.status === 'CREATED').length).toBe(1);
    // While the group pays, its bookings cannot be paid alone.
    const winner = answers.find((r) => r.status === 200)!;
    if (winner.body.productId === 4) {
      expect((await server.call('payBooking', { token: player.token, params: { id: b.bookingId }, body: webpay })).body.code).toBe('-1698');
    }
  });
});
