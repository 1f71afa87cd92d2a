// The actors of the booking machine: placeholders, typed `fromPromise<Output, Input>`, that the
// app replaces with its API calls through `bookingMachine.provide({ actors })` (or
// provideBookingFlow); the reservation child is the real machine.
import { fromPromise } from 'xstate';
import { reservationMachine } from './reservation/reservation.machine';
import type {
  Club,
  ClubSport,
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
} from './booking.types';

/** Placeholder for an actor the app must provide. */
export const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`booking: provide the '${name}' actor with bookingMachine.provide({ actors })`);
};

export const bookingActors = {
  /** GET /api/club/ (parentClubId for a sub-club list), 10 per page. */
  loadClubs: fromPromise<LoadClubsOutput, LoadClubsInput>(provided('loadClubs')),
  /** GET /api/clubs/{clubId} */
  loadClub: fromPromise<Club, LoadClubInput>(provided('loadClub')),
  /** GET /api/clubs/{clubId}/sports (the club's sports) */
  loadClubSports: fromPromise<LoadClubSportsOutput, LoadClubSportsInput>(provided('loadClubSports')),
  /** GET /api/clubs/{clubId}/sports/{sportId} */
  loadClubSport: fromPromise<ClubSport, LoadClubSportInput>(provided('loadClubSport')),
  /** GET /api/sports/{sportId}/clubs/{clubId}/timeslots ('club') or /api/sports/{sportId}/timeslots ('nearby') */
  fetchTimeslots: fromPromise<FetchTimeslotsOutput, FetchTimeslotsInput>(provided('fetchTimeslots')),
  /** GET /api/clubs/{id}/sports/{sportId}/schedule?date */
  fetchSchedule: fromPromise<FetchScheduleOutput, FetchScheduleInput>(provided('fetchSchedule')),
  /** POST /api/clubs/{clubId}/sports/{sportId}/courts/{courtId}/block */
  createHold: fromPromise<CreateHoldOutput, HoldInput>(provided('createHold')),
  /** Gives a hold back (fire and forget); the spec names no call: the app's choice. */
  releaseHold: fromPromise<void, HoldInput>(provided('releaseHold')),
  reservation: reservationMachine,
};
