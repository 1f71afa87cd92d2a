// The main brand's sport-first search (spec part 1 §1, §2.1, §4.1 step 1-2): sport, date, time and
// duration on /book/search, then the free courts of every club nearby (/book/slots-clubs), nearest
// first. Its context is one field of the booking machine's (`sportFirst`), its events these.
import type { GeoPoint } from '#kernel/lib/geo';
import type { SportListItem, Timeslot } from '../booking.types';

export interface SportSearch {
  sportId: number;
  /** 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm:ss'. */
  time: string;
  /** Minutes. */
  timespan: number;
}

/** Where the search is centred: the device's position, or the country's default centre. */
export interface SearchOrigin extends GeoPoint {
  source: 'device' | 'countryCentre';
}

/** A free court at one club, with its price (minor units of the club's currency). */
export type ClubSlot = Timeslot & { price: { amount: number; currencyCode: string } | null };

/** One club's free courts, as the list shows them. */
export interface ClubSlotGroup {
  clubId: number;
  clubName: string;
  image: string | null;
  /** Km from the search's origin (null when the answer has none). */
  distance: number | null;
  slots: ClubSlot[];
}

/** GET /api/sports/{sportId}/timeslots around the origin. */
export interface SearchClubSlotsInput extends SportSearch, GeoPoint {
  noLimitDistance: boolean;
  /** Golf's 18-hole mode: clubs with cross-court blocks for the sport answer rounds only. */
  rounds: boolean;
}
export interface SearchClubSlotsOutput {
  /** Clubs nearest first. */
  groups: ClubSlotGroup[];
  /** No club is free at the searched hour: these are the nearest other hours. */
  otherHours: boolean;
  /** Clubs beyond maxDistanceKm were left out. */
  filteredByDistance: boolean;
  maxDistanceKm: number;
  /** Some club of the search offers 18-hole rounds of the sport: the 9/18 choice applies. */
  offersRounds: boolean;
}

export interface LocateInput {
  timeoutMs: number;
  enableHighAccuracy: boolean;
  maximumAgeMs: number;
}
export interface LoadSportChoicesInput {
  brand: string;
}
export interface LoadSportChoicesOutput {
  sports: SportListItem[];
}

export interface SportFirstContext {
  /** The sports the search form offers (GET /api/sports; main brand only). */
  sports: SportListItem[];
  search: SportSearch | null;
  origin: SearchOrigin | null;
  noLimitDistance: boolean;
  answer: SearchClubSlotsOutput | null;
}

export const emptySportFirst: SportFirstContext = { sports: [], search: null, origin: null, noLimitDistance: false, answer: null };

export type SportFirstEvent =
  /** The search form's criteria: the clubs' free courts (a new search from the results too). */
  | ({ type: 'sportSearch.run' } & SportSearch)
  /** 'Search without a distance limit' (noLimitDistance) after clubs beyond it were left out. */
  | { type: 'clubSlots.widen' }
  | { type: 'clubSlots.retry' }
  /** Back to the search form (the club list of /book/search). */
  | { type: 'clubSlots.back' }
  /** A club's free court: that club's flow (hold, summary...). */
  | { type: 'clubSlots.select'; slot: Timeslot };
