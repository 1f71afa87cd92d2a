import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { multipleProductItems, sandboxSessions } from '#server/db/schema';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { hold } from '../support/booking';
import { snapshotTables } from '../support/tableSnapshot';
import { bookingItem, multiProductWorld, webpay } from './multiProductSupport';
import { bookingOf, CARDS, onProviderPage, pathOf, whileStatusChecksFail, type PaymentWorld } from './support';

// Several bookings paid together (multiProduct.test.ts), when it goes wrong: a rejected (or abandoned,
// or late) group payment releases every booking; another person's items answer 404 and write nothing;
// what the call refuses writes nothing; POST /api/multiple-products/cancel; and the database's own guard.

const multiProduct = multiProductWorld();
let world: PaymentWorld;
beforeEach(() => {
  world = multiProduct.world();
});
const { unpaid, payTogether, groupPayment, chargesOf, purchasesOf, seatsUsed } = multiProduct;

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
