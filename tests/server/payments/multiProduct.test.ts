import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, multipleProductItems, payments, sandboxNotifications, sandboxSessions } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { NOTIFICATION_PATH } from '#server/payments/gateway';
import { SIGNATURE_HEADER } from '#server/payments/sandbox/signature';
import { hold, type Player, type SlotRef } from '../support/booking';
import { snapshotTables } from '../support/tableSnapshot';
import {
  bookingOf,
  CARDS,
  holdAndBook,
  onProviderPage,
  pathOf,
  paymentWorld,
  postForm,
  queryOf,
  whileStatusChecksFail,
  type PaymentWorld,
} from './support';

// POST /api/multiple-products/create-and-pay: several of the caller's unpaid court bookings paid in
// one payment and settled together, once, however often the provider's return, notification or status
// is replayed or raced; a rejected (or abandoned) group payment releases every booking; another
// person's items answer 404 and write nothing. And POST /api/multiple-products/cancel.

let world: PaymentWorld;
beforeEach(async () => {
  world = await paymentWorld();
});
afterEach(() => world?.server.close());

const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };
const bookingItem = (id: number) => ({ productId: 1, productTransactionId: id });

/** A booked, unpaid slot (book now, pay later). */
async function unpaid(
  court: string,
  start: string,
  end: string,
  who: Player = world.player,
  players?: number[],
  holdExtra: Record<string, unknown> = {},
) {
  const slot = await world.padel(court, start, end);
  const booked = await holdAndBook(world.server, who, slot, { action: 'book' }, players ?? [who.id], holdExtra);
  expect(booked.body, JSON.stringify(booked.body)).toMatchObject({ status: 'BOOKED', paymentData: null });
  return { slot, bookingId: booked.body.bookingId as number };
}

const payTogether = (ids: number[], body: Record<string, unknown> = webpay, who: Player = world.player) =>
  world.server.call('createAndPayMultipleProducts', { token: who.token, body: { ...body, items: ids.map(bookingItem) } });

const groupPayment = async (groupId: number) =>
  (await world.server.db.select().from(payments).where(eq(payments.multipleProductId, groupId)))[0];
const chargesOf = (reference: string) => world.server.db.select().from(sandboxSessions).where(eq(sandboxSessions.reference, reference));
const purchasesOf = (groupId: number) =>
  world.server.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.orderId, `4-${groupId}`));
const seatsUsed = async (slot: SlotRef) =>
  (await queryRows<{ used: number }>(world.server.db, sql`select used from capacity_slots where court_id = ${slot.courtId}`)).reduce(
    (sum, row) => sum + Number(row.used),
    0,
  );

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

describe('a rejected or abandoned group payment releases every booking', () => {
  it('rejected on the provider page: all bookings cancelled, their courts and seats free', async () => {
    const { server, player, rival } = world;
    const a = await unpaid('Cancha 1', '10:00:00', '11:00:00');
    const b = await unpaid('Cancha 2', '10:00:00', '11:00:00');
    const clinic = await unpaid('Clínica de pádel', '10:00:00', '11:00:00', player, [player.id, rival.id], { seats: 2 });
    expect(await seatsUsed(clinic.slot)).toBe(2);
    const started = await payTogether([a.bookingId, b.bookingId, clinic.bookingId]);
    expect(started.body.paymentData.status).toBe('PENDING');
    expect((await hold(server, rival, a.slot)).status).toBe(409);

    expect((await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.reject })).statusCode).toBe(303);
    const payment = await groupPayment(started.body.productTransactionId);
    expect(payment).toMatchObject({ status: 'REJECTED', errCategory: 'REJECTED_BY_ISSUER' });
    for (const id of [a.bookingId, b.bookingId, clinic.bookingId]) expect((await bookingOf(server, id)).status).toBe('CANCELLED');
    expect(await seatsUsed(clinic.slot)).toBe(0);
    expect((await hold(server, rival, a.slot)).status).toBe(200);
    expect((await hold(server, rival, b.slot)).status).toBe(200);
    const status = await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } });
    expect(status.body).toMatchObject({ status: 'REJECTED', productId: 4 });
    expect(await purchasesOf(started.body.productTransactionId)).toHaveLength(0);
  });

  it('abandoned on the page: the exclusive courts are free at the configured time; the seats too, before any search counts them', async () => {
    const { server, player, rival, clock } = world;
    const a = await unpaid('Cancha 1', '20:00:00', '21:00:00');
    const clinic = await unpaid('Clínica de pádel', '12:00:00', '13:00:00', player, [player.id, rival.id], { seats: 2 });
    const started = await payTogether([a.bookingId, clinic.bookingId]);
    expect((await groupPayment(started.body.productTransactionId)).expiresAt?.toISOString()).toBe('2026-03-02T15:15:00.000Z');
    clock.advanceMinutes(14);
    expect((await hold(server, rival, a.slot)).status).toBe(409);
    clock.advanceMinutes(1);
    // Nobody checked the payment: the next hold and search find everything free.
    expect((await hold(server, rival, a.slot)).status).toBe(200);
    expect(await seatsUsed(clinic.slot)).toBe(0);
    expect((await groupPayment(started.body.productTransactionId)).status).toBe('REJECTED');
    expect((await bookingOf(server, clinic.bookingId)).status).toBe('CANCELLED');
    // Too late on the provider's page: refused; nothing is charged.
    expect((await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve })).statusCode).toBe(422);
    expect((await bookingOf(server, a.bookingId)).status).toBe('CANCELLED');
    expect(pathOf(started.body.paymentData.redirectURL)).toMatch(/^\/sandbox\/webpay\//);
  });

  it('approved late after one court went to someone else: nothing is kept, the whole payment goes back (VOID)', async () => {
    // (With the provider reachable, the hold's sweep would learn the approval first and keep both.)
    const { server, player, rival, clock } = world;
    const a = await unpaid('Cancha 1', '21:00:00', '22:00:00');
    const b = await unpaid('Cancha 2', '21:00:00', '22:00:00');
    const started = await payTogether([a.bookingId, b.bookingId]);
    await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.pending });
    clock.advanceMinutes(16);
    // The provider approved meanwhile but cannot be asked now: the expired claim stops counting anyway.
    expect((await whileStatusChecksFail(server, () => hold(server, rival, a.slot))).status).toBe(200);
    const payment = await groupPayment(started.body.productTransactionId);
    const status = await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } });
    expect(status.body.status).toBe('VOID');
    expect(await bookingOf(server, a.bookingId)).toMatchObject({ status: 'CANCELLED', totalPaid: 0 });
    expect(await bookingOf(server, b.bookingId)).toMatchObject({ status: 'CANCELLED', totalPaid: 0 });
    const [charge] = await chargesOf(`multiple-${payment.multipleProductId}-payment-${payment.id}`);
    expect(charge.status).toBe('REVERSED');
  });
});

describe('what the call refuses, writing nothing', () => {
  it('another person’s booking among the items: 404 NO_ACCESS, no row written', async () => {
    const { server, player, rival } = world;
    const mine = await unpaid('Cancha 1', '09:00:00', '10:00:00');
    const theirs = await unpaid('Cancha 2', '09:00:00', '10:00:00', rival);
    const before = await snapshotTables(server.db);
    const answer = await payTogether([mine.bookingId, theirs.bookingId]);
    expect(answer).toMatchObject({ status: 404, body: { error: true, code: '-404' } });
    const unknown = await payTogether([mine.bookingId, 2_000_000]);
    expect(unknown).toMatchObject({ status: 404, body: { code: '-404' } });
    const cancel = await server.call('cancelMultipleProducts', {
      token: player.token,
      body: { items: [bookingItem(mine.bookingId), bookingItem(theirs.bookingId)] },
    });
    expect(cancel).toMatchObject({ status: 404, body: { code: '-404' } });
    expect(await snapshotTables(server.db)).toEqual(before);
  });

  it('activities (-91), groups inside groups, repeats, paid bookings and foreign fops (-400): nothing written', async () => {
    const { server, player } = world;
    const a = await unpaid('Cancha 1', '09:00:00', '10:00:00');
    const b = await unpaid('Cancha 2', '09:00:00', '10:00:00');
    const before = await snapshotTables(server.db);
    const call = (items: unknown[], body: Record<string, unknown> = webpay) =>
      server.call('createAndPayMultipleProducts', { token: player.token, body: { ...body, items } });
    expect(await call([bookingItem(a.bookingId), { productId: 2, productTransactionId: 7 }])).toMatchObject({
      status: 422,
      body: { code: '-91' },
    });
    expect(await call([bookingItem(a.bookingId), { productId: 4, productTransactionId: 1 }])).toMatchObject({
      status: 400,
      body: { code: '-400' },
    });
    expect(await call([bookingItem(a.bookingId), bookingItem(a.bookingId)])).toMatchObject({
      status: 400,
      body: { code: '-400', details: { reason: 'A product appears twice' } },
    });
    expect(await call([{ productId: 3, productTransactionId: 1 }])).toMatchObject({ status: 400, body: { code: '-400' } });
    expect(await call([])).toMatchObject({ status: 400, body: { code: '-400' } });
    expect(await call([bookingItem(a.bookingId)], { action: 'downpay', fopId: FOP_IDS.WEBPAY })).toMatchObject({ status: 400 });
    expect(await call([bookingItem(a.bookingId), bookingItem(b.bookingId)], { action: 'pay', fopId: FOP_IDS.MERCADOPAGO })).toMatchObject({
      status: 400,
      body: { details: { fopId: 20 } },
    });
    expect(
      await call([bookingItem(a.bookingId)], {
        action: 'pay',
        fopId: FOP_IDS.KUSHKI,
        fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: '999' },
      }),
    ).toMatchObject({ status: 422, body: { code: '-133' } });
    const cancelActivity = await server.call('cancelMultipleProducts', {
      token: player.token,
      body: { items: [{ productId: 2, productTransactionId: 7 }] },
    });
    expect(cancelActivity).toMatchObject({ status: 422, body: { code: '-91' } });
    expect(await snapshotTables(server.db)).toEqual(before);
    // A booking already being paid alone.
    const single = await server.call('payBooking', { token: player.token, params: { id: b.bookingId }, body: webpay });
    expect(single.status).toBe(200);
    expect(await call([bookingItem(a.bookingId), bookingItem(b.bookingId)])).toMatchObject({ status: 409, body: { code: '-1698' } });
    expect((await server.db.select().from(multipleProductItems)).length).toBe(0);
  });
});

describe('cancelling several products at once', () => {
  it('cancels unpaid bookings and frees their courts; a group’s open payment is voided first; paid ones answer -52', async () => {
    const { server, player, rival } = world;
    const a = await unpaid('Cancha 1', '09:00:00', '10:00:00');
    const b = await unpaid('Cancha 2', '09:00:00', '10:00:00');
    const cancelled = await server.call('cancelMultipleProducts', {
      token: player.token,
      body: { items: [bookingItem(a.bookingId), bookingItem(b.bookingId)] },
    });
    expect(cancelled.body).toMatchObject({ error: false, code: '0', cancelled: [a.bookingId, b.bookingId] });
    expect((await hold(server, rival, a.slot)).status).toBe(200);
    // Again: already cancelled, nothing to do.
    expect((await server.call('cancelMultipleProducts', { token: player.token, body: { items: [bookingItem(a.bookingId)] } })).status).toBe(
      200,
    );

    const c = await unpaid('Cancha 1', '11:00:00', '12:00:00');
    const d = await unpaid('Cancha 3', '11:00:00', '12:00:00');
    const started = await payTogether([c.bookingId, d.bookingId]);
    const groupId = started.body.productTransactionId as number;
    // Only one of the group's bookings: refused, the group stays as it was.
    const partial = await server.call('cancelMultipleProducts', { token: player.token, body: { items: [bookingItem(c.bookingId)] } });
    expect(partial).toMatchObject({ status: 422, body: { code: '-52' } });
    expect((await groupPayment(groupId)).status).toBe('PENDING');
    const group = await server.call('cancelMultipleProducts', {
      token: player.token,
      body: { items: [{ productId: 4, productTransactionId: groupId }] },
    });
    expect(group.body).toMatchObject({ error: false, cancelled: [c.bookingId, d.bookingId].sort((x, y) => x - y) });
    const payment = await groupPayment(groupId);
    expect(payment).toMatchObject({ status: 'REJECTED', errCategory: 'ABORTED' });
    const [session] = await server.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, payment.token!));
    expect(session).toMatchObject({ status: 'REJECTED', errCategory: 'VOIDED' });
    expect((await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve })).statusCode).toBe(422);
    expect((await bookingOf(server, c.bookingId)).status).toBe('CANCELLED');
    expect(
      (
        await server.call('cancelMultipleProducts', {
          token: rival.token,
          body: { items: [{ productId: 4, productTransactionId: groupId }] },
        })
      ).status,
    ).toBe(404);

    const e = await unpaid('Cancha 2', '13:00:00', '14:00:00');
    const f = await unpaid('Cancha 3', '13:00:00', '14:00:00');
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/tokens',
      payload: { card: { name: 'Pia Soto', number: CARDS.approve, cvc: '123', expiryMonth: '12', expiryYear: '30' } },
    });
    const paid = await server.call('payBooking', {
      token: player.token,
      params: { id: e.bookingId },
      body: { action: 'pay', fopId: FOP_IDS.KUSHKI, fopParams: { paymentType: 'card', token: made.json().token } },
    });
    expect(paid.body.paymentData.status).toBe('APPROVED');
    const before = await snapshotTables(server.db);
    const refused = await server.call('cancelMultipleProducts', {
      token: player.token,
      body: { items: [bookingItem(f.bookingId), bookingItem(e.bookingId)] },
    });
    expect(refused).toMatchObject({ status: 422, body: { code: '-52', details: { productTransactionId: e.bookingId } } });
    expect(await snapshotTables(server.db)).toEqual(before);
    expect((await bookingOf(server, f.bookingId)).status).toBe('BOOKED');
  });
});

describe('the group in the database', () => {
  it('a booking cannot be in two open groups (unique index), whatever the code does', async () => {
    const { server } = world;
    const a = await unpaid('Cancha 1', '09:00:00', '10:00:00');
    const b = await unpaid('Cancha 2', '09:00:00', '10:00:00');
    const started = await payTogether([a.bookingId, b.bookingId]);
    expect(started.status).toBe(200);
    const insertAgain = queryRows(
      server.db,
      sql`with g as (insert into multiple_products (user_id, created_at) values (${world.player.id}, now()) returning id)
          insert into multiple_product_items (multiple_product_id, position, product_id, product_transaction_id, booking_id, booking_part) select id, 0, 1, ${a.bookingId}, ${a.bookingId}, 1 from g`,
    );
    await expect(insertAgain).rejects.toThrow();
    const rows = await server.db
      .select()
      .from(multipleProductItems)
      .where(inArray(multipleProductItems.bookingId, [a.bookingId]));
    expect(rows).toHaveLength(1);
  });
});
