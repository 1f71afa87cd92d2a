// View flags of the sport-first search (the form on /book/search, /book/slots-clubs). Views read
// these, never state paths.
import type { SnapshotFrom } from 'xstate';
import type { BookingMachine } from '../booking.machine';

type Snapshot = SnapshotFrom<BookingMachine>;

/** The sports the search form offers (empty until loaded, and for non-main brands). */
export const sportChoices = (s: Snapshot) => s.context.sportFirst.sports;
export const isLocating = (s: Snapshot): boolean => s.matches({ sportFirst: 'locating' });
export const isSearchingClubs = (s: Snapshot): boolean => s.matches({ sportFirst: 'locating' }) || s.matches({ sportFirst: 'searching' });
/** The search form is offered (main brand, above the club list of /book/search), and stays while its search runs. */
export const offersSportSearch = (s: Snapshot): boolean =>
  s.context.brand === 'main' && s.context.parentClubId === null && (s.matches('clubList') || isSearchingClubs(s));
export const searchFailed = (s: Snapshot): boolean => s.matches({ sportFirst: 'failed' });
export const search = (s: Snapshot) => s.context.sportFirst.search;
/** What the form shows first: the club-first search the list came from (switch_book_flow), or nothing. */
export const formStart = (s: Snapshot) => s.context.clubFirst;
export const origin = (s: Snapshot) => s.context.sportFirst.origin;
/** The position is the country's centre (the device gave none): the list says so. */
export const usesCountryCentre = (s: Snapshot): boolean => s.context.sportFirst.origin?.source === 'countryCentre';
export const groups = (s: Snapshot) => s.context.sportFirst.answer?.groups ?? [];
/** No club is free at the searched hour: the groups hold the nearest other hours. */
export const showsOtherHours = (s: Snapshot): boolean => s.context.sportFirst.answer?.otherHours === true;
/** 'Clubs beyond N km were left out': N, or null when none were. */
export function leftOutBeyondKm(s: Snapshot): number | null {
  const answer = s.context.sportFirst.answer;
  return answer?.filteredByDistance && !s.context.sportFirst.noLimitDistance ? answer.maxDistanceKm : null;
}
export const noClubSlots = (s: Snapshot): boolean => s.matches({ sportFirst: 'noClubSlots' });
export const canWiden = (s: Snapshot): boolean => s.can({ type: 'clubSlots.widen' });
export const canRetry = (s: Snapshot): boolean => s.can({ type: 'clubSlots.retry' });
export const isLoggedIn = (s: Snapshot): boolean => s.context.user !== null;
/** Golf: some club of the answer offers 18-hole rounds of the sport, so the 9/18 choice is shown. */
export const offersRounds = (s: Snapshot): boolean => s.context.sportFirst.answer?.offersRounds === true;
