import * as z from 'zod/mini';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubDate, clubSportParams, clubTimeInput, currencyCode, latitude, longitude, money, queryFlag, timespan } from './common';

/** A bookable court at a time (spec part 1 §3 "Timeslot"); times are club-local. */
export const timeslot = z.object({
  courtId: z.int(),
  courtText: z.string(),
  courtSort: z.int(),
  clubId: z.int(),
  sportId: z.int(),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  /** The instants of the slot (ISO, UTC): unambiguous on DST days. */
  starts_at: z.string(),
  ends_at: z.string(),
  timespan: z.int(),
  /** The searched hour this slot answers; an alternative's own start time. */
  hour: z.string(),
  bookingId: z.nullable(z.int()),
  bookedByMe: z.boolean(),
  courtCapacityEnabled: z.boolean(),
  capacity: z.nullable(z.int()),
  availableCapacity: z.nullable(z.int()),
  usedCapacity: z.nullable(z.int()),
  minCapacity: z.nullable(z.int()),
  minCapacityMode: z.nullable(z.enum(['ALL', 'FIRST'])),
  maxCapacityPerBooking: z.nullable(z.int()),
  availableForWaitingList: z.boolean(),
  /** Golf: an 18-hole round can start here now (a cross-court block starts here and its end court is free then). */
  isElegibleForCrossBlock: z.boolean(),
  /** Golf at a club with cross-court blocks: no block lets a round start here (an end court, or outside the blocks' times). */
  onlyShowFor9: z.boolean(),
  /** Golf, 18-hole mode: the round's back nine (the end court right after this slot). */
  crossBlock: z.optional(
    z.object({
      blockId: z.int(),
      endCourtId: z.int(),
      endCourtText: z.string(),
      local_start_time: z.string(),
      local_end_time: z.string(),
      ends_at: z.string(),
    }),
  ),
  bookinginsuranceMaxPlayersAmount: z.nullable(z.int()),
  priceInfo: z.object({
    amount: money,
    currencyCode,
    timespan: z.int(),
    detail: z.array(z.object({ price_id: z.int(), amount: money })),
  }),
});
export type TimeslotDto = z.infer<typeof timeslot>;

/** How many slots each hour has. */
export const hourSummary = z.object({ hour: z.string(), count: z.int() });

/** A club with availability at the searched time (other clubs near the one searched). */
export const clubAvailability = z.object({
  clubId: z.int(),
  clubName: z.string(),
  image: z.nullable(z.string()),
  distance: z.nullable(z.number()),
  hour: z.string(),
  count: z.int(),
});

const searchQuery = {
  date: clubDate,
  time: clubTimeInput,
  timespan,
};

export const getClubTimeslots = defineEndpoint({
  id: 'getClubTimeslots',
  method: 'GET',
  path: '/api/sports/:sportId/clubs/:clubId/timeslots',
  auth: 'public',
  summary:
    'Free courts at a club: the searched hour with one neighbouring slot each side per court (or the whole day, up to 1000, with showAll); other hours and nearby clubs when the hour is taken',
  params: clubSportParams,
  query: z.object({
    ...searchQuery,
    showAll: queryFlag,
    /** A change of this booking of the caller (with rebuildAvailabilityMode=1): its own slot is not offered back. */
    eBookingId: z.optional(idParam),
    rebuildAvailabilityMode: z.optional(z.enum(['0', '1'])),
    /** The waiting-list slots instead (part 1 §4.6): the searched window's courts booked by others, with their bookingId. */
    getWaitingListSlots: queryFlag,
    /** Golf's 18-hole mode (spec part 1 §4.6): only slots that start a round (cross-court block), priced for both nines. */
    isElegibleForCrossBlock: queryFlag,
  }),
  response: ok({
    timeslots: z.array(timeslot),
    timeslots_summary: z.array(hourSummary),
    /** Free slots at the nearest other hours, when no court is free at the searched hour. */
    alternative_timeslots: z.array(timeslot),
    /** Nearby clubs with a free court at the searched hour, when this club has none. */
    alternative_timeslots_summary: z.array(clubAvailability),
    quotationId: z.nullable(z.int()),
    /** Slots of the window left out because they are taken or already started. */
    discarded_timeslots: z.int(),
    timezone: z.string(),
  }),
  errors: {},
});

export const nearbyClub = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  currencyCode,
  distance: z.nullable(z.number()),
});

export const searchTimeslots = defineEndpoint({
  id: 'searchTimeslots',
  method: 'GET',
  path: '/api/sports/:sportId/timeslots',
  auth: 'public',
  summary:
    'Free courts at the searched hour across clubs, nearest first; within searchMaxDistance km of latitude/longitude unless noLimitDistance',
  params: z.strictObject({ sportId: idParam }),
  query: z.object({
    ...searchQuery,
    latitude: z.optional(latitude),
    longitude: z.optional(longitude),
    noLimitDistance: queryFlag,
    city_id: z.optional(idParam),
    /** Golf's 18-hole mode: clubs with cross-court blocks for the sport offer rounds only (others as they are). */
    isElegibleForCrossBlock: queryFlag,
  }),
  response: ok({
    timeslots: z.array(timeslot),
    timeslots_summary: z.array(hourSummary),
    alternative_timeslots: z.array(timeslot),
    alternative_timeslots_summary: z.array(clubAvailability),
    clubs: z.array(nearbyClub),
    /** True when clubs beyond searchMaxDistance were left out. */
    filteredClubsByDistance: z.boolean(),
    searchMaxDistance: z.number(),
    discarded_timeslots: z.int(),
    /** Golf: some club of the search offers 18-hole rounds of the sport (its cross-court blocks): the 9/18 choice applies (absent: none does). */
    offersRounds: z.optional(z.boolean()),
  }),
  errors: {},
});
