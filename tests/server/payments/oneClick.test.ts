import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentMethods } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { bookingOf, CARDS, holdAndBook, onProviderPage, pathOf, paymentsOf, paymentWorld, queryOf, type PaymentWorld } from './support';

// One-click (WEBPAYONECLICK): enrolment on the provider's page, its result by token (polled while
// the provider has not answered), the enrolled cards, a one-click charge and its status by id.

let world: PaymentWorld;
beforeEach(async () => {
  world = await paymentWorld();
});
afterEach(() => world?.server.close());

async function enrol(card: string | 'cancel') {
  const { server, player } = world;
  const started = await server.call('startOneClickEnrolment', {
    token: player.token,
    params: { id: player.id },
    query: { source: 'cashier' },
  });
  expect(started.body.redirectURL).toMatch(/^http:\/\/courtflow\.test\/sandbox\/oneclick\/sbx_/);
  const token = started.body.redirectURL.split('/').pop() as string;
  const waiting = await server.call('getOneClickEnrolment', { token: player.token, params: { token } });
  expect(waiting.body).toMatchObject({ enrolled: 0, responsecode: '', source: 'cashier' });
  const answer = await onProviderPage(server, started.body.redirectURL, card === 'cancel' ? 'cancel' : { card });
  expect(answer.statusCode).toBe(303);
  const back = String(answer.headers.location);
  expect(pathOf(back)).toMatch(/^\/webpayoneclickenroll\?tbk_token=/);
  expect(queryOf(back).get('tbk_token')).toBe(token);
  return token;
}

describe('one-click enrolment', () => {
  it('enrols a card on the provider page: enrolled 1, saved once however often the page asks', async () => {
    const { server, player } = world;
    const token = await enrol(CARDS.mastercard);
    for (let i = 0; i < 10; i += 1) {
      const info = await server.call('getOneClickEnrolment', { params: { token } });
      expect(info.body).toMatchObject({
        enrolled: 1,
        responsecode: '0',
        creditcardtype: 'credit',
        last4carddigits: '4444',
        source: 'cashier',
      });
    }
    expect(await server.db.select().from(paymentMethods).where(eq(paymentMethods.userId, player.id))).toHaveLength(1);
    const cards = await server.call('listOneClickCards', { token: player.token, params: { id: player.id } });
    expect(cards.body.cards).toEqual([
      expect.objectContaining({ userOneClickId: expect.stringMatching(/^sbx_ocu_/), lastDigits: '4444', cardType: 'credit' }),
    ]);
    const fops = await server.call('listClubFops', { token: player.token, params: { userId: player.id, clubId: world.vitacura } });
    expect(fops.body.fops.find((f: { fopCode: string }) => f.fopCode === 'WEBPAYONECLICK').cards).toHaveLength(1);
  });

  it('a rejected card, or leaving the page: enrolled 0 with a response code', async () => {
    const { server } = world;
    const rejected = await enrol(CARDS.reject);
    expect((await server.call('getOneClickEnrolment', { params: { token: rejected } })).body).toMatchObject({
      enrolled: 0,
      responsecode: '-1',
    });
    const left = await enrol('cancel');
    expect((await server.call('getOneClickEnrolment', { params: { token: left } })).body).toMatchObject({
      enrolled: 0,
      responsecode: '-1',
    });
  });

  it('another user cannot read or start someone’s enrolment (404)', async () => {
    const { server, player, rival } = world;
    const token = await enrol(CARDS.approve);
    expect((await server.call('getOneClickEnrolment', { token: rival.token, params: { token } })).body.code).toBe('-404');
    expect((await server.call('startOneClickEnrolment', { token: rival.token, params: { id: player.id } })).status).toBe(404);
    expect((await server.call('listOneClickCards', { token: rival.token, params: { id: player.id } })).status).toBe(404);
  });
});

describe('one-click payments', () => {
  it('charges the enrolled card at once (APPROVED); a pending card is followed on /webpayoneclick?id until approved', async () => {
    const { server, player, rival, clock } = world;
    await enrol(CARDS.approve);
    const [card] = (await server.call('listOneClickCards', { token: player.token, params: { id: player.id } })).body.cards;
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const paid = await holdAndBook(server, player, slot, {
      action: 'pay',
      fopId: FOP_IDS.WEBPAYONECLICK,
      fopParams: { installments: 1, paymentType: 'card', paymentMode: 'savedCard', token: card.userOneClickId },
    });
    expect(paid.body).toMatchObject({ status: 'PAYED', paymentData: { status: 'APPROVED' } });

    // The rival enrols a card that stays pending at the provider when charged.
    const started = await server.call('startOneClickEnrolment', { token: rival.token, params: { id: rival.id } });
    await onProviderPage(server, started.body.redirectURL, { card: CARDS.pending });
    await server.call('getOneClickEnrolment', { token: rival.token, params: { token: started.body.redirectURL.split('/').pop() } });
    const [pendingCard] = (await server.call('listOneClickCards', { token: rival.token, params: { id: rival.id } })).body.cards;
    const slot2 = await world.padel('Cancha 2', '10:00:00', '11:00:00');
    const pending = await holdAndBook(server, rival, slot2, {
      action: 'pay',
      fopId: FOP_IDS.WEBPAYONECLICK,
      fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: pendingCard.userOneClickId },
    });
    expect(pending.body).toMatchObject({
      status: 'BOOKED',
      paymentData: { status: 'PENDING', redirectURL: expect.stringMatching(/^http:\/\/courtflow\.test\/webpayoneclick\?id=\d+$/) },
    });
    const id = queryOf(pending.body.paymentData.redirectURL).get('id');
    const waiting = await server.call('getOneClickPayment', { token: rival.token, params: { id } });
    expect(waiting.body).toMatchObject({ responsecode: '', charged: 0, chargedCurrencyId: 'CLP', last4carddigits: '0044' });
    expect((await server.call('getOneClickPayment', { token: player.token, params: { id } })).status).toBe(404);
    clock.advanceMinutes(1);
    const done = await server.call('getOneClickPayment', { token: rival.token, params: { id } });
    expect(done.body).toMatchObject({
      responsecode: '0',
      charged: 1,
      enrolled: 1,
      urlRedirection: `http://courtflow.test/summary/${pending.body.bookingId}`,
    });
    expect(done.body.chargedAmount_formatted).toMatch(/\$/);
    expect(await bookingOf(server, pending.body.bookingId)).toMatchObject({ status: 'PAYED' });
    expect((await paymentsOf(server, pending.body.bookingId))[0].status).toBe('APPROVED');
  });

  it('a one-click card that is not the caller’s: -133 on /pay; nothing is charged', async () => {
    const { server, player, rival } = world;
    await enrol(CARDS.approve);
    const [card] = (await server.call('listOneClickCards', { token: player.token, params: { id: player.id } })).body.cards;
    const slot = await world.padel('Cancha 3', '10:00:00', '11:00:00');
    const booked = await holdAndBook(server, rival, slot, { action: 'book' });
    const paid = await server.call('payBooking', {
      token: rival.token,
      params: { id: booked.body.bookingId },
      body: {
        action: 'pay',
        fopId: FOP_IDS.WEBPAYONECLICK,
        fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: card.userOneClickId },
      },
    });
    expect(paid).toMatchObject({ status: 422, body: { code: '-133' } });
    expect(await paymentsOf(server, booked.body.bookingId)).toHaveLength(0);
  });
});
