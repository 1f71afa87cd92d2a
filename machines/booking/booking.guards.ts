// Guards of the booking flow (club, sport and search steps). Pure functions of context and event;
// an invoke's output comes in as the guard's params (typed from the actor's fromPromise).
import { isClubDate, isClubTime } from '#kernel/lib/dates';
import type { BookingContext, BookingEvent, ClubSport, SearchCriteria, Timeslot } from './booking.types';
import type { FetchTimeslotsOutput, LoadClubSportsOutput } from './booking.calls';
import type { ReservationOutput } from './reservation/reservation.types';

export type GuardArgs = { context: BookingContext; event: BookingEvent };
type Ctx = { context: BookingContext };

const sameMinute = (a: string, b: string) => a.slice(0, 5) === b.slice(0, 5);

/** The distinct hours the alternatives offer. */
export const alternativeHours = (slots: readonly Timeslot[]): string[] => [...new Set(slots.map((s) => s.hour))];

export function isAllowedTimespan(sport: ClubSport | null, timespan: number): boolean {
  if (!Number.isFinite(timespan) || timespan <= 0) return false;
  const allowed = sport?.timespanvalues ?? [];
  return allowed.length === 0 || allowed.includes(timespan);
}

/** Date inside the sport's min/max range (spec part 1 §5), a wall time, an allowed duration. */
export function isSearchValid(sport: ClubSport | null, search: SearchCriteria): boolean {
  if (!isClubDate(search.date) || !isClubTime(search.time)) return false;
  if (sport?.mindate && search.date < sport.mindate) return false;
  if (sport?.maxdate && search.date > sport.maxdate) return false;
  return isAllowedTimespan(sport, search.timespan);
}

/** The preselected court among the results, at the searched time. */
export function preselectedSlot(context: BookingContext, slots: readonly Timeslot[]): Timeslot | undefined {
  const courtId = context.preselect.courtId;
  return slots.find((s) => s.courtId === courtId && sameMinute(s.local_start_time, context.search.time));
}

export const bookingGuards = {
  hasPreselectedClub: ({ context }: GuardArgs) => context.clubId !== null,
  hasClubs: ({ context }: GuardArgs) => context.clubs.length > 0,
  /** "A selected club must exist in the loaded list." */
  isListedClub: ({ context, event }: GuardArgs) => event.type === 'club.select' && context.clubs.some((c) => c.id === event.clubId),
  isOtherPage: ({ context, event }: GuardArgs) =>
    event.type === 'clubs.page' && Number.isInteger(event.page) && event.page >= 1 && event.page !== context.page,
  isSubClubList: ({ context }: GuardArgs) => context.parentClubId !== null,
  hasSubClubs: ({ context }: GuardArgs) => (context.club?.subClubsCount ?? 0) > 0,
  isDummy: ({ context }: GuardArgs) => context.club?.dummy === true,
  /** The club disabled the caller (isBlocked): its message, not its sports. */
  isClubBlocked: ({ context }: GuardArgs) => context.club?.isBlocked === true,
  /** The caller has a sport block at this club that still lasts (manual or automatic). */
  isSportBlocked: (_: Ctx, sport: ClubSport) => sport.blocked === true,
  /** Not enabled for the user and no browsing allowed (spec part 1 §4.3). */
  isMembersOnly: ({ context }: GuardArgs) => context.club !== null && !context.club.user_enabled && !context.club.allow_browsing,
  isAnonymous: ({ context }: GuardArgs) => context.user === null,
  requestsMemberDocument: ({ context }: GuardArgs) => context.club?.request_member_document === 'Y',
  isWeb: ({ context }: GuardArgs) => context.platform === 'web',
  hasPreselectedSport: ({ context }: Ctx, { sports }: LoadClubSportsOutput) =>
    context.preselect.sportId !== null && sports.some((s) => s.id === context.preselect.sportId),
  /** One sport: straight to that sport (activity categories and coupon packs, which would keep the list, are not offered yet). */
  hasSingleSportOnly: (_: Ctx, { sports }: LoadClubSportsOutput) => sports.length === 1,
  isListedSport: ({ context, event }: GuardArgs) => event.type === 'sport.select' && context.sports.some((s) => s.id === event.sportId),
  /** A deep link with a valid date and time searches at once (logged in only: slots need a login). */
  hasPresetSearch: ({ context }: GuardArgs) =>
    context.user !== null &&
    isClubDate(context.preselect.date) &&
    isClubTime(context.preselect.time) &&
    context.preselect.show !== 'form' &&
    context.preselect.show !== 'schedule',
  /** A deep link to the schedule opens it once the sport is loaded, when the sport offers it. */
  hasPresetSchedule: ({ context }: Ctx, sport: ClubSport) => context.preselect.show === 'schedule' && sport.offer_schedule === true,
  /** Another of the club's sports than the one chosen. */
  isOtherListedSport: ({ context, event }: GuardArgs) =>
    event.type === 'sport.switch' && event.sportId !== context.sportId && context.sports.some((s) => s.id === event.sportId),
  /** A search run with criteria the sport accepts (date range, time, duration). */
  isRunnableSearch: ({ context, event }: GuardArgs) =>
    event.type === 'search.run' && isSearchValid(context.sport, { date: event.date, time: event.time, timespan: event.timespan }),
  isAllowedTimespan: ({ context, event }: GuardArgs) =>
    event.type === 'search.setTimespan' && isAllowedTimespan(context.sport, event.timespan),
  isSearchValid: ({ context }: GuardArgs) => isSearchValid(context.sport, context.search),
  opensWholeDay: ({ context }: GuardArgs) => context.sport?.opens_whole_day === true && context.timeslots.length > 1,
  offersSchedule: ({ context }: GuardArgs) => context.sport?.offer_schedule === true,
  preselectedCourtMissing: ({ context }: Ctx, out: FetchTimeslotsOutput) =>
    context.preselect.courtId !== null && !preselectedSlot(context, out.timeslots),
  preselectedCourtFound: ({ context }: Ctx, out: FetchTimeslotsOutput) =>
    context.preselect.courtId !== null && preselectedSlot(context, out.timeslots) !== undefined,
  hasTimeslots: (_: Ctx, out: FetchTimeslotsOutput) => out.timeslots.length > 0,
  /** A simple search whose only alternative is one hour goes straight into that hour. */
  hasSingleAlternativeHour: ({ context }: Ctx, out: FetchTimeslotsOutput) =>
    context.sport?.simple_search === true && alternativeHours(out.alternative_timeslots).length === 1,
  hasAlternativeSlots: (_: Ctx, out: FetchTimeslotsOutput) => out.alternative_timeslots.length > 0,
  hasAlternativeClubs: (_: Ctx, out: FetchTimeslotsOutput) => out.alternativeClubs.length > 0,
  isAlternativeClub: ({ context, event }: GuardArgs) =>
    event.type === 'alternative.selectClub' && context.alternativeClubs.some((c) => c.id === event.clubId),
  isSlotOfCurrentClub: ({ context, event }: GuardArgs) => event.type === 'slot.select' && event.slot.clubId === context.clubId,
  reservationEnded: (_: Ctx, { ended, result }: { ended: ReservationOutput; result: ReservationOutput['result'] }) =>
    ended.result === result,
  /** A resumed reservation whose hold already ran out (a reload after its time). */
  resumesRanOutHold: ({ context }: GuardArgs) => context.resume?.holdExpired === true,
};
