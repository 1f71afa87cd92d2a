// The booking flow and the address bar, both ways, as pure functions of a snapshot:
//   - the place the flow shows (its URL is `urlOf(placeOfFlow(s), base)`, booking.url.ts);
//   - what the flow does when the address names another place (back, forward, a typed or reloaded
//     URL): nothing but let the address follow it, one event that takes it there, or a new flow;
//   - the input of a new flow started from an address (its params preselect club, sport, date,
//     time, duration and court, and which screen the address asked for).
// The app only sends the event these give and writes the URL they give.
import * as bookingSelectors from './booking.selectors';
import type { AddressEvent, BookingInput, Preselect, Resume } from './booking.types';
import { samePlace, type Criteria, type GolfPart, type Place, type ResultsRoute, type ReservationRoute } from './booking.url';
import { reservationSelectorsOf } from './reservation/reservation.loaded';
import { sportFirstDecision, sportFirstPlace } from './sportFirst/sportFirst.address';
import { golfPlace } from './golf/golf.logic';

type BookingSnapshot = bookingSelectors.BookingSnapshot;

const RESULT_ROUTES: Partial<Record<bookingSelectors.BookingScreen, ResultsRoute>> = {
  slots: 'slots',
  alternativeSlots: 'alternative-slots',
  alternativeClubs: 'alternative-clubs',
  nearbySlots: 'alternative-club-slots',
  schedule: 'schedule',
};

/** The place of the flow's settled screen; null while it loads, holds or has ended (the address stays). */
export function placeOfFlow(s: BookingSnapshot): Place | null {
  const place = plainPlaceOfFlow(s);
  const { mode, exchangeBookingId } = s.context;
  return place && mode === 'exchange' && exchangeBookingId !== null ? { ...place, exchangeBookingId } : place;
}

function plainPlaceOfFlow(s: BookingSnapshot): Place | null {
  const step = bookingSelectors.step(s);
  const ctx = s.context;
  const criteria: Criteria = { date: ctx.search.date, time: ctx.search.time, timespan: ctx.search.timespan };
  const screen = bookingSelectors.screen(s);
  switch (step) {
    case 'clubSlots':
      return sportFirstPlace(s);
    case 'clubs':
      return screen === 'clubs' ? { kind: 'clubs', parentClubId: ctx.parentClubId } : null;
    case 'club':
      return ctx.clubId !== null &&
        (screen === 'sports' ||
          screen === 'comingSoon' ||
          screen === 'membersOnly' ||
          screen === 'clubBlocked' ||
          screen === 'sportBlocked')
        ? { kind: 'club', clubId: ctx.clubId }
        : null;
    case 'search':
      return ctx.clubId !== null && ctx.sportId !== null && screen === 'search'
        ? { kind: 'search', clubId: ctx.clubId, sportId: ctx.sportId, criteria, ...golfPlace(ctx) }
        : null;
    case 'results': {
      const route = RESULT_ROUTES[screen];
      return route && ctx.clubId !== null && ctx.sportId !== null
        ? { kind: 'results', route, clubId: ctx.clubId, sportId: ctx.sportId, criteria, ...golfPlace(ctx) }
        : null;
    }
    case 'reservation': {
      const child = bookingSelectors.reservationRef(s)?.getSnapshot();
      const slot = ctx.slot;
      if (!child || !slot || ctx.sportId === null || child.status !== 'active') return null;
      const route: ReservationRoute = reservationSelectorsOf().isInsuranceStep(child) ? 'insurance' : 'summary';
      return {
        kind: 'reservation',
        route,
        clubId: slot.clubId,
        sportId: ctx.sportId,
        criteria: { date: slot.local_date, time: slot.local_start_time, timespan: ctx.search.timespan },
        courtId: slot.courtId,
        ...golfPlace(ctx),
      };
    }
    default:
      return null;
  }
}

/** How far along a place is: clubs 0, club 1, search 2, results 3, insurance 4, summary 5. */
export function rankOfPlace(place: Place): number {
  switch (place.kind) {
    case 'clubs':
    case 'clubSlots':
      return 0;
    case 'club':
      return 1;
    case 'search':
      return 2;
    case 'results':
      return 3;
    case 'reservation':
      return place.route === 'insurance' ? 4 : 5;
  }
}

export function rankOfFlow(s: BookingSnapshot): number {
  switch (bookingSelectors.step(s)) {
    case 'clubs':
    case 'clubSlots':
      return 0;
    case 'club':
      return 1;
    case 'search':
      return 2;
    case 'results':
    case 'holding':
      return 3;
    case 'reservation': {
      const child = bookingSelectors.reservationRef(s)?.getSnapshot();
      return child && reservationSelectorsOf().isInsuranceStep(child) ? 4 : 5;
    }
    case 'ended':
      return -1;
  }
}

/**
 * What the flow does with an address:
 * - 'here': it shows that place already;
 * - 'follow': it stays (event null) or takes the one event that brings it there; either way the
 *   address then follows the flow (replaced, not a new history entry);
 * - 'restart': it cannot get there (another club, sport or slot, a step ahead, a finished flow): a new flow.
 */
export type AddressDecision = { kind: 'here' } | { kind: 'follow'; event: AddressEvent | null } | { kind: 'restart' };

const here: AddressDecision = { kind: 'here' };
const restart: AddressDecision = { kind: 'restart' };
const follow = (event: AddressEvent | null = null): AddressDecision => ({ kind: 'follow', event });

const complete = (c: Criteria): c is { date: string; time: string; timespan: number } =>
  c.date !== null && c.time !== null && c.timespan !== null;

/** The address names another club, sport or slot than the flow's. */
function conflicts(s: BookingSnapshot, place: Place, flowRank: number): boolean {
  const ctx = s.context;
  if (place.kind === 'clubs' || place.kind === 'clubSlots') return false;
  if (flowRank >= 1 && ctx.clubId !== null && place.clubId !== ctx.clubId) return true;
  if (place.kind === 'club') return false;
  if (flowRank >= 2 && ctx.sportId !== null && place.sportId !== ctx.sportId) return true;
  if (place.kind === 'reservation' && flowRank >= 4) {
    const slot = ctx.slot;
    return (
      !slot ||
      slot.courtId !== place.courtId ||
      slot.local_date !== place.criteria.date ||
      slot.local_start_time.slice(0, 5) !== place.criteria.time?.slice(0, 5)
    );
  }
  return false;
}

/** The one event that sets the search form to the address's criteria (what differs; invalid or missing values are left alone). */
function setCriteria(s: BookingSnapshot, wanted: Criteria): AddressEvent | null {
  const current = s.context.search;
  const event: Extract<AddressEvent, { type: 'search.set' }> = { type: 'search.set' };
  if (wanted.date && wanted.date !== current.date) event.date = wanted.date;
  if (wanted.time && wanted.time !== current.time) event.time = wanted.time;
  if (wanted.timespan && wanted.timespan !== current.timespan) event.timespan = wanted.timespan;
  return Object.keys(event).length > 1 ? event : null;
}

const differs = (s: BookingSnapshot, c: Criteria) =>
  c.date !== s.context.search.date || c.time !== s.context.search.time || c.timespan !== s.context.search.timespan;

export function addressDecision(s: BookingSnapshot, wanted: Place): AddressDecision {
  if (s.status !== 'active') return restart;
  // A change of another booking (or none, or a change where there was none) is another flow.
  const changing = s.context.mode === 'exchange' ? s.context.exchangeBookingId : null;
  if ((wanted.exchangeBookingId ?? null) !== changing) return restart;
  const sportFirst = sportFirstDecision(s, wanted);
  if (sportFirst) return sportFirst;
  const flowRank = rankOfFlow(s);
  const wantedRank = rankOfPlace(wanted);
  if (conflicts(s, wanted, flowRank)) return restart;
  // Another golf mode (back or forward over a switch of holes, an edited address): a new flow in that mode.
  if (flowRank >= 2 && wantedRank >= 2 && (wanted as GolfPart).holes !== golfPlace(s.context).holes) return restart;
  const shown = placeOfFlow(s);
  if (samePlace(shown, wanted)) return here;

  if (wantedRank === flowRank) {
    switch (wanted.kind) {
      case 'clubs':
        if (wanted.parentClubId === s.context.parentClubId) return follow();
        return wanted.parentClubId === null && s.can({ type: 'club.back' }) ? follow({ type: 'club.back' }) : restart;
      case 'search':
        return follow(shown?.kind === 'search' ? setCriteria(s, wanted.criteria) : null);
      case 'results': {
        const { criteria } = wanted;
        return shown && complete(criteria) && differs(s, criteria) ? follow({ type: 'search.run', ...criteria }) : follow();
      }
      default:
        return follow();
    }
  }

  if (wantedRank < flowRank) {
    if (flowRank >= 4) {
      const child = bookingSelectors.reservationRef(s)?.getSnapshot();
      return wantedRank >= 3 && child && reservationSelectorsOf().canGoBack(child) ? follow({ type: 'reservation.leave' }) : restart;
    }
    if (bookingSelectors.step(s) === 'holding' || wantedRank === 2) return restart;
    if (wantedRank === 1) return s.can({ type: 'sport.change' }) ? follow({ type: 'sport.change' }) : restart;
    // Back to the club list: out of the sport and the club at once, or out of the club.
    if (wanted.kind === 'clubs' && wanted.parentClubId !== s.context.parentClubId) return restart;
    if (s.can({ type: 'club.change' })) return follow({ type: 'club.change' });
    return s.can({ type: 'club.back' }) ? follow({ type: 'club.back' }) : restart;
  }

  // Further than the flow: a new flow from that address.
  return restart;
}

export interface Viewer {
  now: number;
  user: BookingInput['user'];
  brand: BookingInput['brand'];
  platform: BookingInput['platform'];
  country: string;
}

/** The machine's input for a flow started from an address (a summary's resumed reservation with it). */
export function inputForPlace(place: Place, viewer: Viewer, resume: Resume | null = null): BookingInput {
  const changing = place.exchangeBookingId ?? null;
  const base: BookingInput = {
    ...viewer,
    ...('holes' in place && place.holes === 9 ? { holes: 9 as const } : {}),
    ...(resume ? { resume } : {}),
    ...(changing !== null ? { mode: 'exchange' as const, exchangeBookingId: changing } : {}),
  };
  const asked = (show: NonNullable<Preselect['show']>, criteria: Criteria) => ({ ...criteria, show });
  switch (place.kind) {
    case 'clubs':
      return { ...base, parentClubId: place.parentClubId };
    case 'clubSlots': {
      const { date, time, timespan } = place.criteria;
      return date && time && timespan ? { ...base, sportFirst: { sportId: place.sportId, date, time, timespan } } : base;
    }
    case 'club':
      return {
        ...base,
        preselect: { clubId: place.clubId, sportId: place.sportId ?? null, date: place.date ?? null },
        ...(place.fromCoupons || place.payment
          ? { clubLink: { clubId: place.clubId, fromCoupons: place.fromCoupons === true, payment: place.payment ?? null } }
          : {}),
      };
    case 'search':
      return { ...base, preselect: { clubId: place.clubId, sportId: place.sportId, ...asked('form', place.criteria) } };
    case 'results':
      return {
        ...base,
        preselect: {
          clubId: place.clubId,
          sportId: place.sportId,
          ...asked(place.route === 'schedule' ? 'schedule' : 'results', place.criteria),
        },
      };
    case 'reservation':
      return {
        ...base,
        preselect: { clubId: place.clubId, sportId: place.sportId, ...asked('results', place.criteria), courtId: place.courtId },
      };
  }
}
