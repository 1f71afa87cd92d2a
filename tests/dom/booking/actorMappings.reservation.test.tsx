// @vitest-environment node
// The booking flow's quote and booking actors as real calls: what each sends through the API client
// and how each contract answer becomes the machine's type (spec part 1 §3 field names kept).
import { describe, expect, it } from 'vitest';
import { createBookingActors } from '#features/booking/api';
import { toBookingBody } from '#features/booking/api/booking';
import { playerProblem, toQuote } from '#features/booking/api/quote';
import { answer, quoteAnswerDto } from './contractFixtures';
import { fakeApi, run } from './actorMappingsSupport';

describe('quote', () => {
  it("the booking user's line: price, extras, coupons, deadline, payment amounts, the code's verdict, the hold", () => {
    const quote = toQuote(quoteAnswerDto(), 10);
    expect(quote.slot).toEqual({
      clubId: 1,
      courtId: 1,
      courtName: 'Cancha 1',
      priceInfo: { amount: 26000, timespan: 60, price_id: 4, promoCode: 'PADEL10', promoAmount: 2600 },
      clubCurrencyCode: 'CLP',
      clubTimezone: 'America/Santiago',
      localTLDateTime: '2026-11-22 17:00:00',
      ancillaries: [{ club_ancillary_id: 3, name: 'Tubo de pelotas', amount: 4500, online_payment: 'Y', min_items: 0, max_items: 3 }],
      canUseCouponsArray: [7],
      courtCapacityEnabled: false,
      minCapacity: null,
      minBookings: 0,
    });
    expect(quote.bookingActions).toEqual({ paymentAmounts: { pay: 23400, downpay: 7000 }, forbidPaymentAtBooking: false });
    expect(quote.discount).toEqual({ code: 'PADEL10', action: 'accept', alert: null });
    expect(quote.preBookExpiration).toBe('2026-11-21T23:05:00.000Z');
  });

  it("another player's problem fails the quote with that player's code and count (shown next to the players)", async () => {
    const withProblem = quoteAnswerDto({ code: '-161', message: 'limit', count: 2 });
    expect(playerProblem(withProblem, 10)).toMatchObject({ code: '-161', details: { userId: 11, count: 2 } });
    expect(playerProblem(quoteAnswerDto(), 10)).toBeNull();
    const { api, calls } = fakeApi({ requestQuote: withProblem });
    const input = {
      clubId: 1,
      sportId: 1,
      courtId: 1,
      date: '2026-11-22',
      time: '19:00:00',
      timespan: 60,
      bookUserIds: [
        {
          userId: 10,
          firstName: 'Pía',
          lastName: 'Soto',
          ancillaries: [{ club_ancillary_id: 3, quantity: 1 }],
          clubCouponId: 7,
          discountCode: 'PADEL10',
          cleanChanged: false,
          eBookingId: null,
        },
        {
          userId: 11,
          firstName: 'Rodrigo',
          lastName: 'Vidal',
          ancillaries: [],
          clubCouponId: null,
          discountCode: null,
          cleanChanged: false,
          eBookingId: null,
        },
      ],
      discountBin: null,
      isElegibleForCrossBlock: false,
    };
    await expect(run(createBookingActors(api).requestQuote, input)).rejects.toMatchObject({ code: '-161' });
    expect(calls[0][1]?.body).toMatchObject({
      bookUserIds: [{ userId: 10, clubCouponId: 7, discountCode: 'PADEL10' }, { userId: 11 }],
      discountBin: null,
    });
  });
});

describe('booking, insurance, fee, coupons', () => {
  it('the booking sends the quote body plus its own fields once (idempotency key) and answers the payment data', async () => {
    const { api, calls } = fakeApi({
      createBooking: answer('createBooking', {
        bookingId: 77,
        status: 'PAYED',
        paymentData: { status: 'APPROVED', redirectURL: null, errCategory: null },
        webpay_id: null,
      }),
    });
    const input = {
      clubId: 1,
      sportId: 1,
      courtId: 1,
      date: '2026-11-22',
      time: '19:00:00',
      timespan: 60,
      bookUserIds: [
        {
          userId: 10,
          firstName: 'Pía',
          lastName: 'Soto',
          ancillaries: [],
          clubCouponId: null,
          discountCode: null,
          cleanChanged: false,
          eBookingId: null,
        },
      ],
      discountBin: null,
      isElegibleForCrossBlock: false,
      action: 'pay' as const,
      comments: '',
      fopId: 1,
      fopParams: { cardNumber: '4111111111111111' },
      promo_code: null,
      dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
      serviceFee: { amount: 780, isActive: true },
      insuranceInformation: {
        playerCount: 1,
        amountTotal: 1986,
        amountUnitary: 1986,
        planCode: 'CL-1',
        selected: 'single' as const,
        timespan: 60,
        country: 'CL',
      },
      preBookedData: { preBookTimestamp: 'a', preBookExpiration: 'b' },
    };
    expect(await run(createBookingActors(api).createBooking, input)).toEqual({
      bookingId: 77,
      paymentData: { status: 'APPROVED', redirectURL: null, errCategory: null },
      webpay_id: null,
    });
    const body = calls[0][1]?.body as ReturnType<typeof toBookingBody>;
    expect(body).toMatchObject({
      action: 'pay',
      fopId: 1,
      serviceFee: { amount: 780, isActive: true },
      insuranceInformation: { selected: 'single' },
      dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
    });
    expect(body.idempotencyKey?.length).toBeGreaterThanOrEqual(8);
  });

  it('the insurance plan, the service fee and the coupons', async () => {
    const { api, calls } = fakeApi({
      getInsurancePlan: answer('getInsurancePlan', {
        plan: {
          amount: 1986,
          amountUF: 0.05,
          ufDate: '2026-11-21',
          ufValue: 39720,
          planCode: 'CL-1',
          policyAmount: null,
          policyAmountUF: 100,
          policyAmountReinburstment: null,
          policyAmountReinburstmentUF: 20,
          url: null,
          country: 'CL',
          currencyCode: 'CLP',
        },
      }),
      serviceFeeFeasibility: answer('serviceFeeFeasibility', { active: true, feeAmount: 780, currencyCode: 'CLP' }),
      couponsSummary: answer('couponsSummary', {
        coupons: [
          { clubCouponId: 7, couponName: 'Cupón pádel', couponsName: 'Cupones pádel', couponGender: 'M', quantityLeft: 3, deleted: 'N' },
          { clubCouponId: 8, couponName: 'Viejo', couponsName: 'Viejos', couponGender: 'M', quantityLeft: 1, deleted: 'Y' },
        ],
      }),
    });
    const actors = createBookingActors(api);
    expect(await run(actors.fetchInsurancePlan, { timespan: 60, players: 4, sport_id: 1, club_id: 1 })).toMatchObject({
      amount: 1986,
      planCode: 'CL-1',
      country: 'CL',
      ufValue: 39720,
    });
    expect(calls[0][1]?.query).toEqual({ timespan: 60, players: 4, sport_id: 1, club_id: 1 });
    expect(
      await run(actors.checkServiceFee, { clubId: 1, countryCode: 'CL', bookingAmount: 26000, sportId: 1, courtId: 1, priceId: 4 }),
    ).toEqual({ active: true, feeAmount: 780 });
    expect(await run(actors.loadCouponsSummary, { clubId: 1, sportId: 1, userId: 10 })).toEqual({
      coupons: [{ clubCouponId: 7, couponName: 'Cupón pádel', couponsName: 'Cupones pádel', quantityLeft: 3 }],
    });
  });
});
