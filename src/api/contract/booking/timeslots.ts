import { z } from 'zod';
import { idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubDate, clubSportParams, clubTimeInput, currencyCode, latitude, longitude, money, queryFlag, timespan } from './common';

/** A bookable court at a time (spec part 1 §3 "Timeslot"); times are club-local. */
export const timeslot = z.object({
  courtId: z.number().int(),
  courtText: z.string(),
  courtSort: z.number().int(),
  clubId: z.number().int(),
  sportId: z.number().int(),
  local_date: z.string(),
  local_start_time: z.string(),
  local_end_time: z.string(),
  /** The instants of the slot (ISO, UTC): unambiguous on DST days. */
  starts_at: z.string(),
  ends_at: z.string(),
  timespan: z.number().int(),
  /** The searched hour this slot answers; an alternative's own start time. */
  hour: z.string(),
  bookingId: z.number().int().nullable(),
  bookedByMe: z.boolean(),
  courtCapacityEnabled: z.boolean(),
  capacity: z.number().int().nullable(),
  availableCapacity: z.number().int().nullable(),
  usedCapacity: z.number().int().nullable(),
  minCapacity: z.number().int().nullable(),
  minCapacityMode: z.enum(['ALL', 'FIRST']).nullable(),
  maxCapacityPerBooking: z.number().int().nullable(),
  ownershipEnabled: z.boolean(),
  availableForWaitingList: z.boolean(),
  isElegibleForCrossBlock: z.boolean(),
  onlyShowFor9: z.boolean(),
  primeIsAdditionalDay: z.boolean(),
  bookinginsuranceMaxPlayersAmount: z.number().int().nullable(),
  priceInfo: z.object({
    amount: money,
    currencyCode,
    timespan: z.number().int(),
    detail: z.array(z.object({ price_id: z.number().int(), amount: money })),
  }),
});
export type TimeslotDto = z.infer<typeof timeslot>;

/** How many slots each hour has. */
export const hourSummary = z.object({ hour: z.string(), count: z.number().int() });

/** A club with availability at the searched time (other clubs near the one searched). */
export const clubAvailability = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  image: z.string().nullable(),
  distance: z.number().nullable(),
  hour: z.string(),
  count: z.number().int(),
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
  query: z.object({ ...searchQuery, showAll: queryFlag }),
  response: ok({
    timeslots: z.array(timeslot),
    timeslots_summary: z.array(hourSummary),
    /** Free slots at the nearest other hours, when no court is free at the searched hour. */
    alternative_timeslots: z.array(timeslot),
    /** Nearby clubs with a free court at the searched hour, when this club has none. */
    alternative_timeslots_summary: z.array(clubAvailability),
    quotationId: z.number().int().nullable(),
    /** Slots of the window left out because they are taken or already started. */
    discarded_timeslots: z.number().int(),
    timezone: z.string(),
  }),
  errors: {},
});

export const nearbyClub = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  currencyCode,
  distance: z.number().nullable(),
});

export const searchTimeslots = defineEndpoint({
  id: 'searchTimeslots',
  method: 'GET',
  path: '/api/sports/:sportId/timeslots',
  auth: 'public',
  summary:
    'Free courts at the searched hour across clubs, nearest first; within searchMaxDistance km of latitude/longitude unless noLimitDistance',
  params: z.object({ sportId: idParam }).strict(),
  query: z.object({
    ...searchQuery,
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    noLimitDistance: queryFlag,
    city_id: idParam.optional(),
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
    discarded_timeslots: z.number().int(),
  }),
  errors: {},
});
