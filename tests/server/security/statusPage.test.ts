import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOP_IDS } from '#server/payments/fops';
import { holdAndBook, paymentWorld, queryOf, type PaymentWorld } from '../payments/support';

// Issue 10 item 7: the webpay status by token is public (the provider's return page has no session),
// which is acceptable only because the token is a random capability; so a caller without a session
// gets what the status page needs and nothing more (no booking, no product). A malformed URL
// encoding answers 400 inside the error envelope.

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world?.server.close());

describe('GET /api/webpay/token/{token}', () => {
  it('without a session: the status and where the page goes next, no booking id or product', async () => {
    const { server, player } = world;
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const started = await holdAndBook(server, player, slot, { action: 'pay', fopId: FOP_IDS.WEBPAY });
    expect(started.body.paymentData.status).toBe('PENDING');
    const token = queryOf(started.body.paymentData.redirectURL).get('tbk_token') ?? started.body.paymentData.redirectURL.split('/').pop();
    const anonymous = await server.call('getWebpayStatus', { params: { token } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ status: 'PENDING', source: null, productId: null, productTransactionId: null });
    expect(Object.values(anonymous.body)).not.toContain(started.body.bookingId);
    // The owner, with a session, gets the product for the page's links.
    const owner = await server.call('getWebpayStatus', { token: player.token, params: { token } });
    expect(owner.body).toMatchObject({ status: 'PENDING', source: 'booking', productId: 1, productTransactionId: started.body.bookingId });
  });
});

describe('a malformed URL encoding', () => {
  it.each(['/%c0%ae', '/api/%c0%ae', '/api/clubs/%c0%ae', '/%'])('%s answers 400 in the error envelope', async (url) => {
    const response = await world.server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: '-400' });
  });
});
