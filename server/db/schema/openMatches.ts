import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { courts } from './courts';
import { sports } from './sports';
import { users } from './users';

/**
 * An open match (spec part 2 §3 "Open match"): a game at a club that players join by link, one
 * position each; position 1 is its host. Times are instants; the club's timezone shows them.
 */
export const openMatches = pgTable(
  'open_matches',
  {
    id: serial('id').primaryKey(),
    /** The id in the share link (/open_match/join/{uuid}). */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How many positions the match has (players_quantity). */
    playersQuantity: smallint('players_quantity').notNull(),
    status: text('status').$type<'OPEN' | 'CANCELLED'>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('open_matches_club_starts_idx').on(t.clubId, t.startsAt),
    check('open_matches_status', sql`${t.status} in ('OPEN', 'CANCELLED')`),
    check('open_matches_quantity', sql`${t.playersQuantity} between 2 and 30`),
    check('open_matches_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Who plays in which position. The unique (match, position) is what makes two players racing for
 * the last position end with exactly one in it; (match, user) keeps a player in one position.
 */
export const openMatchPlayers = pgTable(
  'open_match_players',
  {
    id: serial('id').primaryKey(),
    openMatchId: integer('open_match_id')
      .notNull()
      .references(() => openMatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('open_match_players_position_key').on(t.openMatchId, t.position),
    unique('open_match_players_user_key').on(t.openMatchId, t.userId),
    index('open_match_players_user_idx').on(t.userId),
    check('open_match_players_position', sql`${t.position} >= 1`),
  ],
);

/** The categories a match admits (spec §3: category_id, category_name, category_gender). */
export const openMatchCategories = pgTable(
  'open_match_categories',
  {
    openMatchId: integer('open_match_id')
      .notNull()
      .references(() => openMatches.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<'M' | 'F' | 'MIXED'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.openMatchId, t.categoryId] }),
    check('open_match_categories_gender', sql`${t.gender} in ('M', 'F', 'MIXED')`),
  ],
);
