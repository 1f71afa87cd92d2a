// @vitest-environment node
// The booking flow's actors as real calls: what each sends through the API client and how each
// contract answer becomes the machine's type (spec part 1 §3 field names kept).
import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/apiError';
import { createBookingActors } from '#features/booking/api';
import { toClub, toClubCard } from '#features/booking/api/clubs';
import { toClubSport } from '#features/booking/api/sports';
import { defaultTimespan } from '#machines/booking/booking.defaults';
import { toClubTimeslots, toNearbyTimeslots } from '#features/booking/api/timeslots';
import { answer, clubDto, clubSportDto, sportListDto, timeslotDto } from './contractFixtures';
import { fakeApi, run } from './actorMappingsSupport';

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
      sportId: 4,
      page: 2,
      pageSize: 10,
    });
    expect(calls[0][0]).toBe('listClubs');
    expect(calls[0][1]?.query).toEqual({ parentClubId: 10, sportId: 4, page: 2, pageSize: 10 });
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
      sports: [{ id: 1, code: 'padel', name: 'Pádel', simple_search: false, switch_book_flow: false, defaultTimeSpan: 90 }],
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
