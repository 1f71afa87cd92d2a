import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubAncillaries, sandboxSessions } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { clubIdOf, courtIdOf, SPORT_ID, type SlotRef } from '../support/booking';
import { bookingOf, CARDS, holdAndBook, onProviderPage, pathOf, paymentsOf, paymentWorld, type PaymentWorld } from './support';

// POST /api/bookings/{id}/pay (pay, downpay) and /payInsurance, with each provider kind: WEBPAY's
// page, MERCADOPAGO's checkout and PIX (pending, then approved), KUSHKI's bank transfer (bank list,
// test ID, subtotals with tax 0). Owner checks, one open payment per booking, nothing to pay.

let world: PaymentWorld;
beforeEach(async () => {
  world = await paymentWorld();
});
afterEach(() => world?.server.close());

async function slotAt(
  slug: string,
  sport: keyof typeof SPORT_ID,
  court: string,
  startTime = '10:00:00',
  endTime = '11:00:00',
): Promise<SlotRef> {
  const { db } = world.server;
  return {
    clubId: await clubIdOf(db, slug),
    sportId: SPORT_ID[sport],
    courtId: await courtIdOf(db, slug, court),
    date: '2026-03-03',
    startTime,
    endTime,
  };
}

const pay = (bookingId: number, body: Record<string, unknown>, who = world.player) =>
  world.server.call('payBooking', { token: who.token, params: { id: bookingId }, body });

describe('pay a booking later', () => {
  it('pays a booked slot through the WEBPAY page: PAYED with the fee; then nothing is left to pay', async () => {
    const { server, player, rival } = world;
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const booked = await holdAndBook(server, player, slot, { action: 'book' });
    expect(booked.body).toMatchObject({ status: 'BOOKED', paymentData: null });
    const bookingId = booked.body.bookingId;
    expect((await pay(bookingId, { action: 'pay', fopId: FOP_IDS.WEBPAY }, rival)).status).toBe(404);

    const started = await pay(bookingId, { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } });
    expect(started.body).toMatchObject({
      error: false,
      productId: 1,
      productTransactionId: bookingId,
      paymentData: { status: 'PENDING' },
      webpay_id: expect.stringMatching(/^\d+$/),
    });
    const second = await pay(bookingId, { action: 'pay', fopId: FOP_IDS.WEBPAY });
    expect(second).toMatchObject({ status: 409, body: { code: '-1698' } });

    await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.approve });
    const [payment] = await paymentsOf(server, bookingId);
    expect(payment).toMatchObject({ status: 'APPROVED', product: 'bookingPay', amount: 20000 + 600, bookingPart: 20000 });
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'PAYED', totalPaid: 20000 });
    const byId = await server.call('getWebpayStatusById', { token: player.token, params: { webpayId: started.body.webpay_id } });
    expect(byId.body).toMatchObject({ status: 'APPROVED', webpay_id: started.body.webpay_id, source: 'booking' });
    expect((await server.call('getWebpayStatusById', { token: rival.token, params: { webpayId: started.body.webpay_id } })).status).toBe(
      404,
    );
    const nothing = await pay(bookingId, { action: 'pay', fopId: FOP_IDS.WEBPAY });
    expect(nothing).toMatchObject({ status: 400, body: { code: '-400', details: { reason: 'Nothing to pay' } } });
  });

  it('a rejected later payment leaves the booking as it was (it held nothing); a fop the club does not offer is refused', async () => {
    const { server, player, rival } = world;
    const slot = await world.padel('Cancha 2', '10:00:00', '11:00:00');
    const booked = await holdAndBook(server, player, slot, { action: 'book' });
    const started = await pay(booked.body.bookingId, { action: 'pay', fopId: FOP_IDS.WEBPAY });
    await onProviderPage(server, started.body.paymentData.redirectURL, { card: CARDS.reject });
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'BOOKED', totalPaid: 0 });
    expect(
      (
        await server.call('createHold', {
          token: rival.token,
          params: { clubId: slot.clubId, sportId: slot.sportId, courtId: slot.courtId },
          body: { userId: rival.id, date: slot.date, startTime: slot.startTime, endTime: slot.endTime },
        })
      ).status,
    ).toBe(409);
    const mp = await pay(booked.body.bookingId, { action: 'pay', fopId: FOP_IDS.MERCADOPAGO });
    expect(mp).toMatchObject({ status: 400, body: { code: '-400', details: { fopId: 20 } } });
    const downpay = await pay(booked.body.bookingId, { action: 'downpay', fopId: FOP_IDS.WEBPAY });
    expect(downpay.body).toMatchObject({ code: '-400' }); // Vitacura takes no downpayment
  });

  it('MERCADOPAGO: downpay through its checkout (PARTIALLY_PAYED), then the rest; MP_DEVICE_SESSION_ID reaches the provider', async () => {
    const { server, player } = world;
    const slot = await slotAt('palermo-padel', 'padel', 'Cancha 1');
    const booked = await holdAndBook(server, player, slot, { action: 'book' });
    const bookingId = booked.body.bookingId;
    const down = await pay(bookingId, { action: 'downpay', fopId: FOP_IDS.MERCADOPAGO, MP_DEVICE_SESSION_ID: 'armor.device-1234' });
    expect(down.body.paymentData.redirectURL).toMatch(/\/sandbox\/mercadopago\/sbx_/);
    await onProviderPage(server, down.body.paymentData.redirectURL, { card: CARDS.mastercard });
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'PARTIALLY_PAYED', totalPaid: 750000 });
    const [first] = await paymentsOf(server, bookingId);
    const [session] = await server.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, first.token!));
    expect(session.meta).toMatchObject({ deviceSessionId: 'armor.device-1234' });
    const rest = await pay(bookingId, {
      action: 'pay',
      fopId: FOP_IDS.MERCADOPAGO,
      fopParams: { installments: 1, MP_DEVICE_SESSION_ID: 'armor.device-1234' },
    });
    await onProviderPage(server, rest.body.paymentData.redirectURL, { card: CARDS.approve });
    expect(await bookingOf(server, bookingId)).toMatchObject({ status: 'PAYED', totalPaid: 2500000 });
  });

  it('MERCADOPAGO PIX: pending, then approved (by the provider’s time, or its notification)', async () => {
    const { server, player, clock } = world;
    const slot = await slotAt('sao-paulo-tenis-clube', 'tennis', 'Quadra 1');
    const booked = await holdAndBook(server, player, slot, {
      action: 'pay',
      fopId: FOP_IDS.MERCADOPAGO,
      fopParams: { installments: 1, paymentType: 'pix' },
    });
    expect(booked.body).toMatchObject({
      status: 'BOOKED',
      paymentData: { status: 'PENDING', redirectURL: expect.stringMatching(/\/sandbox\/mercadopago\/sbx_/) },
    });
    const page = await server.app.inject({ method: 'GET', url: pathOf(booked.body.paymentData.redirectURL) });
    expect(page.body).toContain('PIX');
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    const status = () => server.call('getWebpayStatus', { token: player.token, params: { token: payment.token } });
    expect((await status()).body.status).toBe('PENDING');
    clock.advanceMinutes(0.05); // 3 seconds
    expect((await status()).body.status).toBe('APPROVED');
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'PAYED' });

    const other = await slotAt('sao-paulo-tenis-clube', 'tennis', 'Quadra 2');
    const second = await holdAndBook(server, player, other, {
      action: 'pay',
      fopId: FOP_IDS.MERCADOPAGO,
      fopParams: { paymentType: 'pix' },
    });
    const paid = await server.app.inject({
      method: 'POST',
      url: pathOf(second.body.paymentData.redirectURL),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(await bookingOf(server, second.body.bookingId)).toMatchObject({ status: 'PAYED' }); // the signed notification
  });

  it('KUSHKI bank transfer: bank list, transfer token with a test ID and tax 0, the bank’s page; pending shows in the fops', async () => {
    const { server, player } = world;
    const slot = await slotAt('bogota-futbol-5', 'football', 'Cancha 1');
    const [ball] = await server.db.select().from(clubAncillaries).where(eq(clubAncillaries.clubId, slot.clubId));
    const banks = await server.app.inject({ method: 'GET', url: '/sandbox/kushki/v1/transfer/banks' });
    const bank = banks.json()[0];
    const amount = 125000;
    const taxed = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/transfer/tokens',
      payload: { bankId: bank.code, documentNumber: '1020304050', amount: { subtotalIva: amount, subtotalIva0: 0, iva: 19 } },
    });
    expect(taxed.statusCode).toBe(400);
    const noTestId = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/transfer/tokens',
      payload: { bankId: bank.code, amount: { subtotalIva: 0, subtotalIva0: amount, iva: 0 } },
    });
    expect(noTestId.statusCode).toBe(400);
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/transfer/tokens',
      payload: { bankId: bank.code, documentNumber: '1020304050', amount: { subtotalIva: 0, subtotalIva0: amount, iva: 0 } },
    });
    const { token } = made.json();
    const booked = await holdAndBook(
      server,
      player,
      slot,
      { action: 'pay', fopId: FOP_IDS.KUSHKI, fopParams: { installments: 1, paymentType: 'transfer', token } },
      [{ userId: player.id, ancillaries: [{ club_ancillary_id: ball.id, quantity: 1 }] }],
    );
    expect(booked.body).toMatchObject({
      status: 'BOOKED',
      paymentData: { status: 'PENDING', redirectURL: expect.stringMatching(/\/sandbox\/kushki\/transfer\/sbx_/) },
    });
    const fops = async () =>
      (await server.call('listClubFops', { token: player.token, params: { userId: player.id, clubId: slot.clubId } })).body.fops[0];
    expect(await fops()).toMatchObject({ fopCode: 'KUSHKI', bankTransferMode: true, hasPendingBankTransferPayments: true });
    const [payment] = await paymentsOf(server, booked.body.bookingId);
    const [session] = await server.db.select().from(sandboxSessions).where(eq(sandboxSessions.token, payment.token!));
    expect(session.amountDetails).toEqual({ subtotalIva: 0, subtotalIva0: payment.amount, iva: 0, ice: 0 });
    const approved = await server.app.inject({
      method: 'POST',
      url: pathOf(booked.body.paymentData.redirectURL),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(approved.statusCode).toBe(303);
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'PAYED' });
    expect((await fops()).hasPendingBankTransferPayments).toBe(false);
  });

  it('a transfer with the rejecting test ID ends REJECTED and frees the court', async () => {
    const { server, player } = world;
    const slot = await slotAt('bogota-futbol-5', 'football', 'Cancha 2');
    const [ball] = await server.db.select().from(clubAncillaries).where(eq(clubAncillaries.clubId, slot.clubId));
    const made = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/transfer/tokens',
      payload: { bankId: '1022', documentNumber: '00000000' },
    });
    const booked = await holdAndBook(
      server,
      player,
      slot,
      { action: 'pay', fopId: FOP_IDS.KUSHKI, fopParams: { paymentType: 'transfer', token: made.json().token } },
      [{ userId: player.id, ancillaries: [{ club_ancillary_id: ball.id, quantity: 1 }] }],
    );
    await server.app.inject({
      method: 'POST',
      url: pathOf(booked.body.paymentData.redirectURL),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(await bookingOf(server, booked.body.bookingId)).toMatchObject({ status: 'CANCELLED' });
    expect((await paymentsOf(server, booked.body.bookingId))[0]).toMatchObject({ status: 'REJECTED', errCategory: 'TRANSFER_REJECTED' });
  });
});

describe('pay the insurance later', () => {
  it('only with one-click or KUSHKI; bills the insurance once', async () => {
    const { server, player } = world;
    const plan = (
      await server.call('getInsurancePlan', {
        token: player.token,
        query: { timespan: '60', players: '4', sport_id: '1', club_id: String(world.vitacura) },
      })
    ).body.plan;
    const slot = await world.padel('Cancha 3', '10:00:00', '11:00:00');
    const insuranceInformation = {
      playerCount: 1,
      amountUnitary: plan.amount,
      amountTotal: plan.amount,
      planCode: plan.planCode,
      selected: 'single',
      timespan: 60,
      country: 'CL',
    };
    const booked = await holdAndBook(server, player, slot, { action: 'book', insuranceInformation });
    const bookingId = booked.body.bookingId;
    expect((await bookingOf(server, bookingId)).insurance).toMatchObject({ billed: false });
    const viaWebpay = await server.call('payBookingInsurance', {
      token: player.token,
      params: { id: bookingId },
      body: { fopId: FOP_IDS.WEBPAY },
    });
    expect(viaWebpay).toMatchObject({ status: 400, body: { code: '-400' } });
    expect(
      (await server.call('payBookingInsurance', { token: world.rival.token, params: { id: bookingId }, body: { fopId: FOP_IDS.KUSHKI } }))
        .status,
    ).toBe(404);
    const card = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/tokens',
      payload: { card: { name: 'Pia Soto', number: CARDS.approve, cvc: '123', expiryMonth: '12', expiryYear: '30' } },
    });
    const paid = await server.call('payBookingInsurance', {
      token: player.token,
      params: { id: bookingId },
      body: { action: 'pay', fopId: FOP_IDS.KUSHKI, fopParams: { paymentType: 'card', token: card.json().token } },
    });
    expect(paid.body).toMatchObject({ error: false, paymentData: { status: 'APPROVED' }, productTransactionId: bookingId });
    const booking = await bookingOf(server, bookingId);
    expect(booking.insurance).toMatchObject({ billed: true });
    expect(booking).toMatchObject({ status: 'BOOKED', totalPaid: 0 });
    const [payment] = await paymentsOf(server, bookingId);
    expect(payment).toMatchObject({ product: 'insurance', amount: plan.amount, status: 'APPROVED' });
    const again = await server.call('payBookingInsurance', {
      token: player.token,
      params: { id: bookingId },
      body: { fopId: FOP_IDS.KUSHKI, fopParams: { paymentType: 'card', token: card.json().token } },
    });
    expect(again.body).toMatchObject({ code: '-400' });
  });
});
