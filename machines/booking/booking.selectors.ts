// View flags of the booking flow. Views read these (and `snapshot.can`), never state paths.
import type { MessageDescriptor } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { bookingTimeOptions, CLUB_PAGE_SIZE } from './booking.defaults';
import { bookingErrorEntry, type ErrorShow } from './booking.errors';
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
  | 'sports'
  | 'search'
  | 'schedule'
  | 'slots'
  | 'alternativeSlots'
  | 'alternativeClubs'
  | 'nearbySlots'
  | 'reservation'
  | 'ended';

const screens: ReadonlyArray<[BookingScreen, Parameters<BookingSnapshot['matches']>[0]]> = [
  ['clubs', 'clubList'],
  ['clubs', 'clubsFailed'],
  ['comingSoon', 'comingSoon'],
  ['membersOnly', 'membersOnly'],
  ['sports', 'sportList'],
  ['search', { searchStep: 'search' }],
  ['search', { searchStep: 'availabilityFailed' }],
  ['search', { searchStep: 'courtNotAvailable' }],
  ['schedule', { searchStep: 'scheduleShown' }],
  ['slots', { searchStep: 'slots' }],
  ['alternativeSlots', { searchStep: 'alternativeSlots' }],
  ['alternativeClubs', { searchStep: 'alternativeClubs' }],
  ['nearbySlots', { searchStep: 'nearbySlots' }],
  ['reservation', 'reserving'],
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
