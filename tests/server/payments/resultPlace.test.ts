import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOP_IDS } from '#server/payments/fops';
import { CARDS, holdAndBook, onProviderPage, paymentsOf, paymentWorld, pathOf, type PaymentWorld } from './support';

// What the one payment-result screen needs from the server (issue 9, items 3 and 7): the status of a
// payment says why it was not approved (ABORTED: the person pressed Anular on the provider's page,
// never confused with a rejection) and which court booking it is for (so the ways on lead back to its
// summary or to the same search); a one-click enrolment started from a booking comes back there.

let world: PaymentWorld;
beforeAll(async () => {
  world = await paymentWorld();
});
afterAll(() => world?.server.close());

const webpay = { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } };

describe('the payment status names the outcome and the booking', () => {
  it('Anular on the provider page: REJECTED with errCategory ABORTED, and the booking it was for', async () => {
    const { server, player } = world;
    const slot = await world.padel('Cancha 1', '19:00:00', '20:00:00');
    const booked = await holdAndBook(server, player, slot, webpay);
    await onProviderPage(server, booked.body.paymentData.redirectURL, 'cancel');
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    const status = await server.call('getWebpayStatusById', { token: player.token, params: { webpayId: payment.id } });
    expect(status.body).toMatchObject({
      status: 'REJECTED',
      errCategory: 'ABORTED',
      booking: { clubId: world.vitacura, sportId: slot.sportId, courtId: slot.courtId, date: '2026-03-03', time: '19:00:00', timespan: 60 },
    });
  });

  it('a card the issuer rejects: REJECTED with the provider category; an approved payment has none', async () => {
    const { server, player } = world;
    const slot = await world.padel('Cancha 2', '19:00:00', '20:00:00');
    const booked = await holdAndBook(server, player, slot, webpay);
    await onProviderPage(server, booked.body.paymentData.redirectURL, { card: CARDS.reject });
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    const rejected = await server.call('getWebpayStatus', { token: player.token, params: { token: payment.token! } });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', errCategory: 'REJECTED_BY_ISSUER', booking: { courtId: slot.courtId } });
    // Without a session the token gets only what the status page needs: the outcome, not the booking.
    const anonymous = await server.call('getWebpayStatus', { params: { token: payment.token! } });
    expect(anonymous.body).toMatchObject({ status: 'REJECTED', errCategory: 'REJECTED_BY_ISSUER', booking: null, productId: null });

    const other = await world.padel('Cancha 3', '19:00:00', '20:00:00');
    const paid = await holdAndBook(server, player, other, webpay);
    await onProviderPage(server, paid.body.paymentData.redirectURL, { card: CARDS.approveWebpay });
    const [approved] = await paymentsOf(server, paid.body.bookingId);
    expect((await server.call('getWebpayStatusById', { token: player.token, params: { webpayId: approved.id } })).body).toMatchObject({
      status: 'APPROVED',
      errCategory: null,
    });
  });

  it("our return page for a payment not approved: the error page with the payment's ways on (its summary, the same search)", async () => {
    const { server, player } = world;
    const slot = await world.padel('Cancha 3', '21:00:00', '22:00:00');
    const booked = await holdAndBook(server, player, slot, webpay);
    await onProviderPage(server, booked.body.paymentData.redirectURL, 'cancel');
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    const back = await server.app.inject({ method: 'GET', url: `/payments/return?token_ws=${payment.token}` });
    expect(back.statusCode).toBe(303);
    const to = new URL(String(back.headers.location), 'http://x');
    expect(to.pathname).toBe('/book/error');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      status: '400',
      errCategory: 'ABORTED',
      retry: `/book/summary?sportId=${slot.sportId}&clubId=${world.vitacura}&date=2026-03-03&time=21:00:00&timespan=60&courtId=${slot.courtId}`,
      search: `/book/slots?sportId=${slot.sportId}&clubId=${world.vitacura}&date=2026-03-03&time=21:00:00&timespan=60`,
    });
  });

  it('a one-click enrolment started with returnTo comes back to the result page carrying it', async () => {
    const { server, player } = world;
    const returnTo = '/book/summary?sportId=1&clubId=1&date=2026-03-03&time=19:00:00&timespan=60&courtId=2&pay=WEBPAYONECLICK';
    const started = await server.call('startOneClickEnrolment', {
      token: player.token,
      params: { id: player.id },
      query: { source: 'cashier', returnTo },
    });
    expect(started.status).toBe(200);
    const back = await onProviderPage(server, started.body.redirectURL, { card: CARDS.approve });
    expect(back.statusCode).toBe(303);
    const url = new URL(pathOf(String(back.headers.location)), 'http://x');
    expect(url.pathname).toBe('/webpayoneclickenroll');
    expect(url.searchParams.get('returnTo')).toBe(returnTo);
    expect(url.searchParams.get('tbk_token')).toMatch(/^sbx_/);
  });

  it('refuses a returnTo that leaves the app', async () => {
    const { server, player } = world;
    for (const returnTo of ['https://evil.example/x', '//evil.example', '/\\evil', 'book/summary']) {
      const started = await server.call('startOneClickEnrolment', {
        token: player.token,
        params: { id: player.id },
        query: { source: 'cashier', returnTo },
      });
      expect(started.status, returnTo).toBe(400);
    }
  });
});
