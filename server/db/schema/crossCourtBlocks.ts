import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { courts } from './courts';
import { sports } from './sports';

/**
 * A golf cross-court block (spec part 1 §3 "Cross court block"): an 18-hole round that starts at
 * `startCourtId` (the first nine's tee) at a start time inside [startTime, endTime] and goes on at
 * `endCourtId` (the back nine's tee) right after, for the same duration. It applies on `fixedDate`
 * only, or on every date of [startDate, endDate] (open ends allowed). When several blocks start at
 * one court and time, the lowest `priority` whose end court is free is the round (server/booking/golf).
 * A round is held and booked as one claim per court, in one transaction (holds.cross_block_id).
 */
export const crossCourtBlocks = pgTable(
  'cross_court_blocks',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    startCourtId: integer('start_court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    endCourtId: integer('end_court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    priority: smallint('priority').notNull().default(1),
    /** 'yyyy-MM-dd' at the club: this date only. */
    fixedDate: text('fixed_date'),
    /** 'yyyy-MM-dd' at the club: the first and last dates it applies (null: open). */
    startDate: text('start_date'),
    endDate: text('end_date'),
    /** 'HH:mm:ss' at the club: the first and last start times of a round. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('cross_court_blocks_club_sport_idx').on(t.clubId, t.sportId),
    check('cross_court_blocks_courts', sql`${t.startCourtId} <> ${t.endCourtId}`),
    check('cross_court_blocks_times', sql`${t.startTime} <= ${t.endTime}`),
  ],
);
