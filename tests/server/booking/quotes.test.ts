import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking } from '#server/booking/reservations/cancelBooking';
import { discountCodes } from '#server/db/schema';
import {
  book,
  clubIdOf,
  courtIdOf,
  hold,
  movableClock,
  playerOf,
  quote,
  quoteBody,
  SPORT_ID,
  type Player,
  type SlotRef,
} from '../support/booking';
import { createPlayers } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// quotev2 at Club Pádel Vitacura: padel 60/90/120 min at 20.000/28.000/36.000 CLP, 26.000/36.000/46.000
// from 18:00; a 3% service fee; codes PADEL10, VERANO5000 (min 15.000), BANCO20 (bins 450799, 520000),
// AGOTADO (used up); 'Cupón pádel' coupons; extras 'Tubo de pelotas' (online, max 3) and 'Arriendo de
// paleta' (paid at the club).

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;
let clubId: number;
let court1: number;
let tube: number;
let racket: number;
let coupon: number;
const form = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };
const at = (startTime: string, endTime: string, courtId = court1, date = '2026-03-03'): SlotRef => ({
  clubId,
  sportId: SPORT_ID.padel,
  courtId,
  date,
  startTime,
  endTime,
});
const morning = () => at('10:00:00', '11:00:00');
const priceOf = (response: { body: { quotes: { slot: { priceInfo: Record<string, unknown> } }[] } }) =>
  response.body.quotes[0].slot.priceInfo;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  clubId = await clubIdOf(server.db, 'club-padel-vitacura');
  court1 = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1');
  const first = await quote(server, player, morning(), quoteBody(morning(), 60, [player.id]));
  const byName = (name: string) =>
    first.body.quotes[0].slot.ancillaries.find((a: { name: string }) => a.name === name).club_ancillary_id as number;
  tube = byName('Tubo de pelotas');
  racket = byName('Arriendo de paleta');
  coupon = first.body.quotes[0].slot.canUseCouponsArray[0];
});
afterAll(() => server?.close());

describe('prices', () => {
  it.each([
    [60, '10:00:00', '11:00:00', 20000],
    [90, '10:00:00', '11:30:00', 28000],
    [120, '10:00:00', '12:00:00', 36000],
    [60, '19:00:00', '20:00:00', 26000],
    [90, '18:00:00', '19:30:00', 36000],
  ])('%i minutes at %s cost the price of that duration and time band', async (timespan, start, end, amount) => {
    const slot = at(start, end);
    const response = await quote(server, player, slot, quoteBody(slot, timespan, [player.id]));
    expect(priceOf(response)).toMatchObject({ timespan, amount, app_amount: amount, discounted_app_amount: amount, priceType: 'COURT' });
    expect(priceOf(response).price_id).toEqual(expect.any(Number));
    expect(response.body.quotes[0].slot).toMatchObject({
      local_start_time: start,
      local_end_time: end,
      clubCurrencyCode: 'CLP',
      clubTimezone: 'America/Santiago',
    });
  });

  it('adds the club’s service fee to the online amount: total = fee + amount', async () => {
    const { bookingActions } = (await quote(server, player, morning(), quoteBody(morning(), 60, [player.id]))).body;
    expect(bookingActions.serviceFee).toEqual({ active: true, feeAmount: 600 });
    expect(bookingActions.paymentAmounts).toMatchObject({ pay: 20000, totalWithFee: 20600, downpay: 0 });
    expect(bookingActions.paymentAmounts.pay_formatted.replace(/\s/g, ' ')).toMatch(/20\.000/);
    expect(bookingActions.actions).toEqual(['pay', 'book']);
  });

  it('charges extras per person; extras paid at the club are not in the online amount', async () => {
    const body = quoteBody(morning(), 60, [
      {
        userId: player.id,
        ancillaries: [
          { club_ancillary_id: tube, quantity: 2 },
          { club_ancillary_id: racket, quantity: 1 },
        ],
      },
    ]);
    const response = await quote(server, player, morning(), body);
    expect(priceOf(response)).toMatchObject({ amount: 32000, app_amount: 29000 });
    expect(response.body.bookingActions.paymentAmounts.pay).toBe(29000);
    expect(response.body.quotes[0].slot.ancillaries.find((a: { club_ancillary_id: number }) => a.club_ancillary_id === tube)).toMatchObject(
      { quantity: 2, max_items: 3, online_payment: 'Y' },
    );
  });

  it.each([
    ['more than max_items', [{ club_ancillary_id: 'tube', quantity: 4 }]],
    ['an unknown extra', [{ club_ancillary_id: 999_999, quantity: 1 }]],
  ])('refuses %s with HTTP 400', async (_name, items) => {
    const ancillaries = items.map((i) => ({ ...i, club_ancillary_id: i.club_ancillary_id === 'tube' ? tube : i.club_ancillary_id }));
    const response = await quote(server, player, morning(), quoteBody(morning(), 60, [{ userId: player.id, ancillaries }]));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('-400');
  });
});

describe('discount codes', () => {
  const withCode = (code: string | null, extra: Record<string, unknown> = {}) =>
    quoteBody(morning(), 60, [{ userId: player.id, discountCode: code, ...extra }]);

  it('accepts a percentage code in any letter case', async () => {
    const response = await quote(server, player, morning(), withCode('padel10'));
    expect(priceOf(response)).toMatchObject({
      promoCode: 'PADEL10',
      promoAmount: 2000,
      discounted_app_amount: 18000,
      reedeemedCode: { codeFromApp: 'PADEL10', action: 'accept', alert: null },
    });
    expect(response.body.bookingActions.paymentAmounts.pay).toBe(18000);
  });

  it.each([
    ['NOEXISTE', 'usedOrMissing'],
    ['AGOTADO', 'usedOrMissing'],
    ['BANCO20', 'usedOrMissing'], // a bank code without the card bin
  ])('rejects %s with the alert %s and charges the full price', async (code, alert) => {
    const response = await quote(server, player, morning(), withCode(code));
    expect(priceOf(response)).toMatchObject({ promoAmount: 0, discounted_app_amount: 20000, reedeemedCode: { action: 'reject', alert } });
  });

  it('rejects a code that is not worthwhile: nothing to pay, or below its minimum amount', async () => {
    const freeCourt = at('10:00:00', '11:00:00', await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 4'));
    const onFree = await quote(server, player, freeCourt, quoteBody(freeCourt, 60, [{ userId: player.id, discountCode: 'VERANO5000' }]));
    expect(priceOf(onFree).reedeemedCode).toMatchObject({ action: 'reject', alert: 'notWorthwhile' });
    await server.db.update(discountCodes).set({ minAmount: 30000 }).where(eq(discountCodes.code, 'VERANO5000'));
    expect(priceOf(await quote(server, player, morning(), withCode('VERANO5000'))).reedeemedCode).toMatchObject({
      action: 'reject',
      alert: 'notWorthwhileUnavailable',
    });
    await server.db.update(discountCodes).set({ minAmount: 15000 }).where(eq(discountCodes.code, 'VERANO5000'));
    expect(priceOf(await quote(server, player, morning(), withCode('VERANO5000')))).toMatchObject({
      promoAmount: 5000,
      discounted_app_amount: 15000,
    });
  });

  it('clears a removed code', async () => {
    expect(priceOf(await quote(server, player, morning(), withCode(null, { cleanChanged: true }))).reedeemedCode).toEqual({
      codeFromApp: '',
      action: 'clear',
      alert: null,
    });
    expect(priceOf(await quote(server, player, morning(), withCode(null))).reedeemedCode).toBeNull();
  });

  it.each([
    ['450799', 'accept', 4000],
    ['520000', 'accept', 4000],
    ['411111', 'reject', 0],
  ])('takes a bank promotion by the six digits of the card bin %s: %s', async (bin, action, promoAmount) => {
    const response = await quote(server, player, morning(), quoteBody(morning(), 60, [player.id], { discountBin: bin }));
    expect(priceOf(response)).toMatchObject({ promoAmount, reedeemedCode: { action } });
  });

  it.each(['45079', '4507991', '45O799'])('refuses a bin that is not exactly six digits (%s) with HTTP 400', async (bin) => {
    const response = await quote(server, player, morning(), quoteBody(morning(), 60, [player.id], { discountBin: bin }));
    expect(response.status).toBe(400);
  });

  it('counts a used code per person: once used it is alreadyInUse, and usable again when the booking is cancelled', async () => {
    const slot = at('11:00:00', '12:00:00');
    await hold(server, player, slot);
    const booked = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [{ userId: player.id, discountCode: 'PADEL10' }], { action: 'book', ...form }),
    );
    expect(booked.status).toBe(200);
    const [row] = await server.db.select().from(discountCodes).where(eq(discountCodes.code, 'PADEL10'));
    expect(row.usedCount).toBe(1);
    expect(priceOf(await quote(server, player, morning(), withCode('PADEL10'))).reedeemedCode).toMatchObject({
      action: 'reject',
      alert: 'alreadyInUse',
    });
    await cancelBooking(server.db, booked.body.bookingId, clock.now());
    expect(priceOf(await quote(server, player, morning(), withCode('PADEL10'))).reedeemedCode).toMatchObject({ action: 'accept' });
  });
});

describe('coupons', () => {
  const summary = (who: Player) =>
    server.call('couponsSummary', { token: who.token, params: { clubId, sportId: SPORT_ID.padel, userId: who.id } });

  it('a coupon pays the court: nothing to pay online, so the only action is book', async () => {
    const response = await quote(server, player, morning(), quoteBody(morning(), 60, [{ userId: player.id, clubCouponId: coupon }]));
    expect(priceOf(response)).toMatchObject({ couponAmount: 20000, discounted_app_amount: 0 });
    expect(response.body.quotes[0].slot.clubCouponId).toBe(coupon);
    expect(response.body.bookingActions).toMatchObject({ paymentAmounts: { pay: 0 }, actions: ['book'] });
  });

  it('quantityLeft goes down when a booking uses one and comes back when it is cancelled', async () => {
    expect((await summary(player)).body.coupons).toEqual([
      expect.objectContaining({ clubCouponId: coupon, couponName: 'Cupón pádel', quantityLeft: 3 }),
    ]);
    const slot = at('13:00:00', '14:00:00');
    await hold(server, player, slot);
    // Paid with a coupon there is nothing to pay: even 'pay' books directly, with no payment.
    const booked = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [{ userId: player.id, clubCouponId: coupon }], { action: 'pay', ...form }),
    );
    expect(booked.body).toMatchObject({ error: false, status: 'BOOKED', paymentData: null });
    expect((await summary(player)).body.coupons[0].quantityLeft).toBe(2);
    await cancelBooking(server.db, booked.body.bookingId, clock.now());
    expect((await summary(player)).body.coupons[0].quantityLeft).toBe(3);
  });

  it('without coupons left: -7711', async () => {
    const slot = at('15:00:00', '16:00:00');
    await hold(server, rival, slot);
    expect(
      (await book(server, rival, slot, quoteBody(slot, 60, [{ userId: rival.id, clubCouponId: coupon }], { action: 'book', ...form })))
        .status,
    ).toBe(200);
    expect((await summary(rival)).body.coupons[0].quantityLeft).toBe(0);
    const again = await quote(server, rival, morning(), quoteBody(morning(), 60, [{ userId: rival.id, clubCouponId: coupon }]));
    expect(again.body).toMatchObject({ code: '-7711' });
  });

  it("another user's coupons summary is 404 NO_ACCESS", async () => {
    const response = await server.call('couponsSummary', {
      token: rival.token,
      params: { clubId, sportId: SPORT_ID.padel, userId: player.id },
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('-404');
  });
});

describe('people', () => {
  it('answers each person’s problem in quotes[] without failing the quote; only the booking user pays the court', async () => {
    const response = await quote(server, player, morning(), quoteBody(morning(), 60, [player.id, rival.id, 999_999]));
    expect(response.status).toBe(200);
    expect(response.body.quotes.map((q: { userId: number; error: { code: string } | null }) => [q.userId, q.error?.code ?? null])).toEqual([
      [player.id, null],
      [rival.id, null],
      // No player with this code (issue 9 item 8): -193, not 'not available for this person'.
      [999_999, '-193'],
    ]);
    expect(response.body.quotes.map((q: { slot: { priceInfo: { amount: number } } }) => q.slot.priceInfo.amount)).toEqual([20000, 0, 0]);
  });

  it('more people than the sport allows (4 for padel): -221 with the count', async () => {
    const friends = await createPlayers(server.db, server.deps.tokens, 4, 'friends');
    const response = await quote(server, player, morning(), quoteBody(morning(), 60, [player.id, ...friends.map((f) => f.id)]));
    expect(response.body).toMatchObject({ code: '-221', details: { count: 4 } });
  });
});

describe('the hold in a quote', () => {
  it('is stated as of the answer: preBookExpiration minus preBookTimestamp is the time left, not the hold’s full length', async () => {
    const [holder] = await createPlayers(server.db, server.deps.tokens, 1, 'countdown');
    const slot = at('13:00:00', '14:00:00');
    const held = await hold(server, holder, slot);
    expect(held.body).toMatchObject({ preBookTimestamp: '2026-03-02T15:00:00.000Z', preBookExpiration: '2026-03-02T15:05:00.000Z' });
    try {
      clock.advanceMinutes(2);
      const answer = (await quote(server, holder, slot, quoteBody(slot, 60, [holder.id]))).body;
      expect(answer).toMatchObject({
        holdId: held.body.holdId,
        preBookTimestamp: '2026-03-02T15:02:00.000Z',
        preBookExpiration: '2026-03-02T15:05:00.000Z',
      });
      expect(Date.parse(answer.preBookExpiration) - Date.parse(answer.preBookTimestamp)).toBe(3 * 60_000);
      // Without a hold of the caller's there, no window at all.
      const other = at('13:00:00', '14:00:00', await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2'));
      expect((await quote(server, holder, other, quoteBody(other, 60, [holder.id]))).body).toMatchObject({
        holdId: null,
        preBookTimestamp: null,
        preBookExpiration: null,
      });
    } finally {
      clock.set('2026-03-02T15:00:00Z');
    }
  });
});
