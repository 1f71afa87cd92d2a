// The booking flow's addresses (machines/booking/booking.url.ts): every place has one URL and reads
// back from it, whatever the ids and criteria; any URL reads as a place that writes back to a URL
// naming the same place; invalid params are dropped (spec part 1 §5), never thrown on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseOf,
  criteriaOf,
  payIntentOf,
  placeOfUrl,
  preBookedEndOf,
  RESULTS_PATHS,
  samePlace,
  sameScreen,
  urlOf,
  type Criteria,
  type Place,
  type PlaceBase,
} from '#machines/booking/booking.url';

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const pad = (n: number) => String(n).padStart(2, '0');
const calendarDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const wallTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
/** What an address can say: a time only with a date (spec part 1 §5), minutes up to a day. */
const criteria: fc.Arbitrary<Criteria> = fc
  .record({
    date: fc.option(calendarDate, { nil: null }),
    time: fc.option(wallTime, { nil: null }),
    timespan: fc.option(fc.integer({ min: 1, max: 1440 }), { nil: null }),
  })
  .map((c) => (c.date === null ? { ...c, time: null } : c));
const resultsRoute = fc.constantFrom(...Object.values(RESULTS_PATHS));

/** Golf's mode: 9 holes is written, 18 (the default) is not. */
const holes = fc.constantFrom<{ holes?: 9 }>({}, { holes: 9 });
const place: fc.Arbitrary<Place> = fc.oneof(
  fc.record({ kind: fc.constant('clubs' as const), parentClubId: fc.option(id, { nil: null }) }),
  fc.record({ kind: fc.constant('club' as const), clubId: id }),
  fc.tuple(fc.record({ kind: fc.constant('search' as const), clubId: id, sportId: id, criteria }), holes).map(([p, h]) => ({ ...p, ...h })),
  fc
    .tuple(fc.record({ kind: fc.constant('results' as const), route: resultsRoute, clubId: id, sportId: id, criteria }), holes)
    .map(([p, h]) => ({ ...p, ...h })),
  fc
    .tuple(
      fc.record({
        kind: fc.constant('reservation' as const),
        route: fc.constantFrom('insurance' as const, 'summary' as const),
        clubId: id,
        sportId: id,
        criteria,
        courtId: id,
      }),
      holes,
    )
    .map(([p, h]) => ({ ...p, ...h })),
);
const base = fc.constantFrom<PlaceBase>('search', 'clubs');

const read = (url: string) => {
  const [pathname, query = ''] = url.split('?');
  return placeOfUrl(pathname, query ? `?${query}` : '');
};

describe('place ↔ URL', () => {
  it('every place reads back from its URL, on either base', () => {
    fc.assert(
      fc.property(place, base, (p, b) => {
        const back = read(urlOf(p, b));
        expect(samePlace(back, p)).toBe(true);
        // A club on the club routes reads with its (absent) preselected sport and date.
        expect(back).toEqual(p.kind === 'club' && b === 'clubs' ? { ...p, sportId: null, date: null } : p);
      }),
    );
  });

  it('any URL reads as nothing, or as a place that writes back to a URL naming the same place', () => {
    const path = fc.constantFrom(
      '/book/search',
      '/book/clubs',
      '/book/clubs/12/sub-clubs',
      '/book/clubs/x/sub-clubs',
      '/book/clubs/7/sports',
      '/book/insurance',
      '/book/summary',
      '/bookings',
      ...Object.keys(RESULTS_PATHS),
    );
    const value = fc.oneof(
      fc.string(),
      id.map(String),
      calendarDate,
      wallTime,
      fc.constantFrom('0', '-3', '19:30', '2026-02-30', 'false', '1', 'true'),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'clubId',
        'sportId',
        'parentClubId',
        'courtId',
        'date',
        'time',
        'timespan',
        'preSelectSportId',
        'preSelectDate',
        'source',
        'search',
      ),
      value,
    );
    fc.assert(
      fc.property(path, query, base, (pathname, params, b) => {
        const p = placeOfUrl(pathname, `?${new URLSearchParams(params).toString()}`);
        if (p === null) return;
        const url = urlOf(p, b);
        expect(samePlace(read(url), p)).toBe(true);
        expect(urlOf(read(url)!, b)).toBe(url);
      }),
    );
  });

  it('the same screen whatever its criteria; another club, sport, route or kind is another screen', () => {
    fc.assert(
      fc.property(place, criteria, (p, other) => {
        expect(samePlace(p, p)).toBe(true);
        expect(sameScreen(p, p)).toBe(true);
        if ('criteria' in p) expect(sameScreen(p, { ...p, criteria: other })).toBe(true);
        if (p.kind !== 'clubs' && p.kind !== 'clubSlots') expect(sameScreen(p, { ...p, clubId: p.clubId + 1 })).toBe(false);
      }),
    );
    expect(sameScreen({ kind: 'clubs', parentClubId: null }, { kind: 'clubs', parentClubId: 10 })).toBe(false);
  });

  it('search=0 or false on a results route: the search form with the criteria (not run); any other value searches', () => {
    const query = 'sportId=2&clubId=1&date=2026-12-01&time=18:30:00&timespan=60';
    const criteria = { date: '2026-12-01', time: '18:30:00', timespan: 60 };
    for (const path of Object.keys(RESULTS_PATHS)) {
      expect(placeOfUrl(path, `?${query}&search=0`)).toEqual({ kind: 'search', clubId: 1, sportId: 2, criteria });
      expect(placeOfUrl(path, `?${query}&search=FALSE`)).toMatchObject({ kind: 'search' });
      expect(placeOfUrl(path, `?${query}&search=1`)).toMatchObject({ kind: 'results', route: RESULTS_PATHS[path], criteria });
      expect(placeOfUrl(path, `?${query}&search=yes`)).toMatchObject({ kind: 'results' });
    }
    // The form's own address then names it: /book/search with the criteria.
    expect(urlOf(placeOfUrl('/book/slots', `?${query}&search=0`)!, 'search')).toBe(
      '/book/search?clubId=1&sportId=2&date=2026-12-01&time=18:30:00&timespan=60',
    );
  });

  it('preselect checks (spec part 1 §5): a date is YYYY-MM-DD of a real day, a time HH:mm:ss only with a valid date', () => {
    expect(criteriaOf(new URLSearchParams('date=2026-02-30&time=10:00:00&timespan=60'))).toEqual({ date: null, time: null, timespan: 60 });
    expect(criteriaOf(new URLSearchParams('date=2026-2-3&time=10:00:00'))).toEqual({ date: null, time: null, timespan: null });
    expect(criteriaOf(new URLSearchParams('time=10:00:00'))).toEqual({ date: null, time: null, timespan: null });
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=25:00:00'))).toEqual({ date: '2026-12-01', time: null, timespan: null });
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=10:00:00&timespan=1441'))).toEqual({
      date: '2026-12-01',
      time: '10:00:00',
      timespan: null,
    });
    expect(placeOfUrl('/book/clubs/3/sports', '?preSelectSportId=x&preSelectDate=01-12-2026')).toEqual({
      kind: 'club',
      clubId: 3,
      sportId: null,
      date: null,
    });
  });

  it('examples: the search base, the club routes, a summary', () => {
    expect(urlOf({ kind: 'clubs', parentClubId: 10 }, 'search')).toBe('/book/search?parentClubId=10');
    expect(urlOf({ kind: 'clubs', parentClubId: 10 }, 'clubs')).toBe('/book/clubs/10/sub-clubs');
    expect(urlOf({ kind: 'club', clubId: 3 }, 'clubs')).toBe('/book/clubs/3/sports');
    expect(
      urlOf(
        {
          kind: 'reservation',
          route: 'summary',
          clubId: 1,
          sportId: 2,
          criteria: { date: '2026-12-01', time: '18:30:00', timespan: 60 },
          courtId: 4,
        },
        'search',
      ),
    ).toBe('/book/summary?sportId=2&clubId=1&date=2026-12-01&time=18:30:00&timespan=60&courtId=4');
    expect(placeOfUrl('/book/clubs/3/sports', '?preSelectSportId=2&preSelectDate=2026-12-01')).toEqual({
      kind: 'club',
      clubId: 3,
      sportId: 2,
      date: '2026-12-01',
    });
    // A summary without its court: the slots of that search.
    expect(placeOfUrl('/book/summary', '?sportId=1&clubId=1')).toMatchObject({ kind: 'results', route: 'slots' });
    expect(placeOfUrl('/book/slots', '?sportId=1')).toBeNull();
    expect(baseOf('/book/search/')).toBe('search');
    expect(baseOf('/book/clubs/3/sports')).toBe('clubs');
  });

  it('preselect values: date YYYY-MM-DD, time HH:mm:ss only with a valid date, minutes up to a day (spec part 1 §5)', () => {
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=19:00:00&timespan=60'))).toEqual({
      date: '2026-12-01',
      time: '19:00:00',
      timespan: 60,
    });
    expect(criteriaOf(new URLSearchParams('date=2026-02-30&time=19:00:00'))).toEqual({ date: null, time: null, timespan: null });
    expect(criteriaOf(new URLSearchParams('time=19:00:00'))).toMatchObject({ time: null });
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=25:00:00'))).toMatchObject({ date: '2026-12-01', time: null });
    expect(criteriaOf(new URLSearchParams('date=2026-12-01&time=19:30'))).toMatchObject({ time: '19:30:00' });
    expect(criteriaOf(new URLSearchParams('timespan=-5'))).toMatchObject({ timespan: null });
    expect(criteriaOf(new URLSearchParams('timespan=1441'))).toMatchObject({ timespan: null });
  });

  it('golf: holes=9 keeps the 9-hole mode on search, results and summary addresses; 18 or anything else is the default', () => {
    const slots = '/book/slots?sportId=4&clubId=3&date=2026-12-01&time=10:00:00&timespan=120';
    expect(read(`${slots}&holes=9`)).toMatchObject({ kind: 'results', holes: 9 });
    expect(urlOf(read(`${slots}&holes=9`)!, 'clubs')).toBe(`${slots}&holes=9`);
    for (const other of ['18', '10', 'nine', '']) expect(read(`${slots}&holes=${other}`)).not.toHaveProperty('holes');
    expect(urlOf(read(`${slots}&holes=18`)!, 'clubs')).toBe(slots);
    expect(read('/book/search?clubId=3&sportId=4&holes=9')).toMatchObject({ kind: 'search', holes: 9 });
    expect(read(`${slots.replace('/book/slots', '/book/summary')}&courtId=7&holes=9`)).toMatchObject({ kind: 'reservation', holes: 9 });
    // The mode is part of the place: the same search in the other mode is another place of the same screen.
    expect(samePlace(read(slots), read(`${slots}&holes=9`))).toBe(false);
    expect(sameScreen(read(slots), read(`${slots}&holes=9`))).toBe(true);
  });

  it('payment (the spec’s name) or the older pay on a summary address: any method (1) or a method code; anything else is no intent', () => {
    expect(payIntentOf('?payment=1')).toEqual({ action: 'pay', fopCode: null });
    expect(payIntentOf('?payment=WEBPAYONECLICK')).toEqual({ action: 'pay', fopCode: 'WEBPAYONECLICK' });
    expect(payIntentOf('?payment=web')).toBeNull();
    expect(payIntentOf('?payment=1&pay=WEBPAY')).toEqual({ action: 'pay', fopCode: null });
    expect(payIntentOf('?pay=1')).toEqual({ action: 'pay', fopCode: null });
    expect(payIntentOf('?pay=WEBPAYONECLICK')).toEqual({ action: 'pay', fopCode: 'WEBPAYONECLICK' });
    expect(payIntentOf('?pay=web')).toBeNull();
    expect(payIntentOf('')).toBeNull();
  });

  it('preBookedData on a summary address: the hold window (JSON) or its end alone, read for its end; anything else is dropped', () => {
    const end = Date.parse('2026-12-01T22:05:00Z');
    const window = JSON.stringify({ preBookTimestamp: '2026-12-01T22:00:00Z', preBookExpiration: '2026-12-01T22:05:00Z' });
    expect(preBookedEndOf(`?preBookedData=${encodeURIComponent(window)}`)).toBe(end);
    expect(preBookedEndOf('?preBookedData=2026-12-01T22:05:00Z')).toBe(end);
    expect(preBookedEndOf('?preBookedData=2026-12-01T19:05:00-03:00')).toBe(end);
    for (const bad of ['', 'tomorrow', '{"preBookExpiration":5}', '{oops', '2026-12-01', '1764626700000'])
      expect(preBookedEndOf(`?preBookedData=${encodeURIComponent(bad)}`)).toBeNull();
    expect(preBookedEndOf('')).toBeNull();
  });
});
