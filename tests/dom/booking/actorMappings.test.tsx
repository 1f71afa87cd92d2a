// @vitest-environment node
// The booking flow's actors as real calls: what each sends through the API client and how each
// contract answer becomes the machine's type (spec part 1 §3 field names kept).
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import { createBookingActors } from '#features/booking/api';
import { toClub, toClubCard } from '#features/booking/api/clubs';
import { toBookingBody } from '#features/booking/api/booking';
import { playerProblem, toQuote } from '#features/booking/api/quote';
import { toClubSport } from '#features/booking/api/sports';
import { defaultTimespan } from '#machines/booking/booking.defaults';
import { toClubTimeslots, toNearbyTimeslots } from '#features/booking/api/timeslots';
import { answer, clubDto, clubSportDto, quoteAnswerDto, sportListDto, timeslotDto } from './contractFixtures';

type Call = Parameters<ApiClient['call']>;

/** An API client that answers each endpoint id from a table and records the calls (endpoint id, input). */
function fakeApi(answers: Record<string, unknown>) {
  const calls: [string, Call[1]][] = [];
  const api: ApiClient = {
    call: vi.fn(async (...args: Call) => {
      const id = args[0].id;
      calls.push([id, args[1]]);
      const value = answers[id];
      if (value instanceof Error) throw value;
      if (value === undefined) throw new Error(`no answer for ${id}`);
      return value;
    }) as ApiClient['call'],
  };
  return { api, calls };
}

const run = <O,>(logic: AnyActorLogic, input: unknown): Promise<O> => toPromise(createActor(logic, { input }).start()) as Promise<O>;

describe('clubs', () => {
  it('the list: 10 per page, sub-clubs by parentClubId, with what the cards show', async () => {
    const { api, calls } = fakeApi({
      listClubs: answer('listClubs', {
        result: {
          data: [
            clubDto(),
            clubDto({ id: 10, name: 'Sportlife', subClubsCount: 2 }),
            clubDto({ id: 11, user_enabled: false, allow_browsing: false, dummy: true }),
          ],
          total: 12,
          page: 1,
          pageSize: 10,
        },
        timezone: 'America/Santiago',
        timezoneOffset: -180,
      }),
    });
    const out = await run<{ clubs: unknown[]; total: number }>(createBookingActors(api).loadClubs, {
      parentClubId: 10,
      page: 2,
      pageSize: 10,
    });
    expect(calls[0][0]).toBe('listClubs');
    expect(calls[0][1]?.query).toEqual({ parentClubId: 10, page: 2, pageSize: 10 });
    expect(out.total).toBe(12);
    expect(out.clubs[1]).toMatchObject({ id: 10, name: 'Sportlife', subClubsCount: 2 });
    expect(out.clubs[2]).toMatchObject({ dummy: true, membersOnly: true });
    expect(toClubCard(clubDto())).toMatchObject({
      id: 1,
      name: 'Club Pádel Vitacura',
      city: 'Santiago',
      sports: [
        { code: 'padel', name: 'Pádel' },
        { code: 'tennis', name: 'Tenis' },
      ],
      language_code: 'es-CL',
      membersOnly: false,
    });
  });

  it('one club: the fields the flow decides with (sub-clubs, dummy, members only, one-click, insurance)', () => {
    const club = toClub(clubDto({ subClubsCount: 3, request_member_document: 'Y' }));
    expect(club).toMatchObject({
      id: 1,
      timezone: 'America/Santiago',
      currencyCode: 'CLP',
      subClubsCount: 3,
      dummy: false,
      user_enabled: true,
      allow_browsing: true,
      request_member_document: 'Y',
      activityCategories: [],
      coupon_packs_for_user: [],
      permissions: { cross_court_block_enabled: false, allow_news_for_club: false },
      clubIsOneClick: true,
      clubAllowsBookingInsurance: true,
    });
  });
});

describe('sports', () => {
  it('the club sports without the hidden ones, and the sport at the club', async () => {
    const { api } = fakeApi({
      listClubSports: answer('listClubSports', { sports: [sportListDto(), sportListDto({ id: 2, name: 'Tenis', hide: true })] }),
      getClubSport: answer('getClubSport', { sport: clubSportDto }),
    });
    const actors = createBookingActors(api);
    expect(await run(actors.loadClubSports, { clubId: 1 })).toEqual({
      sports: [{ id: 1, code: 'padel', name: 'Pádel', simple_search: false, defaultTimeSpan: 90 }],
    });
    const sport = await run(actors.loadClubSport, { clubId: 1, sportId: 1 });
    expect(sport).toMatchObject({
      id: 1,
      timespanvalues: [60, 90, 120],
      defaultTimeSpan: 90,
      mindate: '2026-11-21',
      maxdate: '2026-12-05',
      include_tyc: 'Y',
      ask_for_comments: false,
      dataConfig: [{ dataConfigId: 1, name: 'Nivel de juego', mandatory: true }],
      offer_schedule: true,
      waitingListEnabled: true,
    });
    // No default of its own (0): the flow searches 60 minutes (booking.defaults).
    expect(defaultTimespan(toClubSport({ ...clubSportDto, defaultTimeSpan: 0 }))).toBe(60);
  });
});

describe('timeslots', () => {
  it("the whole day ('show all'): the same club call with showAll", async () => {
    const dayAnswer = answer('getClubTimeslots', {
      timeslots: [timeslotDto({ local_start_time: '08:00:00', local_end_time: '09:00:00' }), timeslotDto()],
      timeslots_summary: [],
      alternative_timeslots: [],
      alternative_timeslots_summary: [],
      quotationId: null,
      discarded_timeslots: 0,
      timezone: 'America/Santiago',
    });
    const { api, calls } = fakeApi({ getClubTimeslots: dayAnswer });
    const out = await run<{ timeslots: Array<{ local_start_time: string }> }>(createBookingActors(api).fetchTimeslots, {
      scope: 'day',
      clubId: 1,
      sportId: 1,
      date: '2026-11-22',
      time: '19:00:00',
      timespan: 60,
    });
    expect(calls[0][0]).toBe('getClubTimeslots');
    expect(calls[0][1]).toMatchObject({
      params: { sportId: 1, clubId: 1 },
      query: { date: '2026-11-22', time: '19:00:00', timespan: 60, showAll: '1' },
    });
    expect(out.timeslots.map((s) => s.local_start_time)).toEqual(['08:00:00', '19:00:00']);
  });

  it("a club's answer: slots by time and court, alternatives, and the clubs with availability", () => {
    const out = toClubTimeslots(
      answer('getClubTimeslots', {
        timeslots: [
          timeslotDto({ courtId: 2, courtText: 'Cancha 2', courtSort: 1 }),
          timeslotDto(),
          timeslotDto({ local_start_time: '18:30:00' }),
        ],
        timeslots_summary: [],
        alternative_timeslots: [timeslotDto({ local_start_time: '21:00:00', hour: '21:00:00' })],
        alternative_timeslots_summary: [{ clubId: 4, clubName: 'Palermo Pádel', image: null, distance: 3.2, hour: '19:00:00', count: 2 }],
        quotationId: null,
        discarded_timeslots: 0,
        timezone: 'America/Santiago',
      }),
    );
    expect(out.timeslots.map((s) => `${s.local_start_time} ${s.courtText}`)).toEqual([
      '18:30:00 Cancha 1',
      '19:00:00 Cancha 1',
      '19:00:00 Cancha 2',
    ]);
    expect(out.timeslots[1]).toMatchObject({
      courtId: 1,
      clubId: 1,
      sportId: 1,
      local_date: '2026-11-22',
      local_end_time: '20:00:00',
      hour: '19:00:00',
      bookinginsuranceMaxPlayersAmount: 4,
      price: { amount: 26000, currencyCode: 'CLP' },
    });
    expect(out.alternative_timeslots).toHaveLength(1);
    expect(out.alternativeClubs).toEqual([{ id: 4, name: 'Palermo Pádel', image: null, distance: 3.2, hour: '19:00:00', count: 2 }]);
  });

  it("nearby clubs' slots carry the club's name; the search is around the club that failed", async () => {
    const nearby = answer('searchTimeslots', {
      timeslots: [timeslotDto({ clubId: 5, courtText: 'Quadra 1' })],
      timeslots_summary: [],
      alternative_timeslots: [],
      alternative_timeslots_summary: [],
      clubs: [
        {
          id: 5,
          name: 'São Paulo Tênis Clube',
          image: null,
          latitude: -23.57,
          longitude: -46.67,
          timezone: 'America/Sao_Paulo',
          currencyCode: 'BRL',
          distance: 2,
        },
      ],
      filteredClubsByDistance: false,
      searchMaxDistance: 50,
      discarded_timeslots: 0,
    });
    expect(toNearbyTimeslots(nearby).timeslots[0]).toMatchObject({ clubId: 5, clubName: 'São Paulo Tênis Clube' });
    const { api, calls } = fakeApi({ getClub: answer('getClub', { club: clubDto() }), searchTimeslots: nearby });
    const actors = createBookingActors(api);
    await run(actors.loadClub, { clubId: 1 });
    await run(actors.fetchTimeslots, { scope: 'nearby', clubId: 1, sportId: 1, date: '2026-11-22', time: '19:00:00', timespan: 60 });
    expect(calls[1][1]).toMatchObject({
      params: { sportId: 1 },
      query: { date: '2026-11-22', time: '19:00:00', timespan: 60, latitude: -33.39, longitude: -70.59 },
    });
  });
});

describe('holds', () => {
  const input = { clubId: 1, sportId: 1, courtId: 3, userId: 10, date: '2026-11-22', startTime: '19:00:00', endTime: '20:00:00' };

  it('the pre-block answers the hold window; a refusal keeps its code for the table', async () => {
    const { api, calls } = fakeApi({
      createHold: answer('createHold', {
        holdId: 9,
        preBookTimestamp: '2026-11-21T23:00:00.000Z',
        preBookExpiration: '2026-11-21T23:05:00.000Z',
      }),
    });
    const out = await run(createBookingActors(api).createHold, input);
    expect(out).toEqual({ preBookTimestamp: '2026-11-21T23:00:00.000Z', preBookExpiration: '2026-11-21T23:05:00.000Z' });
    expect(calls[0][1]).toMatchObject({
      params: { clubId: 1, sportId: 1, courtId: 3 },
      body: { userId: 10, date: '2026-11-22', startTime: '19:00:00', endTime: '20:00:00' },
    });
    expect((calls[0][1]?.body as { idempotencyKey: string }).idempotencyKey.length).toBeGreaterThanOrEqual(8);

    const refused = fakeApi({ createHold: new ApiError('createHold', 409, { code: '-99', message: 'taken' }) });
    await expect(run(createBookingActors(refused.api).createHold, input)).rejects.toMatchObject({ code: '-99', status: 409 });
  });

  it('a release names the court and time, and never fails the flow', async () => {
    const { api, calls } = fakeApi({ releaseSlotHold: new Error('offline') });
    await expect(run(createBookingActors(api).releaseHold, input)).resolves.toBeUndefined();
    expect(calls[0]).toEqual([
      'releaseSlotHold',
      { params: { clubId: 1, sportId: 1, courtId: 3 }, query: { date: '2026-11-22', startTime: '19:00:00', endTime: '20:00:00' } },
    ]);
  });
});

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
