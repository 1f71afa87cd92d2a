// The booking flow's addresses (spec part 1 §2.1 routes and their params, §5 preselect validation):
// the place a URL names and the URL of a place, pure and both ways. booking.address.ts reads the
// place of a snapshot and what the flow does when the address names another one.
//
//   clubs        /book/search                      (or /book/clubs, /book/clubs/{parent}/sub-clubs)
//   club         /book/search?clubId               (or /book/clubs/{clubId}/sports)  sports, outcomes
//   search       /book/search?clubId&sportId&date&time&timespan
//   results      /book/{slots|alternative-slots|alternative-clubs|alternative-club-slots|schedule}?sportId&clubId&date&time&timespan
//   reservation  /book/{insurance|summary}?sportId&clubId&date&time&timespan&courtId
//
// Golf's 9-hole mode rides on the search, results and reservation addresses as holes=9 (18, the
// default, is not written); the flow writes it only where the club offers the mode.
//
// The clubs and club steps stay on /book/search while the flow started there (the search screen shows
// them as its first steps), else they use the club routes.
import { isClubDate, isClubTime } from '#kernel/lib/dates';
import type { ResumePayment } from './reservation/reservation.types';

export type ResultsRoute = 'slots' | 'alternative-slots' | 'alternative-clubs' | 'alternative-club-slots' | 'schedule';
export type ReservationRoute = 'insurance' | 'summary';

export interface Criteria {
  date: string | null;
  time: string | null;
  timespan: number | null;
}

export type Place = (
  | { kind: 'clubs'; parentClubId: number | null }
  /**
   * A club's sports. `fromCoupons`: the player came from their coupons (the summary then applies one of
   * this club's); `payment`: the summary opens the payment at once (both spec part 1 §2.1).
   */
  | { kind: 'club'; clubId: number; sportId?: number | null; date?: string | null; fromCoupons?: true; payment?: ResumePayment }
  | ({ kind: 'search'; clubId: number; sportId: number; criteria: Criteria } & GolfPart)
  | ({ kind: 'results'; route: ResultsRoute; clubId: number; sportId: number; criteria: Criteria } & GolfPart)
  | ({ kind: 'reservation'; route: ReservationRoute; clubId: number; sportId: number; criteria: Criteria; courtId: number } & GolfPart)
  /** The main brand's clubs' free courts of a search (sportFirst/). */
  | ({ kind: 'clubSlots'; sportId: number; criteria: Criteria } & GolfPart)
) &
  ExchangePart;

/**
 * A change of a booking (spec part 1 §4.5): /book/exchange/{id} starts it, and every address of the
 * change carries eBookingId, so a reload goes on changing the same booking.
 */
export interface ExchangePart {
  exchangeBookingId?: number | null;
}

/** Golf's 9-hole mode (spec part 1 §4.6): 9, or absent for the default 18. */
export interface GolfPart {
  holes?: 9 | null;
}

const holesOf = (query: URLSearchParams): GolfPart => (query.get('holes') === '9' ? { holes: 9 } : {});

export const EXCHANGE_PATH = /^\/book\/exchange\/([^/]+)$/;

export const CLUB_SLOTS_PATH = '/book/slots-clubs';

/** Which base the clubs and club steps use. */
export type PlaceBase = 'search' | 'clubs';

export const SEARCH_PATH = '/book/search';

export const RESULTS_PATHS: Readonly<Record<string, ResultsRoute>> = {
  '/book/slots': 'slots',
  '/book/alternative-slots': 'alternative-slots',
  '/book/alternative-clubs': 'alternative-clubs',
  '/book/alternative-club-slots': 'alternative-club-slots',
  '/book/schedule': 'schedule',
};
const RESERVATION_PATHS: Readonly<Record<string, ReservationRoute>> = { '/book/insurance': 'insurance', '/book/summary': 'summary' };

// ── URL → place ─────────────────────────────────────────────────────────────────────────────

/** An id: 1 to 2^31 - 1, digits only. */
export const idOf = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

/** 'HH:mm' is read as 'HH:mm:ss'. */
const wallTime = (value: string | null): string | null => (isClubTime(value) ? (value.length === 5 ? `${value}:00` : value) : null);

/** Spec part 1 §5: date YYYY-MM-DD, time HH:mm:ss with a valid date, minutes up to a day; invalid values are dropped. */
export function criteriaOf(query: URLSearchParams): Criteria {
  const date = isClubDate(query.get('date')) ? query.get('date') : null;
  const timespan = idOf(query.get('timespan'));
  return { date, time: date ? wallTime(query.get('time')) : null, timespan: timespan !== null && timespan <= 1440 ? timespan : null };
}

/** The place a booking URL names; null for other URLs (or a booking URL missing its ids). */
export function placeOfUrl(pathname: string, search: string): Place | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const exchange = EXCHANGE_PATH.exec(path);
  if (exchange) {
    const id = idOf(exchange[1]);
    return id === null ? null : { kind: 'clubs', parentClubId: null, exchangeBookingId: id };
  }
  const place = bookingPlaceOf(path, new URLSearchParams(search));
  const changing = idOf(new URLSearchParams(search).get('eBookingId'));
  return place && changing !== null ? { ...place, exchangeBookingId: changing } : place;
}

function bookingPlaceOf(path: string, query: URLSearchParams): Place | null {
  const clubId = idOf(query.get('clubId'));
  const sportId = idOf(query.get('sportId'));
  if (path === SEARCH_PATH) {
    if (clubId === null) return { kind: 'clubs', parentClubId: idOf(query.get('parentClubId')) };
    if (sportId === null) return { kind: 'club', clubId };
    return { kind: 'search', clubId, sportId, criteria: criteriaOf(query), ...holesOf(query) };
  }
  if (path === CLUB_SLOTS_PATH) {
    const criteria = criteriaOf(query);
    return sportId === null || criteria.date === null || criteria.time === null || criteria.timespan === null
      ? null
      : { kind: 'clubSlots', sportId, criteria, ...holesOf(query) };
  }
  if (path === '/book/clubs') return { kind: 'clubs', parentClubId: idOf(query.get('parentClubId')) };
  const subClubs = /^\/book\/clubs\/([^/]+)\/sub-clubs$/.exec(path);
  if (subClubs) return idOf(subClubs[1]) === null ? null : { kind: 'clubs', parentClubId: idOf(subClubs[1]) };
  const clubSports = /^\/book\/clubs\/([^/]+)\/sports$/.exec(path);
  if (clubSports) {
    const club = idOf(clubSports[1]);
    if (club === null) return null;
    const date = query.get('preSelectDate');
    return {
      kind: 'club',
      clubId: club,
      sportId: idOf(query.get('preSelectSportId')),
      date: isClubDate(date) ? date : null,
      ...(/^(1|true)$/i.test(query.get('fromCoupons') ?? '') ? { fromCoupons: true as const } : {}),
      ...withPayment(payIntentOfQuery(query)),
    };
  }
  if (clubId === null || sportId === null) return null;
  if (RESULTS_PATHS[path]) {
    // search=0 (or false): the club's search form with these criteria, not run (spec part 1 §2.1 param search).
    if (asksNoSearch(query)) return { kind: 'search', clubId, sportId, criteria: criteriaOf(query), ...holesOf(query) };
    return { kind: 'results', route: RESULTS_PATHS[path], clubId, sportId, criteria: criteriaOf(query), ...holesOf(query) };
  }
  if (RESERVATION_PATHS[path]) {
    const courtId = idOf(query.get('courtId'));
    if (courtId === null) return { kind: 'results', route: 'slots', clubId, sportId, criteria: criteriaOf(query), ...holesOf(query) };
    return {
      kind: 'reservation',
      route: RESERVATION_PATHS[path],
      clubId,
      sportId,
      criteria: criteriaOf(query),
      courtId,
      ...holesOf(query),
    };
  }
  return null;
}

/** The results routes' `search` param: '0' or 'false' shows the form instead of searching; anything else searches. */
export const asksNoSearch = (query: URLSearchParams): boolean => /^(0|false)$/i.test(query.get('search') ?? '');

export const baseOf = (pathname: string): PlaceBase => (pathname.replace(/\/+$/, '') === SEARCH_PATH ? 'search' : 'clubs');

const withPayment = (payment: ResumePayment | null): { payment?: ResumePayment } => (payment ? { payment } : {});

/**
 * `payment` (spec part 1 §2.1), or the app's older `pay`, on a summary address (or a club's sports): pay at once once the
 * summary is ready — back from enrolling a card (`payment=WEBPAYONECLICK`, the cashier opens on it) or
 * to try another method after a rejection (`payment=1`). Anything else is dropped.
 */
export function payIntentOf(search: string): ResumePayment | null {
  return payIntentOfQuery(new URLSearchParams(search));
}

function payIntentOfQuery(query: URLSearchParams): ResumePayment | null {
  const pay = query.get('payment') ?? query.get('pay');
  if (pay === '1') return { action: 'pay', fopCode: null };
  return pay && /^[A-Z]{2,20}$/.test(pay) ? { action: 'pay', fopCode: pay } : null;
}

/**
 * `preBookedData` on a summary address (spec part 1 §2.1): the hold the player already has — the
 * hold's window as the booking call takes it ({"preBookTimestamp","preBookExpiration"}, JSON) or its
 * expiration instant alone. Read for its end only: once past, the summary resumes without holding the
 * court again. Anything that is not an instant is dropped.
 */
export function preBookedEndOf(search: string): number | null {
  let end: unknown = new URLSearchParams(search).get('preBookedData');
  try {
    end = (JSON.parse(end as string) as { preBookExpiration?: unknown }).preBookExpiration;
  } catch {
    // not JSON: the instant alone
  }
  const ms = typeof end === 'string' && /^\d{4}-\d\d-\d\dT/.test(end) ? Date.parse(end) : NaN;
  return ms > 0 ? ms : null;
}

// ── place → URL ─────────────────────────────────────────────────────────────────────────────

function queryOf(entries: Array<[string, string | number | null | undefined]>): string {
  const query = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  // ':' is left readable in times (it needs no escaping in a query).
  const text = query.toString().replace(/%3A/gi, ':');
  return text ? `?${text}` : '';
}

const criteriaEntries = (c: Criteria): Array<[string, string | number | null]> => [
  ['date', c.date],
  ['time', c.time],
  ['timespan', c.timespan],
];

export function urlOf(place: Place, base: PlaceBase): string {
  const url = plainUrlOf(place, base);
  if (place.exchangeBookingId == null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}eBookingId=${place.exchangeBookingId}`;
}

function plainUrlOf(place: Place, base: PlaceBase): string {
  switch (place.kind) {
    case 'clubs':
      if (base === 'search') return `${SEARCH_PATH}${queryOf([['parentClubId', place.parentClubId]])}`;
      return place.parentClubId === null ? '/book/clubs' : `/book/clubs/${place.parentClubId}/sub-clubs`;
    case 'club':
      if (base === 'search') return `${SEARCH_PATH}${queryOf([['clubId', place.clubId]])}`;
      return `/book/clubs/${place.clubId}/sports`;
    case 'search':
      return `${SEARCH_PATH}${queryOf([['clubId', place.clubId], ['sportId', place.sportId], ...criteriaEntries(place.criteria), ['holes', place.holes]])}`;
    case 'results':
      return `/book/${place.route}${queryOf([['sportId', place.sportId], ['clubId', place.clubId], ...criteriaEntries(place.criteria), ['holes', place.holes]])}`;
    case 'reservation':
      return `/book/${place.route}${queryOf([
        ['sportId', place.sportId],
        ['clubId', place.clubId],
        ...criteriaEntries(place.criteria),
        ['courtId', place.courtId],
        ['holes', place.holes],
      ])}`;
    case 'clubSlots':
      return `${CLUB_SLOTS_PATH}${queryOf([['sportId', place.sportId], ...criteriaEntries(place.criteria), ['holes', place.holes]])}`;
  }
}

// ── comparing places ────────────────────────────────────────────────────────────────────────

const sameCriteria = (a: Criteria, b: Criteria) => a.date === b.date && a.time === b.time && a.timespan === b.timespan;

export function samePlace(a: Place | null, b: Place | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if ((a.exchangeBookingId ?? null) !== (b.exchangeBookingId ?? null)) return false;
  switch (a.kind) {
    case 'clubs':
      return a.parentClubId === (b as typeof a).parentClubId;
    case 'club':
      return a.clubId === (b as typeof a).clubId;
    case 'clubSlots': {
      const o = b as typeof a;
      return a.sportId === o.sportId && sameCriteria(a.criteria, o.criteria) && (a.holes ?? null) === (o.holes ?? null);
    }
    case 'search':
    case 'results':
    case 'reservation': {
      const o = b as typeof a;
      return (
        a.clubId === o.clubId &&
        a.sportId === o.sportId &&
        sameCriteria(a.criteria, o.criteria) &&
        (a.holes ?? null) === (o.holes ?? null) &&
        ('route' in a ? a.route === (o as { route?: string }).route : true) &&
        ('courtId' in a ? a.courtId === (o as { courtId?: number }).courtId : true)
      );
    }
  }
}

/**
 * Same screen of the same club (kind, route, club, sport), whatever its criteria: an update of the
 * address, not a new entry. Another list of clubs (a club's sub-clubs) or another club is a new screen.
 */
export function sameScreen(a: Place | null, b: Place | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'clubs') return a.parentClubId === (b as typeof a).parentClubId;
  if (a.kind === 'clubSlots' || b.kind === 'clubSlots') return a.kind === b.kind;
  const o = b as Exclude<Place, { kind: 'clubs' | 'clubSlots' }>;
  if (a.clubId !== o.clubId) return false;
  if (a.kind === 'club') return true;
  const other = o as Exclude<Place, { kind: 'clubs' | 'club' }>;
  return a.sportId === other.sportId && ('route' in a ? a.route : '') === ('route' in other ? other.route : '');
}
