// Guards of the reservation at their boundaries, on the production machine with fake API actors.
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInsuranceOffered } from '#machines/booking/reservation/reservation.insurance';
import * as view from '#machines/booking/reservation/reservation.selectors';
import type { Ancillary, CreateBookingInput, RequestQuoteInput } from '#machines/booking/reservation/reservation.types';
import { clubSport, coupons, FRIEND, insuranceClub, plans, quote, quotes, reservationInput, USER } from './fixtures/bookingData';
import { flush, startReservation } from './fixtures/bookingDriver';

const say = (m: { message: object; values: Record<string, unknown> } | null) => {
  i18n.loadAndActivate({ locale: 'es-CL', messages: {} });
  return m ? i18n._({ ...(m.message as { id: string }), values: m.values }) : null;
};

async function toSummary(input = reservationInput(), fakes: Parameters<typeof startReservation>[1] = {}) {
  const run = startReservation(input, { quote: quotes.free, ...fakes });
  await flush();
  return run;
}

describe('insurance step: only when the club is one-click, no exchange, main brand and the club allows it', () => {
  const offered = reservationInput({ club: insuranceClub });
  it.each([
    ['all four hold', offered, true],
    ['club not one-click', { ...offered, club: { ...insuranceClub, clubIsOneClick: false } }, false],
    ['an exchange', { ...offered, mode: 'exchange' as const, exchangeBookingId: 5 }, false],
    ['another brand', { ...offered, brand: 'fg' as const }, false],
    ['club does not allow insurance', { ...offered, club: { ...insuranceClub, clubAllowsBookingInsurance: false } }, false],
  ])('%s → offered: %s', async (_label, input, expected) => {
    expect(isInsuranceOffered(input)).toBe(expected);
    const run = await toSummary(input, { plan: plans.colombia });
    expect(view.screen(run.snapshot())).toBe(expected ? 'insurance' : 'summary');
    expect(run.calls.fetchInsurancePlan?.length ?? 0).toBe(expected ? 1 : 0);
  });

  it('asks the plan for the timespan, the player maximum, the sport and the club', async () => {
    const run = await toSummary(reservationInput({ club: insuranceClub }), { plan: plans.colombia });
    expect(run.calls.fetchInsurancePlan).toEqual([{ timespan: 90, players: 4, sport_id: 1, club_id: 1 }]);
  });

  it('Chile: a plan without its UF value is refused as donotwant (no choice shown)', async () => {
    const run = await toSummary(reservationInput({ club: insuranceClub }), { plan: plans.chileWithoutUf });
    expect(view.screen(run.snapshot())).toBe('summary');
    expect(run.snapshot().context.insurance?.selected).toBe('donotwant');
  });

  it('Chile: a complete plan is offered', async () => {
    const run = await toSummary(reservationInput({ club: insuranceClub }), { plan: plans.chile });
    expect(view.screen(run.snapshot())).toBe('insurance');
  });

  it('team total = player maximum × single amount, and it is sent with the booking', async () => {
    const run = await toSummary(reservationInput({ club: insuranceClub }), { plan: plans.chile });
    const { single, team } = view.insuranceOptions(run.snapshot());
    expect(single).toMatchObject({ amount: 1500, amountUnitary: 1500, playerCount: 1, selected: 'single' });
    expect(team).toMatchObject({ amount: 6000, amountUnitary: 1500, playerCount: 4, selected: 'team' });
    run.actor.send({ type: 'insurance.choose', choice: 'team' });
    await flush();
    run.actor.send({ type: 'booking.book' });
    await flush();
    const sent = run.calls.createBooking[0] as CreateBookingInput;
    expect(sent.insuranceInformation).toEqual({
      playerCount: 4,
      amountTotal: 6000,
      amountUnitary: 1500,
      planCode: 'CL-1',
      selected: 'team',
      timespan: 90,
      country: 'CL',
    });
  });
});

describe('discount card bin: exactly 6 digits', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['', 'binMissing', 'Ingresa los dígitos para el descuento.'],
    ['12345', 'binLength', 'Ingresa seis dígitos.'],
    ['1234567', 'binLength', 'Ingresa seis dígitos.'],
    ['12345a', 'binLength', 'Ingresa seis dígitos.'],
  ])("'%s' is refused with %s", async (bin, alert, text) => {
    const run = await toSummary();
    run.actor.send({ type: 'discount.applyBin', bin });
    await flush();
    expect(run.snapshot().context.codeAlert).toBe(alert);
    i18n.loadAndActivate({ locale: 'es-CL', messages: {} });
    expect(i18n._(view.codeAlert(run.snapshot())!)).toBe(text);
    expect(run.calls.requestQuote).toHaveLength(1);
  });

  it("'123456' is sent with a new quote", async () => {
    const run = await toSummary();
    run.actor.send({ type: 'discount.applyBin', bin: '123456' });
    await flush();
    expect(run.calls.requestQuote).toHaveLength(2);
    expect((run.calls.requestQuote[1] as RequestQuoteInput).discountBin).toBe('123456');
    expect(run.snapshot().context.codeAlert).toBeNull();
  });

  it('code alerts clear after exactly 10 s', async () => {
    const run = await toSummary(reservationInput(), { quote: quotes.codeRejected });
    run.actor.send({ type: 'discount.applyCode', code: 'PROMO' });
    await flush();
    expect(run.snapshot().context.codeAlert).toBe('usedOrMissing');
    expect(run.snapshot().context.discountCode).toBeNull();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run.snapshot().context.codeAlert).toBe('usedOrMissing');
    await vi.advanceTimersByTimeAsync(1);
    expect(run.snapshot().context.codeAlert).toBeNull();
  });

  it('a quote that accepts the code keeps it; one that clears it drops it with its alert', async () => {
    const accepted = await toSummary(reservationInput(), { quote: quotes.codeAccepted });
    accepted.actor.send({ type: 'discount.applyCode', code: 'PROMO' });
    await flush();
    expect(accepted.snapshot().context).toMatchObject({ discountCode: 'PROMO', codeAlert: null });
    const cleared = await toSummary(reservationInput(), { quote: quotes.codeCleared });
    cleared.actor.send({ type: 'discount.applyCode', code: 'PROMO' });
    await flush();
    expect(cleared.snapshot().context).toMatchObject({ discountCode: null, codeAlert: 'notWorthwhile' });
  });
});

describe('ancillaries: min_items and max_items', () => {
  const balls: Ancillary = { club_ancillary_id: 9, name: 'Tubo de pelotas', amount: 3000, online_payment: 'Y', min_items: 2, max_items: 3 };
  const withBalls = quote({ slot: { ancillaries: [balls] } });

  async function withCount(n: number) {
    const run = await toSummary(reservationInput(), { quote: withBalls });
    for (let i = 0; i < n; i += 1) {
      run.actor.send({ type: 'ancillary.add', ancillaryId: 9 });
      await flush();
    }
    return run;
  }

  it('N-1 is refused: "you must add at least N of the following additional items: name"', async () => {
    const run = await withCount(1);
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(view.screen(run.snapshot())).toBe('summary');
    expect(say(view.problem(run.snapshot()))).toBe('Debes agregar al menos 2 de los siguientes adicionales: Tubo de pelotas');
    expect(run.calls.createBooking).toBeUndefined();
  });

  it('N is accepted', async () => {
    const run = await withCount(2);
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(run.calls.createBooking).toHaveLength(1);
    expect((run.calls.createBooking[0] as CreateBookingInput).bookUserIds[0].ancillaries).toEqual([{ club_ancillary_id: 9, quantity: 2 }]);
  });

  it('the plus control stops at max_items', async () => {
    const below = await withCount(2);
    expect(view.ancillaries(below.snapshot())[0]).toMatchObject({ count: 2, canAdd: true, canRemove: true });
    const at = await withCount(3);
    expect(view.ancillaries(at.snapshot())[0]).toMatchObject({ count: 3, canAdd: false });
    at.actor.send({ type: 'ancillary.add', ancillaryId: 9 });
    await flush();
    expect(at.snapshot().context.ancillaryCounts[9]).toBe(3);
  });
});

describe('minimum players (minBookings with a minimum capacity)', () => {
  const minThree = quote({ slot: { minCapacity: 1, minBookings: 3 } });
  const players = [FRIEND, { userId: 12, firstName: 'Eva', lastName: 'Paz' }];

  async function withPlayers(n: number) {
    const run = await toSummary(reservationInput(), { quote: minThree });
    for (const player of players.slice(0, n - 1)) {
      run.actor.send({ type: 'players.add', player });
      await flush();
    }
    run.actor.send({ type: 'booking.book' });
    await flush();
    return run;
  }

  it('N-1 players: the minimum message and the add-player dialog opens', async () => {
    const run = await withPlayers(2);
    expect(say(view.problem(run.snapshot()))).toBe('El club exige reservar para un mínimo de 3 jugadores.');
    expect(view.isAddPlayerOpen(run.snapshot())).toBe(true);
    expect(run.calls.createBooking).toBeUndefined();
  });

  it('N players: booked', async () => {
    const run = await withPlayers(3);
    expect(run.calls.createBooking).toHaveLength(1);
    expect((run.calls.createBooking[0] as CreateBookingInput).bookUserIds.map((u) => u.userId)).toEqual([USER.id, 11, 12]);
  });

  it('without a minimum capacity minBookings does not apply', async () => {
    const run = await toSummary(reservationInput(), { quote: quote({ slot: { minCapacity: 0, minBookings: 3 } }) });
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(run.calls.createBooking).toHaveLength(1);
  });

  it('-592 from the server: its message with the quote minimum and the dialog opens', async () => {
    const run = await toSummary(reservationInput(), { quote: minThree, booking: { error: { code: '-592', status: 400 } } });
    run.actor.send({ type: 'players.add', player: FRIEND });
    await flush();
    run.actor.send({ type: 'players.add', player: players[1] });
    await flush();
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(say(view.failure(run.snapshot()))).toBe('El club exige reservar para un mínimo de 3 jugadores.');
    expect(view.isAddPlayerOpen(run.snapshot())).toBe(true);
  });
});

describe('payment actions', () => {
  it.each([0, -500])('amount %s: booked directly, no payment modal, no service fee', async (pay) => {
    const run = await toSummary(reservationInput(), { quote: quote({ pay }) });
    expect(view.canPay(run.snapshot())).toBe(false);
    expect(view.canBook(run.snapshot())).toBe(true);
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(run.calls.createBooking).toHaveLength(1);
    expect(run.calls.createBooking[0]).toMatchObject({ action: 'book', fopId: null, serviceFee: { amount: 0, isActive: false } });
    expect(run.calls.checkServiceFee).toBeUndefined();
  });

  it('amount > 0: pay opens the payment modal; the confirmed method is sent; total = fee + amount', async () => {
    const run = await toSummary(reservationInput(), { quote: quotes.paid, fee: { active: true, feeAmount: 500 } });
    expect(view.amounts(run.snapshot())).toMatchObject({ pay: 12000, fee: 500, total: 12500 });
    run.actor.send({ type: 'players.add', player: FRIEND });
    await flush();
    run.actor.send({ type: 'ancillary.add', ancillaryId: 4 });
    await flush();
    run.actor.send({ type: 'booking.pay' });
    await flush();
    expect(view.screen(run.snapshot())).toBe('payment');
    expect(run.calls.createBooking).toBeUndefined();
    // The cashier opens with the amount paying now charges and picks the saved card; paying books with it.
    const cashier = view.cashierRef(run.snapshot())!;
    expect(cashier.getSnapshot().context.paymentAmount).toBe(view.chargeNow(run.snapshot(), 'pay'));
    cashier.send({ type: 'cashier.pay' });
    await flush();
    expect(run.calls.createBooking[0]).toMatchObject({
      action: 'pay',
      fopId: 15,
      fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: 'sub-1', bin: '424242' },
      serviceFee: { amount: 500, isActive: true },
    });
  });

  const at = (local: string) => quote({ pay: 12000, slot: { localTLDateTime: local } });
  it.each([
    ['the deadline is ahead (12:31 > 12:30 in Santiago)', at('2026-03-10 12:31:00'), true],
    ['the deadline is exactly now', at('2026-03-10 12:30:00'), false],
    ['the deadline has passed', at('2026-03-10 12:00:00'), false],
    ['there is no deadline', quote({ pay: 12000 }), true],
    ['payment at booking is forbidden (deadline passed)', quotes.forbidden, true],
  ])('pay later (book) when %s: %s', async (_label, q, expected) => {
    const run = await toSummary(reservationInput(), { quote: q });
    expect(view.canBook(run.snapshot())).toBe(expected);
    expect(view.offersPayLater(run.snapshot())).toBe(expected);
  });

  it("the player's credit at the club shows while pay later is offered (show_credit_balance), never otherwise", async () => {
    const withCredit = reservationInput({ sport: { ...reservationInput().sport, show_credit_balance: true, creditBalance: 26000 } });
    const open = await toSummary(withCredit, { quote: quote({ pay: 12000 }) });
    expect(view.creditAtClub(open.snapshot())).toEqual({ balance: 26000, currencyCode: 'CLP' });
    const payNow = await toSummary(withCredit, { quote: at('2026-03-10 12:00:00') });
    expect(view.creditAtClub(payNow.snapshot())).toBeNull();
    const none = await toSummary(reservationInput(), { quote: quote({ pay: 12000 }) });
    expect(view.creditAtClub(none.snapshot())).toBeNull();
  });

  it('forbidPaymentAtBooking hides pay and downpay', async () => {
    const run = await toSummary(reservationInput(), { quote: quote({ pay: 12000, downpay: 3000, forbid: true }) });
    expect([view.canPay(run.snapshot()), view.canDownpay(run.snapshot())]).toEqual([false, false]);
    const open = await toSummary(reservationInput(), { quote: quote({ pay: 12000, downpay: 3000 }) });
    expect([view.canPay(open.snapshot()), view.canDownpay(open.snapshot())]).toEqual([true, true]);
  });
});

describe('coupons, comments, terms and custom fields', () => {
  it("a used coupon reduces quantityLeft, cancelling restores it; none left: 'you don't have more coupons available'", async () => {
    const run = await toSummary(reservationInput(), { coupons });
    run.actor.send({ type: 'coupon.use', userId: USER.id, clubCouponId: 7 });
    await flush();
    expect(view.coupons(run.snapshot())[0].quantityLeft).toBe(0);
    expect((run.calls.requestQuote[1] as RequestQuoteInput).bookUserIds[0].clubCouponId).toBe(7);
    run.actor.send({ type: 'coupon.cancel', userId: USER.id });
    await flush();
    expect(view.coupons(run.snapshot())[0].quantityLeft).toBe(1);
    run.actor.send({ type: 'coupon.use', userId: USER.id, clubCouponId: 8 });
    await flush();
    i18n.loadAndActivate({ locale: 'es-CL', messages: {} });
    expect(i18n._(view.codeAlert(run.snapshot())!)).toBe('No tienes más cupones disponibles.');
  });

  it("a club-sport's comments_min_length (5 at one demo club) is the comment minimum", async () => {
    const input = reservationInput({ sport: { ...clubSport, ask_for_comments: true, comments_min_length: 5 } });
    const run = await toSummary(input);
    run.actor.send({ type: 'comments.set', comments: 'abcd' });
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(run.snapshot().context.problem).toEqual({ kind: 'comments', minLength: 5 });
    run.actor.send({ type: 'comments.set', comments: 'abcde' });
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(run.calls.createBooking).toHaveLength(1);
  });

  it('what the player types while the coupons and the quote still load is kept', async () => {
    const sport = { ...clubSport, dataConfig: [{ dataConfigId: 2, name: 'Patente', mandatory: true }] };
    const run = startReservation(reservationInput({ sport }), { quote: quotes.free });
    expect(run.snapshot().matches({ summary: 'loadingCoupons' })).toBe(true);
    run.actor.send({ type: 'field.set', dataConfigId: 2, value: 'AB1234' });
    run.actor.send({ type: 'comments.set', comments: 'Llevo paletas' });
    await flush();
    expect(run.snapshot().matches({ summary: 'ready' })).toBe(true);
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(run.calls.createBooking[0]).toMatchObject({
      dataConfigValues: [{ dataConfigId: 2, value: 'AB1234' }],
      comments: 'Llevo paletas',
    });
  });

  it('terms (include_tyc Y) and mandatory fields (the warning lists the missing names)', async () => {
    const sport = {
      ...clubSport,
      include_tyc: 'Y' as const,
      dataConfig: [
        { dataConfigId: 1, name: 'N° de socio', mandatory: true },
        { dataConfigId: 2, name: 'Patente', mandatory: true },
        { dataConfigId: 3, name: 'Opcional', mandatory: false },
      ],
    };
    const run = await toSummary(reservationInput({ sport }));
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(say(view.problem(run.snapshot()))).toBe('Debes aceptar el reglamento del club.');
    run.actor.send({ type: 'terms.set', accepted: true });
    run.actor.send({ type: 'field.set', dataConfigId: 2, value: 'AB1234' });
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect(say(view.problem(run.snapshot()))).toBe('Debes completar los siguientes datos: N° de socio');
    run.actor.send({ type: 'field.set', dataConfigId: 1, value: '123' });
    run.actor.send({ type: 'booking.book' });
    await flush();
    expect((run.calls.createBooking[0] as CreateBookingInput).dataConfigValues).toEqual([
      { dataConfigId: 1, value: '123' },
      { dataConfigId: 2, value: 'AB1234' },
    ]);
  });
});
