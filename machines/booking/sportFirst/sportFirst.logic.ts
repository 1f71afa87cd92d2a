// Guards, context updates and actor inputs of the sport-first search, as pure functions; the
// booking setup registers them by name (sportFirstGuards, sportFirstActions) next to its own.
import { isClubDate, isClubTime } from '#kernel/lib/dates';
import { countryCentre, GEOLOCATION_OPTIONS, type GeoPoint } from '#kernel/lib/geo';
import type { Done } from '#machines/shared/outcomes';
import type { BookingContext, BookingEvent, RequestLoginParams } from '../booking.types';
import type {
  LoadSportChoicesInput,
  LoadSportChoicesOutput,
  LocateInput,
  SearchClubSlotsInput,
  SearchClubSlotsOutput,
  SportSearch,
} from './sportFirst.types';

type Args = { context: BookingContext; event: BookingEvent };
type Ctx = { context: BookingContext };
type Update = Partial<BookingContext>;

/** Criteria a search can run with: an id, a date, a wall time and a duration up to a day. */
export function isSportSearch(s: Partial<SportSearch> | null | undefined): s is SportSearch {
  return (
    !!s &&
    Number.isInteger(s.sportId) &&
    (s.sportId ?? 0) > 0 &&
    isClubDate(s.date ?? null) &&
    isClubTime(s.time ?? null) &&
    Number.isInteger(s.timespan) &&
    (s.timespan ?? 0) > 0 &&
    (s.timespan ?? 0) <= 1440
  );
}

const searchOf = (event: BookingEvent): SportSearch | null =>
  event.type === 'sportSearch.run' ? { sportId: event.sportId, date: event.date, time: event.time, timespan: event.timespan } : null;

export const sportFirstGuards = {
  /** Non-main brands skip the sport search (spec part 1 §1). */
  isMainBrand: ({ context }: Args) => context.brand === 'main',
  /** An address (/book/slots-clubs) asked for the clubs' free courts of a search. */
  hasSportFirstSearch: ({ context }: Args) => context.brand === 'main' && context.sportFirst.search !== null,
  isRunnableSportSearch: ({ context, event }: Args) => context.brand === 'main' && isSportSearch(searchOf(event)),
  /** A court is chosen before the club loads (its sub-club list is not shown then). */
  hasPreselectedCourt: ({ context }: Args) => context.preselect.courtId !== null,
  hasClubSlots: (_: Ctx, out: SearchClubSlotsOutput) => out.groups.length > 0,
  /** Clubs beyond the distance were left out and the search still has a limit. */
  canWiden: ({ context }: Args) => context.sportFirst.answer?.filteredByDistance === true && !context.sportFirst.noLimitDistance,
  /** Golf: another number of holes where some club of the answer offers rounds (the search runs again in that mode). */
  switchesSportHoles: ({ context, event }: Args) =>
    event.type === 'golf.setHoles' &&
    (event.holes === 9 || event.holes === 18) &&
    event.holes !== context.holes &&
    context.sportFirst.answer?.offersRounds === true,
  isListedClubSlot: ({ context, event }: Args) =>
    event.type === 'clubSlots.select' &&
    (context.sportFirst.answer?.groups ?? []).some((g) =>
      g.slots.some((s) => s.clubId === event.slot.clubId && s.courtId === event.slot.courtId),
    ),
};

const set = (context: BookingContext, patch: Partial<BookingContext['sportFirst']>): Update => ({
  sportFirst: { ...context.sportFirst, ...patch },
});

export const sportFirstUpdates = {
  assignSportChoices: ({ context }: Ctx, out: LoadSportChoicesOutput): Update => set(context, { sports: out.sports }),
  dropSportChoices: ({ context }: Args): Update => set(context, { sports: [] }),
  assignSportSearch: ({ context, event }: Args): Update => {
    const search = searchOf(event);
    return search ? set(context, { search, noLimitDistance: false, answer: null }) : {};
  },
  assignDeviceOrigin: ({ context }: Ctx, point: GeoPoint): Update =>
    set(context, { origin: { latitude: point.latitude, longitude: point.longitude, source: 'device' } }),
  /** No position from the device (refused, timed out, none): the country's default centre. */
  assignCountryCentre: ({ context }: Args): Update =>
    set(context, { origin: { ...countryCentre(context.country), source: 'countryCentre' } }),
  assignClubSlots: ({ context }: Ctx, out: SearchClubSlotsOutput): Update => set(context, { answer: out }),
  widenDistance: ({ context }: Args): Update => set(context, { noLimitDistance: true }),
  /** The new mode; the searched time stays (each club reads it at its own clock). */
  assignSportHoles: ({ event }: Args): Update => (event.type === 'golf.setHoles' ? { holes: event.holes } : {}),
  leaveSportFirst: ({ context }: Args): Update => set(context, { search: null, answer: null, noLimitDistance: false }),
  /**
   * A club's free court: that club's flow with the search preselected and the court to hold
   * (the club's checks, members-only and the rest, run as for any club).
   */
  openClubSlot: ({ context, event }: Args): Update => {
    const search = context.sportFirst.search;
    if (event.type !== 'clubSlots.select' || !search) return {};
    const { slot } = event;
    return {
      clubId: slot.clubId,
      club: null,
      sportId: search.sportId,
      sport: null,
      preselect: {
        sportId: search.sportId,
        date: slot.local_date,
        time: slot.local_start_time,
        timespan: search.timespan,
        courtId: slot.courtId,
        show: null,
      },
      search: { date: slot.local_date, time: slot.local_start_time, timespan: search.timespan },
    };
  },
};

// ── actor inputs and params ─────────────────────────────────────────────────────────────────

export const sportChoicesInput = ({ context }: Ctx): LoadSportChoicesInput => ({ brand: context.brand });
export const locateInput = (): LocateInput => ({ ...GEOLOCATION_OPTIONS });

export function clubSlotsInput({ context }: Ctx): SearchClubSlotsInput {
  const search = context.sportFirst.search ?? { sportId: 0, date: '', time: '', timespan: 60 };
  const origin = context.sportFirst.origin ?? { ...countryCentre(context.country), source: 'countryCentre' as const };
  return {
    ...search,
    latitude: origin.latitude,
    longitude: origin.longitude,
    noLimitDistance: context.sportFirst.noLimitDistance,
    rounds: context.holes === 18,
  };
}

/** Anonymous on a club's court: log in, then the same clubs' free courts (/book/slots-clubs). */
export const loginForClubSlots = ({ context }: Ctx): RequestLoginParams => {
  const s = context.sportFirst.search;
  return {
    returnTo: '/book/slots-clubs',
    // Nine holes come back as nine holes (the address's holes=9).
    returnParams: s
      ? {
          sportId: String(s.sportId),
          date: s.date,
          time: s.time,
          timespan: String(s.timespan),
          ...(context.holes === 9 ? { holes: '9' } : {}),
        }
      : {},
  };
};

export const sportChoices = ({ event }: Done<LoadSportChoicesOutput>) => event.output;
export const devicePosition = ({ event }: Done<GeoPoint>) => event.output;
export const clubSlots = ({ event }: Done<SearchClubSlotsOutput>) => event.output;
