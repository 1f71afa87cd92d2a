import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { sports } from './sports';

export type DataConfigField = { dataConfigId: number; name: string; mandatory: boolean };
export type BookForOthers = 'ALLOWED' | 'NOT_ALLOWED' | 'SAME_TIME';

/**
 * A sport as a club offers it (spec part 1 §3 "Sport (selected for a club)"): durations, opening
 * hours in club time, the date window, the booking form (terms, comments, custom fields) and the
 * per-sport rules. Opening minutes count from the club's midnight and may pass 24:00 (1500 = 01:00
 * of the next day), so a club can be open across midnight.
 */
export const clubSports = pgTable(
  'club_sports',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    timespans: jsonb('timespans').$type<number[]>().notNull().default([60]),
    defaultTimespan: smallint('default_timespan'),
    opensMinute: smallint('opens_minute').notNull().default(480),
    closesMinute: smallint('closes_minute').notNull().default(1380),
    stepMinutes: smallint('step_minutes').notNull().default(30),
    /** Bookable days after today (maxdate). */
    daysAhead: smallint('days_ahead').notNull().default(14),
    simpleSearch: boolean('simple_search').notNull().default(false),
    /**
     * With simpleSearch: the one start time ('HH:mm:ss') every search of this sport here uses; the
     * player picks only the date (the time picker is hidden). The spec's one sport with a fixed
     * 01:00:00, as a setting: 01:00:00 finds the day's first free starts. Null: the player's time.
     */
    fixedSearchTime: text('fixed_search_time'),
    offerSchedule: boolean('offer_schedule').notNull().default(true),
    includeTyc: boolean('include_tyc').notNull().default(false),
    tycUrl: text('tyc_url'),
    tycText: text('tyc_text'),
    askForComments: boolean('ask_for_comments').notNull().default(false),
    textForComments: text('text_for_comments'),
    dataConfig: jsonb('data_config').$type<DataConfigField[]>().notNull().default([]),
    waitingListEnabled: boolean('waiting_list_enabled').notNull().default(false),
    /** Waiting-list requests one player may make in a day at this club and sport (-2803 past it). */
    waitingListDailyMax: smallint('waiting_list_daily_max').notNull().default(3),
    bookForOthers: text('book_for_others').$type<BookForOthers>().notNull().default('ALLOWED'),
    /** Players on one booking, the booking user included (guests: one less). */
    maxPlayers: smallint('max_players').notNull().default(4),
    /** -2595: players need a handicap for this sport. */
    requiresHandicap: boolean('requires_handicap').notNull().default(false),
    /** Hours before the start by which a booking must be paid (localTLDateTime); null: no deadline. */
    payBeforeHours: smallint('pay_before_hours'),
    /** -63 / -64 / -65. */
    maxActiveForSport: smallint('max_active_for_sport'),
    maxPerDayForSport: smallint('max_per_day_for_sport'),
    maxActivePerDayForSport: smallint('max_active_per_day_for_sport'),
    /**
     * Free bookings that need players (spec part 2 §3 "Booking": minPlayers, expireFreeBookingMinPlayers,
     * msgNeedMinInvites): confirmed players, the booking user included, a free booking must reach.
     */
    minPlayers: smallint('min_players'),
    /** With minPlayers: a free booking short of it minPlayersHoursBefore its start is cancelled. */
    expireFreeBookingMinPlayers: boolean('expire_free_booking_min_players').notNull().default(false),
    minPlayersHoursBefore: smallint('min_players_hours_before').notNull().default(2),
    msgNeedMinInvites: text('msg_need_min_invites'),
    /**
     * The searched hour showing more than one slot opens the club's whole day at once (spec part 1 §4.6
     * "Sport id 20: more bookings are loaded when more than one slot shows", as a setting, not an id).
     */
    opensWholeDay: boolean('opens_whole_day').notNull().default(false),
    /** hide_price_mode: ALL hides the prices of the slot lists (the summary's quote still shows what is paid). */
    hidePriceMode: text('hide_price_mode').$type<'NONE' | 'ALL'>().notNull().default('NONE'),
    /** additional_text_data: the club's note about this sport, shown on the booking's summary. */
    additionalTextData: text('additional_text_data'),
    /** With askForComments: the fewest characters a comment needs (one club asks for 5). */
    commentsMinLength: smallint('comments_min_length').notNull().default(1),
    /** The club credits LATAM Pass miles for this sport: the summary asks the booker for their account id. */
    latamPassEnabled: boolean('latam_pass_enabled').notNull().default(false),
    /** The booking must say who the booker plays with (spec part 1 §5 "enter who you play with"). */
    askPlayWith: boolean('ask_play_with').notNull().default(false),
    /** The booking must give its motive and the arrival time (spec part 1 §5 "enter the booking motive and arrival time"). */
    askMotiveAndArrival: boolean('ask_motive_and_arrival').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.sportId] }),
    check('club_sports_hours', sql`${t.opensMinute} >= 0 and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 2880`),
    check('club_sports_step', sql`${t.stepMinutes} between 5 and 240`),
    check('club_sports_days_ahead', sql`${t.daysAhead} between 0 and 366`),
    check('club_sports_book_for_others', sql`${t.bookForOthers} in ('ALLOWED', 'NOT_ALLOWED', 'SAME_TIME')`),
    check('club_sports_max_players', sql`${t.maxPlayers} between 1 and 50`),
    check('club_sports_min_players', sql`${t.minPlayers} is null or ${t.minPlayers} between 1 and ${t.maxPlayers}`),
    check('club_sports_hide_price_mode', sql`${t.hidePriceMode} in ('NONE', 'ALL')`),
    check('club_sports_comments_min_length', sql`${t.commentsMinLength} between 1 and 500`),
    check(
      'club_sports_fixed_search_time',
      sql`${t.fixedSearchTime} is null or (${t.simpleSearch} and ${t.fixedSearchTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$')`,
    ),
    check('club_sports_min_players_hours', sql`${t.minPlayersHoursBefore} between 0 and 720`),
  ],
);
