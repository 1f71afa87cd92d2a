import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { clubs } from './clubs';
import { courts } from './courts';
import { holds } from './holds';
import { sports } from './sports';
import { users } from './users';

/** One option field of a sport's match profile (spec part 3 §3 "Match per sport": fields with options). */
export interface MatchFieldSetting {
  id: string;
  display: string;
  options: { id: string; display: string }[];
  /** 'Y' when the player may leave it empty. */
  optional: 'Y' | 'N';
  showInPreferences: boolean;
  multiple: boolean;
}

/** A day the player can play, in the club's local time (HH:mm). dayOfWeek 1 = Monday … 7 = Sunday. */
export interface MatchDayAvailability {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** How a sport is played in match-making: its levels, option fields, day options and team rules. */
export const matchSportSettings = pgTable(
  'match_sport_settings',
  {
    sportId: integer('sport_id')
      .primaryKey()
      .references(() => sports.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Players on one side; 3 or more makes the wizard 6 steps long (a team step). */
    teamSize: smallint('team_size').notNull().default(1),
    teamMandatory: boolean('team_mandatory').notNull().default(false),
    /** Level ids in order with their names, e.g. [{id:1,name:'Principiante'}, …]. */
    levels: jsonb('levels').$type<{ id: number; name: string }[]>().notNull(),
    fields: jsonb('fields').$type<MatchFieldSetting[]>().notNull().default([]),
    /** availabilityOptions.dayOptions: each day's allowed window and the default times. */
    dayOptions: jsonb('day_options')
      .$type<{ dayOfWeek: number; min: string; max: string; defaultStart: string; defaultEnd: string }[]>()
      .notNull(),
  },
  (t) => [check('match_sport_settings_team_size', sql`${t.teamSize} between 1 and 11`)],
);

/**
 * A player's match-making profile for one sport (spec "Match-user data", sportData and matchUserProfile).
 * status WIZARD until the wizard saves; ACTIVE players are recommended and can be challenged.
 */
export const matchProfiles = pgTable(
  'match_profiles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    status: text('status').$type<'WIZARD' | 'ACTIVE' | 'DISABLED'>().notNull().default('WIZARD'),
    level: smallint('level'),
    teamName: text('team_name'),
    entityId: integer('entity_id'),
    /** Chosen options per field id. */
    fields: jsonb('fields').$type<Record<string, string[]>>().notNull().default({}),
    dayAvailability: jsonb('day_availability').$type<MatchDayAvailability[]>().notNull().default([]),
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Preferences: genders M/F, age bands ('-17', '18-24', … '75+'), ranked only, levels and hand. */
    genderPreference: text('gender_preference')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    agePreference: text('age_preference')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rankedMatch: boolean('ranked_match').notNull().default(false),
    levelPreference: smallint('level_preference')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    handPreference: text('hand_preference'),
    /** The player's rating in this sport (Elo-style; see docs/decisions.md), moved by rated matches. */
    rating: integer('rating').notNull().default(1500),
    ratedMatches: integer('rated_matches').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sportId] }),
    index('match_profiles_sport_status_idx').on(t.sportId, t.status),
    uniqueIndex('match_profiles_team_name_key').on(t.sportId, sql`lower(${t.teamName})`),
    check('match_profiles_status', sql`${t.status} in ('WIZARD', 'ACTIVE', 'DISABLED')`),
    check('match_profiles_cities', sql`cardinality(${t.cityIds}) <= 3`),
  ],
);

/**
 * A challenge between two players of one sport (spec part 3 §4 "Challenge"). PENDING until the
 * challenged player answers or it expires; ACCEPTED opens the chat; NOGO is cancelled after acceptance.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    /** Rates the match without logging in (/match/rate-match/{hash}). */
    hash: uuid('hash').notNull().unique().defaultRandom(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    challengerId: integer('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengedId: integer('challenged_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED' | 'DISMISSED' | 'NOGO' | 'EXPIRED'>()
      .notNull()
      .default('PENDING'),
    entityId: integer('entity_id'),
    /** A prime subscriber's chosen court and time, held while the rival answers. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    localDate: date('local_date'),
    localTime: time('local_time'),
    timespan: smallint('timespan'),
    /** That court's hold (purpose 'challenge', 120 minutes), and the booking it became on accept. */
    holdId: integer('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    nogoReason: text('nogo_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('challenges_challenger_idx').on(t.challengerId, t.status),
    index('challenges_challenged_idx').on(t.challengedId, t.status),
    /** One pending challenge per pair and sport, whoever sent it (-583), even under concurrent sends. */
    uniqueIndex('challenges_pending_pair_key')
      .on(t.sportId, sql`least(${t.challengerId}, ${t.challengedId})`, sql`greatest(${t.challengerId}, ${t.challengedId})`)
      .where(sql`${t.status} = 'PENDING'`),
    check('challenges_two_players', sql`${t.challengerId} <> ${t.challengedId}`),
    check('challenges_status', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'DISMISSED', 'NOGO', 'EXPIRED')`),
  ],
);
