import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { FOP_IDS } from '#server/payments/fops';
import { book, hold, quoteBody, type SlotRef } from '../support/booking';
import { CARDS, FORM, onProviderPage, paymentWorld, saveCard, type PaymentWorld } from '../payments/support';

// Issue 10 item 1: a saved card pays only for its owner, on every path that takes a card token,
// whatever the client says the token is (paymentMode). Another person's saved card — by the
// provider's id or by ours, as a KUSHKI subscription or a one-click user — answers -133 and nothing
// is written: no booking, no payment, no group, no charge at the provider.

let world: PaymentWorld;
/** The player's (A's) saved cards: the card provider's subscription and a one-click user. */
let kushki: { providerToken: string; id: number };
let oneClick: string;

beforeAll(async () => {
  world = await paymentWorld();
  const { server, player } = world;
  const saved = await saveCard(server, player, CARDS.approve);
  expect(saved.status).toBe(200);
  const [row] = await queryRows<{ id: number; provider_token: string }>(
    server.db,
    sql`select id, provider_token from payment_methods where user_id = ${player.id} and provider = 'KUSHKI'`,
  );
  kushki = { providerToken: row.provider_token, id: row.id };
  expect(kushki.providerToken).toMatch(/^sbx_sub_/);
  const started = await server.call('startOneClickEnrolment', {
    token: player.token,
    params: { id: player.id },
    query: { source: 'cashier' },
  });
  await onProviderPage(server, started.body.redirectURL, { card: CARDS.mastercard });
  await server.call('getOneClickEnrolment', { token: player.token, params: { token: started.body.redirectURL.split('/').pop() } });
  oneClick = (await server.call('listOneClickCards', { token: player.token, params: { id: player.id } })).body.cards[0].userOneClickId;
  expect(oneClick).toMatch(/^sbx_ocu_/);
});
afterAll(() => world?.server.close());

/** What a charge would have written: rows of ours and sessions at the provider. */
async function written() {
  const [row] = await queryRows<{ bookings: number; payments: number; groups: number; charges: number }>(
    world.server.db,
    sql`select (select count(*)::int from bookings) as bookings, (select count(*)::int from payments) as payments,
               (select count(*)::int from multiple_products) as groups, (select count(*)::int from sandbox_sessions) as charges`,
  );
  return row;
}

/** The ways a client may hand over someone else's card: with or without saying it is a saved card. */
const stolen = () =>
  [
    ['KUSHKI subscription as a one-time token', FOP_IDS.KUSHKI, { token: kushki.providerToken, paymentType: 'card' }],
    ['KUSHKI subscription, no paymentType', FOP_IDS.KUSHKI, { token: kushki.providerToken }],
    ['KUSHKI subscription as a saved card', FOP_IDS.KUSHKI, { token: kushki.providerToken, paymentType: 'card', paymentMode: 'savedCard' }],
    ['KUSHKI subscription by our id', FOP_IDS.KUSHKI, { token: String(kushki.id), paymentType: 'card' }],
    ['one-click user', FOP_IDS.WEBPAYONECLICK, { token: oneClick, paymentType: 'card' }],
    ['one-click user as a saved card', FOP_IDS.WEBPAYONECLICK, { token: oneClick, paymentType: 'card', paymentMode: 'savedCard' }],
  ] as const;

let hour = 8;
async function freeSlot(): Promise<SlotRef> {
  hour += 1;
  const h = String(hour).padStart(2, '0');
  return world.padel('Cancha 3', `${h}:00:00`, `${h}:00:00`.replace(/^\d\d/, String(hour + 1).padStart(2, '0')));
}

describe('bookingsv2 with another person’s saved card', () => {
  it('answers -133 on every form of the token; no booking, payment or charge; the hold stays', async () => {
    const { server, rival } = world;
    for (const [name, fopId, fopParams] of stolen()) {
      const slot = await freeSlot();
      expect((await hold(server, rival, slot)).status).toBe(200);
      const before = await written();
      const response = await book(server, rival, slot, quoteBody(slot, 60, [rival.id], { ...FORM, action: 'pay', fopId, fopParams }));
      expect(response, name).toMatchObject({ status: 422, body: { error: true, code: '-133' } });
      expect(await written(), name).toEqual(before);
      const [held] = await queryRows<{ state: string }>(
        server.db,
        sql`select state from holds where user_id = ${rival.id} order by id desc limit 1`,
      );
      expect(held.state, name).toBe('held');
    }
  });

  it('the owner still pays with it', async () => {
    const { server, player } = world;
    const slot = await freeSlot();
    expect((await hold(server, player, slot)).status).toBe(200);
    const paid = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [player.id], {
        ...FORM,
        action: 'pay',
        fopId: FOP_IDS.KUSHKI,
        fopParams: { token: kushki.providerToken, paymentType: 'card' },
      }),
    );
    expect(paid.body).toMatchObject({ status: 'PAYED', paymentData: { status: 'APPROVED' } });
  });
});

describe('POST /api/bookings/{id}/pay and /api/multiple-products/create-and-pay with another person’s saved card', () => {
  it('answers -133 on every form of the token; nothing written', async () => {
    const { server, rival } = world;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const slot = await freeSlot();
      expect((await hold(server, rival, slot)).status).toBe(200);
      const booked = await book(server, rival, slot, quoteBody(slot, 60, [rival.id], { ...FORM, action: 'book' }));
      expect(booked.body, JSON.stringify(booked.body)).toMatchObject({ status: 'BOOKED' });
      ids.push(booked.body.bookingId);
    }
    for (const [name, fopId, fopParams] of stolen()) {
      const before = await written();
      const paid = await server.call('payBooking', {
        token: rival.token,
        params: { id: ids[0] },
        body: { action: 'pay', fopId, fopParams },
      });
      expect(paid, name).toMatchObject({ status: 422, body: { code: '-133' } });
      const group = await server.call('createAndPayMultipleProducts', {
        token: rival.token,
        body: { action: 'pay', fopId, fopParams, items: ids.map((id) => ({ productId: 1, productTransactionId: id })) },
      });
      expect(group, name).toMatchObject({ status: 422, body: { code: '-133' } });
      expect(await written(), name).toEqual(before);
    }
  });
});

describe('the provider layer', () => {
  it('charges a saved card only when the gateway asks for a saved card, never as a one-time token', async () => {
    const { server } = world;
    const providers = server.deps.payments.ctx.providers;
    const asOneTime = await providers.payments.createPayment({
      amount: 1000,
      currency: 'CLP',
      reference: 'security-probe-1',
      fopId: FOP_IDS.KUSHKI,
      fopParams: {},
      fopCode: 'KUSHKI',
      paymentType: 'card',
      cardToken: kushki.providerToken,
      savedCard: false,
    });
    expect(asOneTime).toMatchObject({ status: 'REJECTED', errCategory: 'INVALID_CARD' });
    expect(await providers.cards.tokenKind(kushki.providerToken)).toBe('saved');
    expect(await providers.cards.tokenKind('sbx_tok_00000000000000000000000000000000')).toBe('unknown');
  });
});
