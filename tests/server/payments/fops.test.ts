import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#server/db/schema';
import {
  activityPurchase,
  bookingPurchase,
  PURCHASE_CURRENCY,
  PURCHASE_VALUE,
  primePurchase,
  PurchaseTracker,
} from '#server/payments/analytics/purchases';
import { tableSink } from '#server/payments/analytics/sink';
import { FOP_IDS } from '#server/payments/fops';
import { clubIdOf } from '../support/booking';
import { holdAndBook, paymentWorld, type PaymentWorld } from './support';

// The forms of payment of a club (spec part 2 §3, §7; part 3 §3): by country and club rules, with and
// without paymentAmount; the tokenized ones; owner checks; the analytics adapter and firstbooking.

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world?.server.close());

const fopsAt = async (slug: string, query?: Record<string, string>) => {
  const { server, player } = world;
  const clubId = await clubIdOf(server.db, slug);
  return server.call('listClubFops', { token: player.token, params: { userId: player.id, clubId }, query });
};

describe('forms of payment of a club', () => {
  it('Chile with one-click: the card provider (fop id 15) first, one-click, Webpay; no errors', async () => {
    const answer = await fopsAt('club-padel-vitacura');
    expect(answer.body).toMatchObject({ error: false, webpayErrors: null, kushkiError: null });
    expect(answer.body.fops).toEqual([
      {
        fopId: 15,
        fopCode: 'KUSHKI',
        fopName: expect.any(String),
        cards: [],
        publicMerchantId: 'sbx_pk_cl',
        testEnvironment: true,
        bankTransferMode: false,
        askForFoid: false,
        askForAddress: false,
        hasPendingBankTransferPayments: false,
      },
      expect.objectContaining({ fopId: FOP_IDS.WEBPAYONECLICK, fopCode: 'WEBPAYONECLICK', publicMerchantId: null }),
      expect.objectContaining({ fopId: FOP_IDS.WEBPAY, fopCode: 'WEBPAY', publicMerchantId: null }),
    ]);
  });

  it('a club without online payment has none (the cashier says so); others by country', async () => {
    expect((await fopsAt('tenis-vina-del-mar')).body.fops).toEqual([]);
    expect((await fopsAt('golf-la-dehesa')).body.fops.map((f: { fopCode: string }) => f.fopCode)).toEqual(['KUSHKI', 'WEBPAY']);
    expect((await fopsAt('palermo-padel')).body.fops.map((f: { fopId: number }) => f.fopId)).toEqual([20]);
    expect((await fopsAt('sao-paulo-tenis-clube')).body.fops[0]).toMatchObject({ fopCode: 'MERCADOPAGO', publicMerchantId: 'sbx_pk_br' });
    expect((await fopsAt('polanco-padel')).body.fops[0]).toMatchObject({ fopCode: 'KUSHKI', askForAddress: true, askForFoid: false });
  });

  it('with paymentAmount: a bank transfer only from its minimum', async () => {
    expect((await fopsAt('bogota-futbol-5')).body.fops[0]).toMatchObject({ fopCode: 'KUSHKI', bankTransferMode: true, askForFoid: true });
    expect((await fopsAt('bogota-futbol-5', { paymentAmount: '125000' })).body.fops[0].bankTransferMode).toBe(true);
    expect((await fopsAt('bogota-futbol-5', { paymentAmount: '5000' })).body.fops[0].bankTransferMode).toBe(false);
    expect((await fopsAt('bogota-futbol-5', { paymentAmount: '-5' })).status).toBe(400);
  });

  it('the tokenized ones (automatic renewals): the card provider of the caller’s country', async () => {
    const { server, player } = world;
    const chile = await server.call('listTokenizedFops', { token: player.token, query: { tokenized: '1' } });
    expect(chile.body.fops.map((f: { fopId: number }) => f.fopId)).toEqual([15]);
    const argentina = await server.call('listTokenizedFops', {
      token: player.token,
      query: { tokenized: '1' },
      headers: { 'x-country': 'AR' },
    });
    expect(argentina.body.fops).toEqual([]);
  });

  it('owner checks: another user’s id answers 404 NO_ACCESS; an unknown club too', async () => {
    const { server, player, rival } = world;
    const other = await server.call('listClubFops', { token: rival.token, params: { userId: player.id, clubId: world.vitacura } });
    expect(other).toMatchObject({ status: 404, body: { code: '-404' } });
    const unknown = await server.call('listClubFops', { token: player.token, params: { userId: player.id, clubId: 999_999 } });
    expect(unknown).toMatchObject({ status: 404, body: { code: '-404' } });
    for (const endpoint of ['listKushkiTokenizedCards', 'getFirstBooking'] as const) {
      expect((await server.call(endpoint, { token: rival.token, params: { userId: player.id } })).status).toBe(404);
    }
    expect((await server.call('listClubFops', { params: { userId: player.id, clubId: world.vitacura } })).status).toBe(401);
  });
});

describe('analytics', () => {
  it('firstbooking: true until the caller has a second booking', async () => {
    const { server, rival } = world;
    const first = () => server.call('getFirstBooking', { token: rival.token, params: { userId: rival.id } });
    expect((await first()).body).toMatchObject({ error: false, firstBooking: true });
    await holdAndBook(server, rival, await world.padel('Cancha 1', '10:00:00', '11:00:00'), { action: 'book' });
    expect((await first()).body.firstBooking).toBe(true);
    await holdAndBook(server, rival, await world.padel('Cancha 2', '12:00:00', '13:00:00'), { action: 'book' });
    expect((await first()).body.firstBooking).toBe(false);
  });

  it('a paid court booking is one purchase event: order 1-{id}, fixed currency and value 1', async () => {
    const { server, player } = world;
    const booked = await holdAndBook(server, player, await world.padel('Cancha 3', '10:00:00', '11:00:00'), {
      action: 'pay',
      fopParams: { cardNumber: '4111111111111111' },
    });
    expect(booked.body.status).toBe('PAYED');
    const events = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.orderId, `1-${booked.body.bookingId}`));
    expect(events).toEqual([
      expect.objectContaining({
        name: 'purchase',
        product: 'booking',
        userId: player.id,
        currency: PURCHASE_CURRENCY,
        value: PURCHASE_VALUE,
      }),
    ]);
  });

  it('the one adapter: activity (pending order number 2-{id}) and prime purchases, each recorded once', async () => {
    const { server } = world;
    const tracker = new PurchaseTracker(tableSink(server.db, () => new Date('2026-03-02T15:00:00Z')));
    await tracker.track(activityPurchase(7, world.player.id));
    await tracker.track(activityPurchase(7, world.player.id));
    await tracker.track(primePurchase(3, world.player.id));
    const rows = await server.db.select().from(analyticsEvents);
    expect(rows.filter((r) => r.orderId === '2-7')).toEqual([expect.objectContaining({ product: 'activity', currency: 'USD', value: 1 })]);
    expect(rows.filter((r) => r.orderId === 'prime-3')).toHaveLength(1);
    expect(bookingPurchase(12, null).orderId).toBe('1-12');
    // A failing sink never fails a payment.
    const failing = new PurchaseTracker({
      track: async () => {
        throw new Error('down');
      },
    });
    await expect(failing.track(activityPurchase(8, null))).resolves.toBeUndefined();
  });
});
