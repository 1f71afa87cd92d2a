import * as z from 'zod/mini';
import { idParam } from '../common';
import { minPlayersRule } from './minPlayers';
import { defineEndpoint } from '../endpoint';
import { ok } from '../envelope';
import { clubSportParams, money } from './common';

/** A sport in lists (spec part 1 §3 "Sport (list)"). */
export const sportListItem = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  field_name: z.string(),
  field_name_gender: z.enum(['M', 'F']),
  player_name: z.string(),
  players_name: z.string(),
  player_gender: z.enum(['M', 'F']),
  simple_search: z.boolean(),
  switch_book_flow: z.boolean(),
  hide: z.boolean(),
  defaultTimeSpan: z.int(),
});
export type SportListItemDto = z.infer<typeof sportListItem>;

/** A custom data field the club asks for on bookings (dataConfig). */
export const dataField = z.object({ dataConfigId: z.int(), name: z.string(), mandatory: z.boolean() });

/** The sport as configured at one club (spec part 1 §3 "Sport (selected for a club)"). */
export const clubSport = z.extend(sportListItem, {
  clubId: z.int(),
  offer_schedule: z.boolean(),
  /** Allowed durations in minutes. */
  timespanvalues: z.array(z.int()),
  defaultTimeSpan: z.int(),
  /** Start times offered ('HH:mm:ss', club time), in the order of the club's day. */
  hours: z.array(z.string()),
  /** 'yyyy-MM-dd' bounds of the date picker, club time. */
  mindate: z.string(),
  maxdate: z.string(),
  /** The signed-in caller has credit at the club (converted bookings): the booking flow shows creditBalance. */
  show_credit_balance: z.boolean(),
  /** The caller's credit at the club, in its currency (0 without a session); spent from the booking's summary. */
  creditBalance: money,
  include_tyc: z.enum(['Y', 'N']),
  tyc_url: z.nullable(z.string()),
  tyc_text: z.nullable(z.string()),
  ask_for_comments: z.boolean(),
  text_for_comments: z.nullable(z.string()),
  userEnabled: z.boolean(),
  /** The caller has a sport block here (manual or automatic) that still lasts: no holds or bookings until blocked_until. */
  blocked: z.boolean(),
  /** When the caller's longest lasting block of this sport ends (ISO instant), or null. */
  blocked_until: z.nullable(z.string()),
  waitingListEnabled: z.boolean(),
  /** The club's note about this sport, shown on the booking's summary. */
  additional_text_data: z.nullable(z.string()),
  /** The searched hour showing more than one slot opens the club's whole day at once. */
  opens_whole_day: z.boolean(),
  /** ALL: the slot lists show no prices (the summary's quote still does). */
  hide_price_mode: z.enum(['NONE', 'ALL']),
  /** With ask_for_comments: the fewest characters a comment needs. */
  comments_min_length: z.int(),
  /** The club credits LATAM Pass miles here: the summary asks the booker for their account id (LATAMPASSAccountId). */
  latam_pass_enabled: z.boolean(),
  /** The booking must say who the booker plays with (playWith). */
  ask_play_with: z.boolean(),
  /** The booking must give its motive and the arrival time (bookingMotive, arrivalTime). */
  ask_motive_and_arrival: z.boolean(),
  dataConfig: z.array(dataField),
  /** ALLOWED, NOT_ALLOWED (-538) or SAME_TIME (-539): booking for other people. */
  clubSportOfferBookForOthers: z.enum(['ALLOWED', 'NOT_ALLOWED', 'SAME_TIME']),
  /** Players on one booking, the booking user included; the insurance team size. */
  maxPlayers: z.int(),
  holdMinutes: z.int(),
  /**
   * A simple search's fixed start time ('HH:mm:ss', club time) for this sport here: the player picks
   * the date only (no time picker) and every search uses this time; null: the player's time.
   */
  fixed_search_time: z.nullable(z.string()),
  ...minPlayersRule,
});
export type ClubSportDto = z.infer<typeof clubSport>;

export const listSports = defineEndpoint({
  id: 'listSports',
  method: 'GET',
  path: '/api/sports',
  auth: 'public',
  summary: 'Every sport the product books',
  response: ok({ sports: z.array(sportListItem) }),
  errors: {},
});

export const getSport = defineEndpoint({
  id: 'getSport',
  method: 'GET',
  path: '/api/sports/:sportId',
  auth: 'public',
  summary: 'One sport (defaultTimeSpan)',
  params: z.strictObject({ sportId: idParam }),
  response: ok({ sport: sportListItem }),
  errors: {},
});

export const listClubSports = defineEndpoint({
  id: 'listClubSports',
  method: 'GET',
  path: '/api/clubs/:clubId/sports',
  auth: 'public',
  summary: 'The sports a club books',
  params: z.strictObject({ clubId: idParam }),
  response: ok({ sports: z.array(sportListItem) }),
  errors: {},
});

export const getClubSport = defineEndpoint({
  id: 'getClubSport',
  method: 'GET',
  path: '/api/clubs/:clubId/sports/:sportId',
  auth: 'public',
  summary: 'The sport at a club: dates, durations, hours, flags, dataConfig, waitingListEnabled',
  params: clubSportParams,
  response: ok({ sport: clubSport }),
  errors: {},
});
