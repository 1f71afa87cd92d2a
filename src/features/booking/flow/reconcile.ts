// What to do when the address and the flow disagree (back, forward, a typed or reloaded URL): keep
// the flow (the address follows it), send it the events that take it there, or start a new flow
// from the address. Pure: bookingFlow.ts applies the decision.
import { bookingSelectors, reservationSelectors, type BookingEvent, type SearchCriteria } from '#machines/booking';

type BookingSnapshot = bookingSelectors.BookingSnapshot;
import { placeOfFlow, samePlace, type Criteria, type Place } from './place';

export type Decision =
  | { kind: 'keep' }
  /** Events for the booking machine, in order. */
  | { kind: 'send'; events: BookingEvent[] }
  /** Back out of the reservation: the flow releases the hold and reloads the slots. */
  | { kind: 'leaveReservation' }
  | { kind: 'recreate' };

const keep: Decision = { kind: 'keep' };
const recreate: Decision = { kind: 'recreate' };
const send = (events: BookingEvent[]): Decision => (events.length ? { kind: 'send', events } : keep);

/** How far along a place is: clubs 0, club 1, search 2, results 3, insurance 4, summary 5. */
export function rankOfPlace(place: Place): number {
  switch (place.kind) {
    case 'clubs':
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
      return child && reservationSelectors.isInsuranceStep(child) ? 4 : 5;
    }
    case 'ended':
      return -1;
  }
}

/** The events that set the search to the address's criteria (invalid or missing values are left alone). */
export function criteriaEvents(current: SearchCriteria, wanted: Criteria): BookingEvent[] {
  const events: BookingEvent[] = [];
  if (wanted.date && wanted.date !== current.date) events.push({ type: 'search.setDate', date: wanted.date });
  if (wanted.time && wanted.time !== current.time) events.push({ type: 'search.setTime', time: wanted.time });
  if (wanted.timespan && wanted.timespan !== current.timespan) events.push({ type: 'search.setTimespan', timespan: wanted.timespan });
  return events;
}

const complete = (c: Criteria) => c.date !== null && c.time !== null && c.timespan !== null;

/** The address names another club, sport or slot than the flow's: a new flow. */
function conflicts(s: BookingSnapshot, place: Place, flowRank: number): boolean {
  const ctx = s.context;
  if (place.kind === 'clubs') return false;
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

/**
 * @param initial the flow was just started from this address and has settled for the first time:
 *   it is brought to the address's criteria, never sent back (a preselected sport or a single-sport
 *   club legitimately goes further than the address asked).
 */
export function reconcile(s: BookingSnapshot | null, wanted: Place, initial = false): Decision {
  if (!s || s.status !== 'active') return recreate;
  const flowRank = rankOfFlow(s);
  const wantedRank = rankOfPlace(wanted);
  if (conflicts(s, wanted, flowRank)) return recreate;
  const here = placeOfFlow(s);
  if (samePlace(here, wanted)) return keep;

  if (wantedRank === flowRank) {
    switch (wanted.kind) {
      case 'clubs':
        if (wanted.parentClubId === s.context.parentClubId) return keep;
        return wanted.parentClubId === null && s.can({ type: 'club.back' }) ? send([{ type: 'club.back' }]) : recreate;
      case 'search':
        return here?.kind === 'search' ? send(criteriaEvents(s.context.search, wanted.criteria)) : keep;
      case 'results': {
        if (!here) return keep;
        const events = criteriaEvents(s.context.search, wanted.criteria);
        return events.length && complete(wanted.criteria) ? send([...events, { type: 'search.submit' }]) : keep;
      }
      default:
        return keep;
    }
  }

  if (wantedRank < flowRank) {
    if (initial) return keep;
    if (flowRank >= 4) {
      const child = bookingSelectors.reservationRef(s)?.getSnapshot();
      return wantedRank >= 3 && child && reservationSelectors.canGoBack(child) ? { kind: 'leaveReservation' } : recreate;
    }
    if (bookingSelectors.step(s) === 'holding' || wantedRank === 2) return recreate;
    if (wantedRank === 1) return s.can({ type: 'sport.change' }) ? send([{ type: 'sport.change' }]) : recreate;
    // Back to the club list: out of the search step first, then out of the club.
    if (wanted.kind === 'clubs' && wanted.parentClubId !== s.context.parentClubId) return recreate;
    const events: BookingEvent[] = [];
    if (s.can({ type: 'sport.change' })) events.push({ type: 'sport.change' });
    else if (!s.can({ type: 'club.back' })) return recreate;
    events.push({ type: 'club.back' });
    return send(events);
  }

  // Further than the flow: only a fresh flow settling on its way there is taken forward.
  if (!initial) return recreate;
  if (wanted.kind === 'results' && wanted.route === 'schedule' && here?.kind === 'search') {
    return send([...criteriaEvents(s.context.search, wanted.criteria), { type: 'schedule.open' }]);
  }
  if (here?.kind === 'search' && (wanted.kind === 'results' || wanted.kind === 'reservation'))
    return send(criteriaEvents(s.context.search, wanted.criteria));
  return keep;
}
