// View flags of the booking flow. Views read these (and `snapshot.can`), never state paths.
import type { WaitingListMachine } from './waitingList/waitingList.machine';
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { timeOptions as bookingTimeOptions } from '#kernel/lib/dates';
import { CLUB_PAGE_SIZE } from './booking.defaults';
import type { ErrorShow } from '#kernel/lib/errors';
import { bookingErrorEntry } from './booking.errors';
import { isSearchValid } from './booking.guards';
import type { BookingMachine } from './booking.machine';
import { bookingMessages } from './booking.messages';
import type { Failure } from './booking.types';
import type { ReservationMachine } from './reservation/reservation.machine';

export type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** Which screen the flow shows. */
export type BookingScreen =
  | 'loading'
  | 'clubs'
  | 'comingSoon'
  | 'membersOnly'
  /** The club disabled the caller. */
  | 'clubBlocked'
  /** A sport block lasts for the caller here. */
  | 'sportBlocked'
  | 'sports'
  | 'search'
  | 'schedule'
  | 'slots'
  | 'alternativeSlots'
  | 'alternativeClubs'
  | 'nearbySlots'
  | 'reservation'
  | 'clubSlots'
  /** A change whose club is not available. */
  | 'exchangeClubUnavailable'
  /** The waiting-list slots (waitingList/). */
  | 'waitingList'
  | 'ended';

const screens: ReadonlyArray<[BookingScreen, Parameters<BookingSnapshot['matches']>[0]]> = [
  ['clubs', 'clubList'],
  ['clubs', 'clubsFailed'],
  ['comingSoon', 'comingSoon'],
  ['membersOnly', 'membersOnly'],
  ['clubBlocked', 'clubBlocked'],
  ['sportBlocked', 'sportBlocked'],
  ['sports', 'sportList'],
  ['search', { searchStep: 'search' }],
  ['search', { searchStep: 'availabilityFailed' }],
  ['search', { searchStep: 'courtNotAvailable' }],
  ['schedule', { searchStep: 'scheduleShown' }],
  ['slots', { searchStep: 'slots' }],
  ['alternativeSlots', { searchStep: 'alternativeSlots' }],
  ['alternativeClubs', { searchStep: 'alternativeClubs' }],
  ['nearbySlots', { searchStep: 'nearbySlots' }],
  ['reservation', { reserving: 'running' }],
  ['clubSlots', { sportFirst: 'clubSlots' }],
  ['clubSlots', { sportFirst: 'noClubSlots' }],
  ['clubSlots', { sportFirst: 'failed' }],
  ['exchangeClubUnavailable', { exchanging: 'clubUnavailable' }],
  ['waitingList', { waitingList: 'running' }],
];

export function screen(s: BookingSnapshot): BookingScreen {
  if (s.status === 'done') return 'ended';
  return screens.find(([, state]) => s.matches(state))?.[0] ?? 'loading';
}

/** A call is running (spinner). */
export const isLoading = (s: BookingSnapshot): boolean => screen(s) === 'loading';

export const clubPage = (s: BookingSnapshot) => ({
  clubs: s.context.clubs,
  page: s.context.page,
  pageSize: CLUB_PAGE_SIZE,
  total: s.context.clubsTotal,
  isSubClubList: s.context.parentClubId !== null,
});

/** The club list shows a club-first sport's clubs (switch_book_flow); the rest is booking.settingsSelectors.ts. */
export const isClubFirst = (s: BookingSnapshot): boolean => s.context.clubFirst !== null;

export const canRetryClubs = (s: BookingSnapshot): boolean => s.can({ type: 'clubs.retry' });
export const canGoBack = (s: BookingSnapshot): boolean => s.can({ type: 'club.back' });

/** The members-only notice: contact the club, upload a document (web) or go to the web (app). */
export function membersOnlyNotice(s: BookingSnapshot): MessageDescriptor | null {
  if (s.matches({ membersOnly: 'contactClub' })) return bookingMessages.contactClub;
  if (s.matches({ membersOnly: 'uploadDocument' })) return bookingMessages.uploadDocument;
  if (s.matches({ membersOnly: 'goToWeb' })) return bookingMessages.goToWeb;
  return null;
}
export const canUploadDocument = (s: BookingSnapshot): boolean => s.can({ type: 'membersOnly.uploadDocument' });
export const canOpenWeb = (s: BookingSnapshot): boolean => s.can({ type: 'membersOnly.openWeb' });

export const search = (s: BookingSnapshot) => s.context.search;
export const offeredTime = (s: BookingSnapshot): string => s.context.offeredTime;
export const timeOptions = (): string[] => bookingTimeOptions();
export const timespanOptions = (s: BookingSnapshot): readonly number[] => s.context.sport?.timespanvalues ?? [];
export const canSubmitSearch = (s: BookingSnapshot): boolean => s.can({ type: 'search.submit' });
/** The picker's values are not a valid search (date outside min/max, no time, a duration not offered). */
export const searchProblem = (s: BookingSnapshot): MessageDescriptor | null =>
  s.context.user !== null && !isSearchValid(s.context.sport, s.context.search) ? bookingMessages.invalidSearch : null;
export const canOpenSchedule = (s: BookingSnapshot): boolean => s.can({ type: 'schedule.open' });

export const timeslots = (s: BookingSnapshot) => s.context.timeslots;
export const alternatives = (s: BookingSnapshot) => s.context.alternatives;
export const alternativeClubs = (s: BookingSnapshot) => s.context.alternativeClubs;
export const schedule = (s: BookingSnapshot) => s.context.schedule;

/** The search's notice: nothing found, or the preselected court is gone. */
export function searchNotice(s: BookingSnapshot): MessageDescriptor | null {
  if (s.matches({ searchStep: 'courtNotAvailable' })) return bookingMessages.courtNotAvailable;
  if (s.context.noAvailability) return bookingMessages.noAvailability;
  return null;
}

export interface FailureView {
  message: MessageDescriptor;
  title?: MessageDescriptor;
  values: Failure['values'];
  show: ErrorShow;
}

/** The failure to show (its row in the call's table), until dismissed with 'error.dismiss'. */
export function failure(s: BookingSnapshot): FailureView | null {
  const f = s.context.failure;
  if (!f) return null;
  const entry = bookingErrorEntry(f.call, f.code);
  return { message: entry.message, title: entry.title, values: f.values, show: entry.show };
}

/** The reservation child (insurance, summary, payment) while a held slot is being booked. */
export const reservationRef = (s: BookingSnapshot): ActorRefFrom<ReservationMachine> | undefined =>
  s.children.reservation as ActorRefFrom<ReservationMachine> | undefined;

// ── the waiting list (waitingList/) ──
/** The slots offer the waiting-list toggle (a signed-in player, a sport that keeps waiting lists). */
export const offersWaitingList = (s: BookingSnapshot): boolean => s.can({ type: 'waitingList.toggle', enabled: true });
export const waitingListRef = (s: BookingSnapshot): ActorRefFrom<WaitingListMachine> | undefined =>
  s.children.waitingList as ActorRefFrom<WaitingListMachine> | undefined;

// ── where the flow is (the app keeps the address bar in step with it) ──

/**
 * The step the flow is at, its loading states included: 'club' covers the club's outcome and its
 * sports; 'search' the form and a search running from it; 'results' every answer of a search;
 * 'holding' the pre-block; 'reservation' the held slot being booked.
 */
export type BookingStep = 'clubs' | 'clubSlots' | 'club' | 'search' | 'results' | 'holding' | 'reservation' | 'ended';

const resultStates: ReadonlyArray<Parameters<BookingSnapshot['matches']>[0]> = [
  { searchStep: 'slots' },
  { searchStep: 'alternativeSlots' },
  { searchStep: 'alternativeClubs' },
  { searchStep: 'availabilityFailed' },
  { searchStep: 'searchingNearby' },
  { searchStep: 'nearbySlots' },
  { searchStep: 'scheduleShown' },
];

export function step(s: BookingSnapshot): BookingStep {
  if (s.status !== 'active') return 'ended';
  if (s.matches('sportFirst')) return 'clubSlots';
  if (s.matches('starting') || s.matches('loadingClubs') || s.matches('clubsFailed') || s.matches('clubList') || s.matches('backToClubs'))
    return 'clubs';
  if (s.matches('searchStep')) return resultStates.some((state) => s.matches(state)) ? 'results' : 'search';
  // Loading the reservation's chunk finishes the hold's step (no screen, no address of its own yet).
  if (s.matches('holding') || s.matches({ reserving: 'loading' })) return 'holding';
  if (s.matches('reserving')) return 'reservation';
  return 'club';
}

export const clubId = (s: BookingSnapshot): number | null => s.context.clubId;
/** The booking being changed (exchange), once loaded. */
export const exchange = (s: BookingSnapshot) => (s.context.mode === 'exchange' ? s.context.exchange : null);
export const sportId = (s: BookingSnapshot): number | null => s.context.sportId;
export const parentClubId = (s: BookingSnapshot): number | null => s.context.parentClubId;
export const club = (s: BookingSnapshot) => s.context.club;
export const sport = (s: BookingSnapshot) => s.context.sport;
export const sports = (s: BookingSnapshot) => s.context.sports;
/** The slot being held or booked. */
export const selectedSlot = (s: BookingSnapshot) => s.context.slot;
export const isLoggedIn = (s: BookingSnapshot): boolean => s.context.user !== null;
export const canChangeSport = (s: BookingSnapshot): boolean => s.can({ type: 'sport.change' });
export const canSelectSlot = (s: BookingSnapshot): boolean =>
  s.context.user !== null &&
  (s.matches({ searchStep: 'slots' }) || s.matches({ searchStep: 'alternativeSlots' }) || s.matches({ searchStep: 'nearbySlots' }));
/** A search is running (its form stays on screen, busy). */
export const isSearching = (s: BookingSnapshot): boolean =>
  s.matches({ searchStep: 'searching' }) || s.matches({ searchStep: 'searchingNearby' });
export const isHolding = (s: BookingSnapshot): boolean => s.matches('holding') || s.matches({ reserving: 'loading' });

/**
 * The time the picker shows: the search's time when it is one of the options, else the offered
 * time (the next full hour) kept inside the options' range.
 */
export function pickerTime(s: BookingSnapshot): string {
  const options = bookingTimeOptions();
  if (options.includes(s.context.search.time)) return s.context.search.time;
  const offered = s.context.offeredTime;
  if (options.includes(offered)) return offered;
  return offered < options[0] ? options[0] : options[options.length - 1];
}
/** 'Show all' on the slots: off, loading, failed, or the club's whole day. */
export type DaySlots =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; slots: NonNullable<BookingSnapshot['context']['daySlots']> };

export function daySlots(s: BookingSnapshot): DaySlots {
  if (s.matches({ searchStep: { slots: 'loadingDay' } })) return { status: 'loading' };
  if (s.matches({ searchStep: { slots: 'dayFailed' } })) return { status: 'failed' };
  if (s.matches({ searchStep: { slots: 'day' } }) && s.context.daySlots) return { status: 'loaded', slots: s.context.daySlots };
  return { status: 'off' };
}

/** The preselected court is gone: its notice waits for 'error.dismiss', then the search. */
export const isCourtNotAvailable = (s: BookingSnapshot): boolean => s.matches({ searchStep: 'courtNotAvailable' });
