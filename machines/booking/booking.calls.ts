// The inputs and outputs of the calls the booking machine invokes and the app provides (its API
// calls: booking.actors.ts declares them, src/features/booking/api implements them).
import type { ClubListItem, HoldWindow, SearchCriteria, SportListItem, Timeslot } from './booking.types';

export interface LoadClubsInput {
  parentClubId: number | null;
  /** Only the clubs offering this sport (a club-first sport's search). */
  sportId: number | null;
  page: number;
  pageSize: number;
}
export interface LoadClubsOutput {
  clubs: ClubListItem[];
  total: number;
}
export interface LoadClubInput {
  clubId: number;
}
export interface LoadClubSportsInput {
  clubId: number;
}
export interface LoadClubSportsOutput {
  sports: SportListItem[];
}
export interface LoadClubSportInput {
  clubId: number;
  sportId: number;
}
/**
 * 'club': GET /api/sports/{sportId}/clubs/{clubId}/timeslots (the searched hour and its neighbours);
 * 'day': the same call with showAll (the club's whole day, 'show all'); 'nearby': GET /api/sports/{sportId}/timeslots.
 */
export interface FetchTimeslotsInput extends SearchCriteria {
  scope: 'club' | 'day' | 'nearby';
  /** A change: the booking being changed (eBookingId, rebuildAvailabilityMode=1 on the club's call). */
  exchangeBookingId?: number | null;
  /** Golf's 18-hole mode: only slots that start a round (golf/). */
  isElegibleForCrossBlock?: true;
  clubId: number;
  sportId: number;
}
export interface FetchTimeslotsOutput {
  timeslots: Timeslot[];
  alternative_timeslots: Timeslot[];
  /** Clubs with availability at the searched time (from alternative_timeslots_summary). */
  alternativeClubs: ClubListItem[];
}
export interface FetchScheduleInput {
  clubId: number;
  sportId: number;
  date: string;
}
export interface FetchScheduleOutput {
  /** Its shape is not shown in the spec; the view renders it. */
  schedule: unknown[];
}
/** POST /api/clubs/{clubId}/sports/{sportId}/courts/{courtId}/block (and the release of the same hold). */
export interface HoldInput {
  clubId: number;
  sportId: number;
  courtId: number;
  userId: number;
  date: string;
  startTime: string;
  endTime: string;
  /** Golf: the slot is an 18-hole round, held whole (its start court, then its end court). */
  isElegibleForCrossBlock?: true;
}
export type CreateHoldOutput = HoldWindow;
