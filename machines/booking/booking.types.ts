// Types of the court booking flow: the domain shapes it reads (spec part 1 §3, names as the spec
// writes them), the machine's input, context and events, and the inputs and outputs of the actors
// the app provides with `bookingMachine.provide({ actors })`. The entities are the contract's
// (kernel/contract/booking), picked down to what the flow reads; the app's actors hand them over.
import type { MessageDescriptor } from '@lingui/core';
import type { ClubDto, ClubSportDto, HoldWindowDto, SportListItemDto, TimeslotDto } from '#kernel/contract/booking';
import type { ActorError } from '#kernel/lib/errors';
import type { NavigateParams } from '#machines/shared/viewActions';
import type { ReservationDraft, ResumePayment } from './reservation/reservation.types';
import type { SportFirstContext, SportFirstEvent, SportSearch } from './sportFirst/sportFirst.types';
import type { ExchangeBooking } from './exchange/exchange.types';
import type { Holes } from './golf/golf.logic';

export type { ActorError, NavigateParams };

export type YesNo = 'Y' | 'N';
/** The white-label brands (spec part 1 §1); only 'main' changes the flow (insurance). */
export type Brand = 'main' | 'fg' | 'aramark' | 'mlp' | 'rock-and-soccer';
/** 'app': inside the native shell's webview. */
export type Platform = 'web' | 'app';
/**
 * 'exchange' changes an existing booking (spec part 1 §4.5): the same flow with the booking's id
 * sent along and no insurance step. Loading and checking the booking comes with its own states.
 */
export type BookingMode = 'book' | 'exchange';

export interface BookingUser {
  id: number;
  firstName: string;
  lastName: string;
}

// ── entities ────────────────────────────────────────────────────────────────────────────────

/** A club in a list (the club list, the alternative clubs). */
export type ClubListItem = Pick<ClubDto, 'id' | 'name'> & Partial<Pick<ClubDto, 'image' | 'distance'>>;

/** The chosen club; subClubsCount above 0 opens the sub-club list. */
export type Club = Pick<
  ClubDto,
  | 'id'
  | 'name'
  | 'timezone'
  | 'currencyCode'
  | 'subClubsCount'
  | 'dummy'
  | 'user_enabled'
  | 'allow_browsing'
  | 'request_member_document'
  | 'permissions'
  | 'clubIsOneClick'
  | 'clubAllowsBookingInsurance'
> &
  /** The club disabled the caller: the club-blocked message instead of its sports. */
  Partial<Pick<ClubDto, 'isBlocked'>>;

export type SportListItem = Pick<SportListItemDto, 'id' | 'name' | 'simple_search'> & Partial<Pick<SportListItemDto, 'switch_book_flow'>>;

/** A custom data field of the sport (dataConfig). */
export type DataField = ClubSportDto['dataConfig'][number];

/**
 * The sport as configured at the chosen club (GET /api/clubs/{clubId}/sports/{sportId}): allowed
 * durations in minutes, the date picker's 'yyyy-MM-dd' bounds (empty: unbounded), terms, comments.
 */
export type ClubSport = SportListItem &
  Pick<
    ClubSportDto,
    | 'offer_schedule'
    | 'timespanvalues'
    | 'defaultTimeSpan'
    | 'mindate'
    | 'maxdate'
    | 'include_tyc'
    | 'ask_for_comments'
    | 'comments_min_length'
    | 'hide_price_mode'
    | 'opens_whole_day'
    | 'dataConfig'
    | 'waitingListEnabled'
  > &
  Partial<
    Pick<
      ClubSportDto,
      | 'tyc_url'
      | 'additional_text_data'
      | 'text_for_comments'
      | 'minPlayers'
      | 'expireFreeBookingMinPlayers'
      | 'msgNeedMinInvites'
      | 'minPlayersHoursBefore'
      | 'show_credit_balance'
      | 'creditBalance'
      | 'blocked'
      | 'blocked_until'
      | 'latam_pass_enabled'
      | 'ask_play_with'
      | 'ask_motive_and_arrival'
      | 'fixed_search_time'
    >
  >;

/**
 * A free court at a time; hour is the searched hour this slot answers ('HH:mm:ss': alternatives are
 * grouped by it); bookinginsuranceMaxPlayersAmount is the insurance team size.
 */
export type Timeslot = Pick<
  TimeslotDto,
  'courtId' | 'courtText' | 'clubId' | 'sportId' | 'local_date' | 'local_start_time' | 'local_end_time' | 'hour'
> &
  Partial<
    Pick<
      TimeslotDto,
      'isElegibleForCrossBlock' | 'onlyShowFor9' | 'crossBlock' | 'courtCapacityEnabled' | 'bookinginsuranceMaxPlayersAmount'
    >
  >;

export interface SearchCriteria {
  /** 'yyyy-MM-dd' in the club's timezone. */
  date: string;
  /** 'HH:mm:ss'. */
  time: string;
  /** Minutes. */
  timespan: number;
}

/** A pre-block's answer (spec part 1 §3 "Block"). Both absent: no hold, no countdown. */
export type HoldWindow = { [K in 'preBookTimestamp' | 'preBookExpiration']?: HoldWindowDto[K] | null };

// ── failures ────────────────────────────────────────────────────────────────────────────────

/** The calls whose codes have a table in booking.errors.ts (one table per call). */
export type BookingCall = 'clubs' | 'club' | 'sports' | 'sport' | 'timeslots' | 'schedule' | 'hold' | 'quote' | 'booking';

/** A failure being shown: the view reads its row in the call's table (message, where it shows). */
export interface Failure {
  call: BookingCall;
  code: string;
  /** ICU values of the message (count of the limit codes). */
  values: Record<string, number | string>;
}

// ── input, context, events ──────────────────────────────────────────────────────────────────

export interface BookingInput {
  /** The clock at start (epoch ms): today's date and default times are read from it, in the club's timezone. */
  now: number;
  /** Null for an anonymous visitor. */
  user: BookingUser | null;
  brand: Brand;
  platform: Platform;
  /** The user's country (ISO code), sent to the service-fee check. */
  country: string;
  mode?: BookingMode;
  exchangeBookingId?: number | null;
  /** A sub-club list to open (param parentClubId). */
  parentClubId?: number | null;
  /** Deep links (/book/clubs/:clubId/sports?preSelectSportId&preSelectDate, /book/slots, /book/summary). */
  preselect?: {
    clubId?: number | null;
    sportId?: number | null;
    date?: string | null;
    time?: string | null;
    timespan?: number | null;
    courtId?: number | null;
    /** Which screen the address asked for (default 'results': a date with a time searches at once). */
    show?: PreselectShow | null;
  };
  /**
   * Resuming a reservation of the preselected court (a reload of the summary, or back from a
   * provider's page): what the player had chosen, whether its hold already ran out (then it is not
   * held again: the booking call takes the slot if it is still free), and a payment to start at once.
   */
  resume?: Resume | null;
  /** The main brand's clubs' free courts of a search (/book/slots-clubs). */
  sportFirst?: SportSearch | null;
  /** Golf's mode an address asked for (holes=9); used only where the club offers the mode. */
  holes?: Holes | null;
  /** What the link to a club's sports asked of that club's reservation (fromCoupons, payment). */
  clubLink?: ClubLink | null;
}

/**
 * A link to a club's sports (/book/clubs/{id}/sports) asks its reservation to apply one of the
 * player's coupons there (`fromCoupons`) or to open the payment once the summary is ready (`payment`).
 */
export interface ClubLink {
  clubId: number;
  fromCoupons: boolean;
  payment: ResumePayment | null;
}

export interface Resume {
  draft: ReservationDraft | null;
  holdExpired: boolean;
  payment: ResumePayment | null;
}

/**
 * The screen a deep link asks for: 'form' the search form (its date and time filled in, no search),
 * 'results' the search's answer (or the preselected court), 'schedule' the day's schedule.
 */
export type PreselectShow = 'form' | 'results' | 'schedule';

export interface Preselect {
  sportId: number | null;
  date: string | null;
  time: string | null;
  timespan: number | null;
  courtId: number | null;
  show: PreselectShow | null;
}

/**
 * How the app writes the flow's next address: 'replace' while the flow follows (or corrects) the
 * address it was given, 'push' once the address shows where the flow is (a new screen is a new entry).
 */
export type UrlMode = 'push' | 'replace';

export interface BookingContext {
  now: number;
  user: BookingUser | null;
  brand: Brand;
  platform: Platform;
  country: string;
  mode: BookingMode;
  exchangeBookingId: number | null;
  /** The booking being changed, once loaded (exchange mode). */
  exchange: ExchangeBooking | null;
  parentClubId: number | null;
  page: number;
  clubs: ClubListItem[];
  clubsTotal: number;
  clubId: number | null;
  club: Club | null;
  sports: SportListItem[];
  sportId: number | null;
  sport: ClubSport | null;
  preselect: Preselect;
  search: SearchCriteria;
  /** The time the picker offers first: the next full hour. */
  offeredTime: string;
  timeslots: Timeslot[];
  alternatives: Timeslot[];
  alternativeClubs: ClubListItem[];
  schedule: unknown[];
  slot: Timeslot | null;
  hold: HoldWindow | null;
  /** The search found nothing and offered nothing. */
  noAvailability: boolean;
  /** 'Show all' on the slots: the club's whole day for the search, once loaded. */
  daySlots: Timeslot[] | null;
  failure: Failure | null;
  /** The reservation to resume at the preselected court (input.resume), until it starts. */
  resume: Resume | null;
  urlMode: UrlMode;
  /** A deep link asked for results (or further) and the flow has not got there yet: a notice if it stops short. */
  linkAsked: boolean;
  /** The main brand's sport-first search (sportFirst/). */
  sportFirst: SportFirstContext;
  /** What the link to a club's sports asked (only that club's reservation takes it). */
  clubLink: ClubLink | null;
  /** Golf's mode where the club offers it (golf/): 18 holes by default. */
  holes: Holes;
  /** A club-first sport's search (switch_book_flow): the club list shows its clubs, the chosen one searches it. */
  clubFirst: SportSearch | null;
}

/** The events an address may take the flow with (booking.address.ts), one at a time. */
export type AddressEvent =
  | { type: 'club.back' }
  | { type: 'sport.change' }
  /** Out of the sport and the club at once: the club list. */
  | { type: 'club.change' }
  /** Set the search form's criteria (only the ones given; an offered duration only). */
  | { type: 'search.set'; date?: string; time?: string; timespan?: number }
  /** Search with these criteria (the form's date, time and duration), from the form or the results. */
  | { type: 'search.run'; date: string; time: string; timespan: number }
  /** Back out of the reservation: the flow releases the hold and searches again. */
  | { type: 'reservation.leave' }
  /** The sport-first search: another search, or back to the form (sportFirst/). */
  | Extract<SportFirstEvent, { type: 'sportSearch.run' | 'clubSlots.back' }>;

export type BookingEvent =
  | AddressEvent
  | Exclude<SportFirstEvent, AddressEvent>
  | { type: 'clubs.page'; page: number }
  | { type: 'clubs.retry' }
  /** Out of a club-first sport's clubs (switch_book_flow): every club again. */
  | { type: 'clubFirst.clear' }
  | { type: 'club.select'; clubId: number }
  | { type: 'membersOnly.uploadDocument' }
  | { type: 'membersOnly.openWeb' }
  | { type: 'sport.select'; sportId: number }
  /** Another of the club's sports, from the search: its search form. */
  | { type: 'sport.switch'; sportId: number }
  | { type: 'search.setDate'; date: string }
  | { type: 'search.setTime'; time: string }
  | { type: 'search.setTimespan'; timespan: number }
  | { type: 'search.submit' }
  | { type: 'schedule.open' }
  | { type: 'schedule.close' }
  | { type: 'slot.select'; slot: Timeslot }
  /** The slots: the club's whole day ('show all'), or back to the searched hour's. */
  | { type: 'slots.showDay' }
  | { type: 'slots.showNear' }
  | { type: 'alternative.selectClub'; clubId: number }
  | { type: 'error.dismiss' }
  /** The address asked for the flow's place (event null: where it is; else the event that takes it there): the address follows the flow. */
  | { type: 'url.follow'; event: AddressEvent | null }
  /** The address shows where the flow is: the next screen is a new history entry. */
  | { type: 'url.synced' }
  /** The app leaves this flow (another one replaces it): the held slot is given back, then the flow ends. */
  | { type: 'flow.abandon' }
  /** The change cannot go on (its club is not available): back to the bookings. */
  | { type: 'exchange.leave' }
  /** Switches availability to waiting-list slots (sport.waitingListEnabled) and back (waitingList/). */
  | { type: 'waitingList.toggle'; enabled: boolean }
  /** Golf mode (cross_court_block_enabled): 18 by default; switching resets the time and reloads (golf/). */
  | { type: 'golf.setHoles'; holes: Holes };

// ── parameters of the actions the view supplies ─────────────────────────────────────────────

export interface ShowToastParams {
  message: MessageDescriptor;
  kind: 'info' | 'error';
}
/** Login with a return state (spec part 1 §2.4): returnTo is a path, returnParams its query. */
export interface RequestLoginParams {
  returnTo: string;
  returnParams: Record<string, string>;
}
/** The app shell opens the product's web site at this path (members-only, app platform). */
export interface OpenInBrowserParams {
  path: string;
}
