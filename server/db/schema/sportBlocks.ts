import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { sports } from './sports';
import { users } from './users';

/**
 * Sport blocks for a user at a club (spec part 1 §3 "Sport blocks for a user", §6): while one lasts
 * the sport shows as blocked and its holds and bookings are refused (-375). Manual: the club blocked
 * one sport until a date.
 */
export const sportManualBlocks = pgTable(
  'sport_manual_blocks',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sport_manual_blocks_user_club_idx').on(t.userId, t.clubId)],
);

/** Automatic: the club's rules blocked some sports (or all of them) from a date until another. */
export const sportAutoBlocks = pgTable(
  'sport_auto_blocks',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sports blocked (empty with allSports). */
    sportIds: jsonb('sport_ids').$type<number[]>().notNull().default([]),
    allSports: boolean('all_sports').notNull().default(false),
    blockedSince: timestamp('blocked_since', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sport_auto_blocks_user_club_idx').on(t.userId, t.clubId),
    check('sport_auto_blocks_window', sql`${t.blockedSince} < ${t.blockedUntil}`),
  ],
);
