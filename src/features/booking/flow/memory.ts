// What the booking flow remembers across page loads (issue 9, items 3, 5, 7): the summary's draft in
// the tab's session storage, the reservation a summary address resumes, and the payment result's
// ways back. Pure functions of the flow's snapshot; bookingFlow.ts calls them.
import { bookingSelectors, holdCountdownSelectors, reservationSelectorsOf, type BookingUser, type Resume } from '#machines/booking';
import type { ReservationSnapshot } from '#machines/booking/reservation/reservation.selectors';
import { slotsPathOf, summaryPathOf } from '#kernel/lib/booking/paths';
import { browserSessionStorage, sessionDraftStore, type DraftStore } from './drafts';
import { payIntentOf, preBookedEndOf, type Place } from '#machines/booking';

type BookingSnapshot = bookingSelectors.BookingSnapshot;

/** The court of the reservation being made, as its summary address names it. */
function courtOf(child: ReservationSnapshot) {
  const slot = reservationSelectorsOf().slot(child);
  const search = reservationSelectorsOf().search(child);
  return {
    clubId: slot.clubId,
    sportId: reservationSelectorsOf().sport(child).id,
    courtId: slot.courtId,
    date: slot.local_date,
    time: slot.local_start_time,
    timespan: search.timespan,
  };
}

/** The payment result's ways on: back to this summary (its hold permitting), or the same search. */
export function wayBackOf(s: BookingSnapshot | undefined): Record<string, string> {
  const child = s ? bookingSelectors.reservationRef(s)?.getSnapshot() : undefined;
  if (!child) return {};
  const court = courtOf(child);
  return { retry: summaryPathOf(court), search: slotsPathOf({ ...court, time: reservationSelectorsOf().search(child).time }) };
}

/**
 * The summary's draft: kept while the reservation runs, and after it when the player may come back to
 * it (gone to a provider's page, a payment not validated); dropped once booked, given up or failed.
 * The hold's end is written on this tab's clock (now + the time left), so a reload knows when it ran out.
 */
export function keepDraftOf(s: BookingSnapshot, drafts: DraftStore, now: number): void {
  const child = bookingSelectors.reservationRef(s)?.getSnapshot();
  const user = s.context.user;
  if (!child || !user) return;
  if (child.status === 'done') {
    const out = child.output as { result?: string; payment?: string } | undefined;
    const comesBack = out?.result === 'left' || (out?.result === 'completed' && out.payment !== 'summary');
    if (!comesBack) drafts.clear();
    return;
  }
  const countdown = reservationSelectorsOf().holdCountdownRef(child)?.getSnapshot();
  const holdEndsAt = holdCountdownSelectors.isCounting(countdown)
    ? now + (countdown?.context.remainingMs ?? 0)
    : holdCountdownSelectors.holdExpired(countdown)
      ? now
      : null;
  drafts.write(user.id, courtOf(child), reservationSelectorsOf().draft(child), holdEndsAt);
}

/**
 * A summary address resumes what this tab kept for the same person and court, the payment it asks for
 * (`payment`), and the hold it says the player has (`preBookedData`: past its end, not held again).
 */
export function resumeOf(place: Place, search: string, user: BookingUser | null, drafts: DraftStore, now: number): Resume | null {
  if (place.kind !== 'reservation') return null;
  const kept = user
    ? drafts.read(user.id, { clubId: place.clubId, sportId: place.sportId, courtId: place.courtId, ...place.criteria })
    : null;
  const payment = payIntentOf(search);
  const holdEnd = preBookedEndOf(search);
  if (!kept && !payment && holdEnd === null) return null;
  const ranOut = holdEnd !== null && now >= holdEnd;
  return { draft: kept?.draft ?? null, holdExpired: (kept?.holdExpired ?? false) || ranOut, payment };
}

/** The flow's memory bound to where drafts are kept (the tab's session storage unless given). */
export function flowMemory(given: DraftStore | undefined, now: () => number) {
  const drafts = given ?? sessionDraftStore(browserSessionStorage(), now);
  return {
    resumeOf: (place: Place, search: string, user: BookingUser | null) => resumeOf(place, search, user, drafts, now()),
    keepDraftOf: (s: BookingSnapshot) => keepDraftOf(s, drafts, now()),
    wayBackOf,
  };
}

export type FlowMemory = ReturnType<typeof flowMemory>;
