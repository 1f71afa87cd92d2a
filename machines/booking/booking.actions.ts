// Context updates, actor inputs and action parameters of the booking machine, as pure functions;
// booking.machine.ts wraps the updates in `assign`.
import { clubNow, isClubDate, isClubTime, nextFullHour, resolveTimezone } from '#kernel/lib/dates';
import { CLUB_PAGE_SIZE, defaultTimespan } from './booking.defaults';
import { alternativeHours, isAllowedTimespan, preselectedSlot, type GuardArgs } from './booking.guards';
import type {
  BookingContext,
  BookingInput,
  Club,
  ClubSport,
  HoldWindow,
  NavigateParams,
  OpenInBrowserParams,
  RequestLoginParams,
  SearchCriteria,
} from './booking.types';
import type {
  FetchScheduleInput,
  FetchScheduleOutput,
  FetchTimeslotsInput,
  FetchTimeslotsOutput,
  HoldInput,
  LoadClubInput,
  LoadClubsInput,
  LoadClubsOutput,
  LoadClubSportInput,
  LoadClubSportsInput,
  LoadClubSportsOutput,
} from './booking.calls';
import type { ReservationInput, ReservationOutput } from './reservation/reservation.types';
import { emptySportFirst } from './sportFirst/sportFirst.types';
import { DEFAULT_HOLES, golfQuery, isRound } from './golf/golf.logic';
import { fixedTimeOf } from './booking.defaults';
import { clubFirstPreselect } from './sportFirst/clubFirst.logic';

type Update = Partial<BookingContext>;
type Ctx = { context: BookingContext };

export function initialBookingContext({ input }: { input: BookingInput }): BookingContext {
  const p = input.preselect ?? {};
  const today = clubNow(resolveTimezone(null), new Date(input.now));
  return {
    now: input.now,
    user: input.user,
    brand: input.brand,
    platform: input.platform,
    country: input.country,
    mode: input.mode ?? 'book',
    exchangeBookingId: input.exchangeBookingId ?? null,
    exchange: null,
    parentClubId: input.parentClubId ?? null,
    page: 1,
    clubs: [],
    clubsTotal: 0,
    clubId: p.clubId ?? null,
    club: null,
    sports: [],
    sportId: p.sportId ?? null,
    sport: null,
    preselect: {
      sportId: p.sportId ?? null,
      date: p.date ?? null,
      time: p.time ?? null,
      timespan: p.timespan ?? null,
      courtId: p.courtId ?? null,
      show: p.show ?? null,
    },
    search: { date: today.date, time: today.time, timespan: 60 },
    offeredTime: nextFullHour(new Date(input.now), resolveTimezone(null)),
    timeslots: [],
    alternatives: [],
    alternativeClubs: [],
    schedule: [],
    slot: null,
    hold: null,
    noAvailability: false,
    daySlots: null,
    failure: null,
    resume: input.resume ?? null,
    urlMode: 'replace',
    linkAsked: p.show === 'results' || p.show === 'schedule',
    sportFirst: { ...emptySportFirst, search: input.sportFirst ?? null },
    holes: input.holes === 9 ? 9 : DEFAULT_HOLES,
    clubLink: input.clubLink ?? null,
    clubFirst: null,
  };
}

/** The search defaults in the club's timezone, with the deep link's valid values on top. */
function searchDefaults(context: BookingContext, sport: ClubSport): { search: SearchCriteria; offeredTime: string } {
  const tz = resolveTimezone(context.club?.timezone);
  const now = clubNow(tz, new Date(context.now));
  const p = context.preselect;
  const timespan = p.timespan !== null && isAllowedTimespan(sport, p.timespan) ? p.timespan : defaultTimespan(sport);
  return {
    search: {
      date: isClubDate(p.date) ? p.date : now.date,
      time: fixedTimeOf(sport) ?? (isClubDate(p.date) && isClubTime(p.time) ? p.time : now.time),
      timespan,
    },
    offeredTime: nextFullHour(new Date(context.now), tz),
  };
}

const clearedResults: Update = { timeslots: [], alternatives: [], alternativeClubs: [], noAvailability: false, daySlots: null };

export const bookingUpdates = {
  assignClubs: (_: Ctx, out: LoadClubsOutput): Update => ({ clubs: out.clubs, clubsTotal: out.total }),
  assignPage: ({ event }: GuardArgs): Update => (event.type === 'clubs.page' ? { page: event.page } : {}),
  leaveSubClubs: (): Update => ({ parentClubId: null, page: 1 }),
  /** A club of a club-first sport's list searches that sport with the same criteria; any other club starts afresh. */
  assignClubId: ({ context, event }: GuardArgs): Update =>
    event.type === 'club.select'
      ? { clubId: event.clubId, preselect: context.clubFirst ? clubFirstPreselect(context.clubFirst) : noPreselect, clubFirst: null }
      : {},
  assignClub: (_: Ctx, club: Club): Update => ({ club }),
  openSubClubs: ({ context }: GuardArgs): Update => ({ parentClubId: context.club?.id ?? null, page: 1, clubs: [] }),
  assignSports: (_: Ctx, { sports }: LoadClubSportsOutput): Update => ({ sports }),
  choosePreselectedSport: ({ context }: GuardArgs): Update => ({ sportId: context.preselect.sportId }),
  chooseOnlySport: (_: Ctx, { sports }: LoadClubSportsOutput): Update => ({ sportId: sports[0]?.id ?? null }),
  assignSportId: ({ event }: GuardArgs): Update =>
    event.type === 'sport.select' || event.type === 'sport.switch' ? { sportId: event.sportId } : {},
  /** The loaded sport and its search defaults (preselected values applied once, then dropped). */
  assignSport: ({ context }: Ctx, sport: ClubSport): Update => {
    return {
      sport,
      ...searchDefaults(context, sport),
      ...clearedResults,
      preselect: { ...noPreselect, courtId: context.preselect.courtId },
    };
  },
  assignDate: ({ context, event }: GuardArgs): Update =>
    event.type === 'search.setDate' ? { search: { ...context.search, date: event.date } } : {},
  assignTime: ({ context, event }: GuardArgs): Update =>
    event.type === 'search.setTime' ? { search: { ...context.search, time: event.time } } : {},
  assignTimespan: ({ context, event }: GuardArgs): Update =>
    event.type === 'search.setTimespan' ? { search: { ...context.search, timespan: event.timespan } } : {},
  clearResults: (): Update => clearedResults,
  /** The criteria an address gives the search form: the offered duration only. */
  assignCriteria: ({ context, event }: GuardArgs): Update => {
    if (event.type !== 'search.set') return {};
    const { date, time, timespan } = event;
    const allowed = timespan !== undefined && isAllowedTimespan(context.sport, timespan);
    return {
      search: {
        date: date ?? context.search.date,
        time: fixedTimeOf(context.sport) ?? time ?? context.search.time,
        timespan: allowed ? timespan : context.search.timespan,
      },
    };
  },
  /** The criteria of a search run from the form or the results. */
  assignRunCriteria: ({ context, event }: GuardArgs): Update =>
    event.type === 'search.run'
      ? { search: { date: event.date, time: fixedTimeOf(context.sport) ?? event.time, timespan: event.timespan } }
      : {},
  /** The deep link got as far as it asked (a search or the schedule runs): no notice. */
  followedLink: (): Update => ({ linkAsked: false }),
  markAddressLed: (): Update => ({ urlMode: 'replace' }),
  markAddressInStep: (): Update => ({ urlMode: 'push' }),
  /** Results of a search; a preselected court is looked for once. */
  assignTimeslots: ({ context }: Ctx, out: FetchTimeslotsOutput): Update => {
    return {
      timeslots: out.timeslots,
      alternatives: out.alternative_timeslots,
      alternativeClubs: out.alternativeClubs,
      noAvailability: false,
      preselect: { ...context.preselect, courtId: null },
    };
  },
  selectPreselectedCourt: ({ context }: Ctx, out: FetchTimeslotsOutput): Update => ({
    slot: preselectedSlot(context, out.timeslots) ?? null,
  }),
  /** A simple search with one alternative hour: that hour becomes the search and its slots the results. */
  enterAlternativeHour: ({ context }: Ctx, { alternative_timeslots: alternatives }: FetchTimeslotsOutput): Update => {
    const hour = alternativeHours(alternatives)[0] ?? context.search.time;
    return { search: { ...context.search, time: hour }, timeslots: alternatives };
  },
  markNoAvailability: (): Update => ({ noAvailability: true }),
  assignDaySlots: (_: Ctx, out: FetchTimeslotsOutput): Update => ({ daySlots: out.timeslots }),
  assignSlot: ({ event }: GuardArgs): Update => (event.type === 'slot.select' ? { slot: event.slot } : {}),
  /** Another club at the same date, time and duration (alternative clubs, nearby slots). */
  switchClub: ({ context, event }: GuardArgs): Update => {
    const clubId = event.type === 'alternative.selectClub' ? event.clubId : event.type === 'slot.select' ? event.slot.clubId : null;
    if (clubId === null) return {};
    const courtId = event.type === 'slot.select' ? event.slot.courtId : null;
    const time = event.type === 'slot.select' ? event.slot.local_start_time : context.search.time;
    return {
      clubId,
      club: null,
      sport: null,
      preselect: { sportId: context.sportId, date: context.search.date, time, timespan: context.search.timespan, courtId, show: null },
      ...clearedResults,
    };
  },
  assignSchedule: (_: Ctx, { schedule }: FetchScheduleOutput): Update => ({ schedule }),
  assignHold: (_: Ctx, out: HoldWindow): Update => ({
    hold: { preBookTimestamp: out.preBookTimestamp ?? null, preBookExpiration: out.preBookExpiration ?? null },
  }),
  clearSelection: (): Update => ({ slot: null, hold: null, resume: null }),
  /** The resumed reservation's hold ran out: it is not held again (no countdown restarts). */
  skipRanOutHold: (): Update => ({ hold: null }),
  recordReservationFailure: (_: Ctx, out: ReservationOutput): Update => (out.result === 'failed' ? { failure: out.failure } : {}),
  clearFailure: (): Update => ({ failure: null }),
};

const noPreselect = { sportId: null, date: null, time: null, timespan: null, courtId: null, show: null };

// ── actor inputs ────────────────────────────────────────────────────────────────────────────

export const loadClubsInput = ({ context }: Ctx): LoadClubsInput => ({
  parentClubId: context.parentClubId,
  sportId: context.clubFirst?.sportId ?? null,
  page: context.page,
  pageSize: CLUB_PAGE_SIZE,
});
export const loadClubInput = ({ context }: Ctx): LoadClubInput => ({ clubId: context.clubId ?? 0 });
export const loadClubSportsInput = ({ context }: Ctx): LoadClubSportsInput => ({ clubId: context.clubId ?? 0 });
export const loadClubSportInput = ({ context }: Ctx): LoadClubSportInput => ({
  clubId: context.clubId ?? 0,
  sportId: context.sportId ?? 0,
});

const timeslotsInput =
  (scope: FetchTimeslotsInput['scope']) =>
  ({ context }: Ctx): FetchTimeslotsInput => ({
    scope,
    clubId: context.clubId ?? 0,
    sportId: context.sportId ?? 0,
    ...context.search,
    ...(context.mode === 'exchange' ? { exchangeBookingId: context.exchangeBookingId } : {}),
    ...golfQuery(context),
  });
export const clubTimeslotsInput = timeslotsInput('club');
export const dayTimeslotsInput = timeslotsInput('day');
export const nearbyTimeslotsInput = timeslotsInput('nearby');

export const scheduleInput = ({ context }: Ctx): FetchScheduleInput => ({
  clubId: context.clubId ?? 0,
  sportId: context.sportId ?? 0,
  date: context.search.date,
});

/** The hold of the chosen slot (also what a release sends). */
export function holdInput({ context }: Ctx): HoldInput {
  const slot = context.slot;
  return {
    clubId: slot?.clubId ?? context.clubId ?? 0,
    sportId: context.sportId ?? 0,
    courtId: slot?.courtId ?? 0,
    userId: context.user?.id ?? 0,
    date: slot?.local_date ?? context.search.date,
    startTime: slot?.local_start_time ?? context.search.time,
    endTime: slot?.local_end_time ?? context.search.time,
    ...(isRound(slot) ? { isElegibleForCrossBlock: true as const } : {}),
  };
}

export function reservationInput({ context }: Ctx): ReservationInput {
  const link = context.clubLink?.clubId === context.clubId ? context.clubLink : null;
  return {
    now: context.now,
    user: context.user!,
    brand: context.brand,
    platform: context.platform,
    country: context.country,
    mode: context.mode,
    exchangeBookingId: context.exchangeBookingId,
    club: context.club!,
    sport: context.sport!,
    slot: context.slot!,
    search: context.search,
    hold: context.hold,
    holdExpired: context.resume?.holdExpired === true,
    draft: context.resume?.draft ?? null,
    resumePayment: context.resume?.payment ?? link?.payment ?? null,
    fromCoupons: link?.fromCoupons === true,
  };
}

// ── parameters of the view-supplied actions ─────────────────────────────────────────────────

const searchParams = (context: BookingContext): Record<string, string> => ({
  clubId: String(context.clubId ?? ''),
  sportId: String(context.sportId ?? ''),
  date: context.search.date,
  time: context.search.time,
  timespan: String(context.search.timespan),
});

/** Anonymous on a members-only club: log in, then back to the club's sports. */
export const loginForClub = ({ context }: Ctx): RequestLoginParams => ({
  returnTo: `/book/clubs/${context.clubId ?? ''}/sports`,
  returnParams: {},
});

/** Anonymous searching: log in, then the slots of this search (/book/slots is login-required). */
export const loginForSlots = ({ context }: Ctx): RequestLoginParams => ({ returnTo: '/book/slots', returnParams: searchParams(context) });

export const memberDocumentRoute = ({ context }: Ctx): NavigateParams => ({ to: `/memberdocument/${context.clubId ?? ''}` });
export const memberDocumentOnWeb = ({ context }: Ctx): OpenInBrowserParams => ({ path: `/memberdocument/${context.clubId ?? ''}` });
