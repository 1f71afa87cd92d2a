// The actors of the booking machine: placeholders, typed `fromPromise<Output, Input>`, that the
// app replaces with its API calls through `bookingMachine.provide({ actors })` (or
// provideBookingFlow). The reservation child is its own chunk: provideBookingFlow binds it when
// `loadReservation` runs (reserving.loading), so the search screens do not load it, nor the cashier.
import { lateLogic, placeholder } from '#machines/shared/actors';
import type { ReservationMachine } from './reservation/reservation.machine';
import type { Club, ClubSport } from './booking.types';
import type {
  CreateHoldOutput,
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

import type { GeoPoint } from '#kernel/lib/geo';
import type {
  LoadSportChoicesInput,
  LoadSportChoicesOutput,
  LocateInput,
  SearchClubSlotsInput,
  SearchClubSlotsOutput,
} from './sportFirst/sportFirst.types';

const actor = <Output, Input>(name: string) => placeholder<Output, Input>('booking', name);

export const bookingActors = {
  /** GET /api/club/ (parentClubId for a sub-club list), 10 per page. */
  loadClubs: actor<LoadClubsOutput, LoadClubsInput>('loadClubs'),
  /** GET /api/clubs/{clubId} */
  loadClub: actor<Club, LoadClubInput>('loadClub'),
  /** GET /api/clubs/{clubId}/sports (the club's sports) */
  loadClubSports: actor<LoadClubSportsOutput, LoadClubSportsInput>('loadClubSports'),
  /** GET /api/clubs/{clubId}/sports/{sportId} */
  loadClubSport: actor<ClubSport, LoadClubSportInput>('loadClubSport'),
  /** GET /api/sports/{sportId}/clubs/{clubId}/timeslots ('club') or /api/sports/{sportId}/timeslots ('nearby') */
  fetchTimeslots: actor<FetchTimeslotsOutput, FetchTimeslotsInput>('fetchTimeslots'),
  /** GET /api/clubs/{id}/sports/{sportId}/schedule?date */
  fetchSchedule: actor<FetchScheduleOutput, FetchScheduleInput>('fetchSchedule'),
  /** POST /api/clubs/{clubId}/sports/{sportId}/courts/{courtId}/block */
  createHold: actor<CreateHoldOutput, HoldInput>('createHold'),
  /** Gives a hold back (fire and forget); the spec names no call: the app's choice. */
  releaseHold: actor<void, HoldInput>('releaseHold'),
  /** Imports the reservation machine (and its children) and binds it as `reservation`. */
  loadReservation: actor<void, void>('loadReservation'),
  /** GET /api/sports: the sport-first form's sports (main brand). */
  loadSportChoices: actor<LoadSportChoicesOutput, LoadSportChoicesInput>('loadSportChoices'),
  /** The device's position (the shell bridge in the app, the browser's geolocation otherwise). */
  locate: actor<GeoPoint, LocateInput>('locate'),
  /** GET /api/sports/{sportId}/timeslots around a point: the clubs' free courts. */
  searchClubSlots: actor<SearchClubSlotsOutput, SearchClubSlotsInput>('searchClubSlots'),
  /** Never bound here: provided by provideBookingFlow (or a test). */
  reservation: lateLogic<ReservationMachine>('booking', 'reservation').logic,
};
