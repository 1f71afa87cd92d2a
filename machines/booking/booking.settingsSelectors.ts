// View flags of the club and sport settings (issue 16) that only later screens read: their own
// module, so the first load's chunk does not carry them (bookingSelectors has what the first screen reads).
import type { SnapshotFrom } from 'xstate';
import type { BookingMachine } from './booking.machine';
import { fixedTimeOf } from './booking.defaults';

type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** The club's hide_price_mode ALL: its slot lists show no prices (the summary's quote still does). */
export const hidesPrices = (s: BookingSnapshot): boolean => s.context.sport?.hide_price_mode === 'ALL';

/** A club-first sport's club list (switch_book_flow): the sport's name, or null for every club. */
export const clubFirstSport = (s: BookingSnapshot): string | null => {
  const search = s.context.clubFirst;
  if (!search) return null;
  return s.context.sportFirst.sports.find((sport) => sport.id === search.sportId)?.name ?? '';
};

export const canClearClubFirst = (s: BookingSnapshot): boolean => s.can({ type: 'clubFirst.clear' });

/** When the caller's block of the chosen sport ends (ISO instant), on the sport-blocked screen; the view shows the club's day. */
export const sportBlockedUntil = (s: BookingSnapshot): string | null =>
  s.matches('sportBlocked') ? (s.context.sport?.blocked_until ?? null) : null;

/** The sport's fixed search time here (fixed_search_time with simple_search): the forms show no time picker. */
export const fixedSearchTime = (s: BookingSnapshot): string | null => fixedTimeOf(s.context.sport);
