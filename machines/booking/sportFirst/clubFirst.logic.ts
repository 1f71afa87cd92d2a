// A sport booked club first (its switch_book_flow, spec part 1 §3 "Sport (list)"): the sport-first
// search opens the clubs that offer it instead of every nearby club's courts; the club chosen there
// searches with the same date, time and duration (its preselect), as a deep link to the club would.
import type { BookingContext, BookingEvent } from '../booking.types';
import type { SportSearch } from './sportFirst.types';

type Args = { context: BookingContext; event: BookingEvent };
type Update = Partial<BookingContext>;

const searchOf = (event: BookingEvent): SportSearch | null =>
  event.type === 'sportSearch.run' ? { sportId: event.sportId, date: event.date, time: event.time, timespan: event.timespan } : null;

export const clubFirstGuards = {
  /** The searched sport is booked club first (switch_book_flow). */
  switchesBookFlow: ({ context, event }: Args) => {
    const search = searchOf(event);
    return search !== null && context.sportFirst.sports.some((s) => s.id === search.sportId && s.switch_book_flow === true);
  },
  /** The club list shows only the clubs of a club-first sport. */
  isClubFirst: ({ context }: Args) => context.clubFirst !== null,
};

export const clubFirstUpdates = {
  /**
   * The clubs offering the sport, first page; the sport-first search is left. The list shown so far
   * goes at once (the screen waits for the sport's clubs instead of showing the others under its notice).
   */
  assignClubFirst: ({ context, event }: Args): Update => {
    const search = searchOf(event);
    if (!search) return {};
    return {
      clubFirst: search,
      parentClubId: null,
      page: 1,
      clubs: [],
      clubsTotal: 0,
      sportFirst: { ...context.sportFirst, search: null, answer: null, noLimitDistance: false },
    };
  },
  /** Every club again (the sport's clubs go at once, as above). */
  clearClubFirst: (): Update => ({ clubFirst: null, page: 1, clubs: [], clubsTotal: 0 }),
};

/** What a club chosen from a club-first list preselects: the sport and the search, run once it loads. */
export function clubFirstPreselect(search: SportSearch): BookingContext['preselect'] {
  return { sportId: search.sportId, date: search.date, time: search.time, timespan: search.timespan, courtId: null, show: null };
}
