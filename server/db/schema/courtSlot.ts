import { integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { courts } from './courts';
import { sports } from './sports';

/** The court a hold or a booking takes: its club, sport and court. */
export const courtColumns = () => ({
  clubId: integer('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id, { onDelete: 'cascade' }),
  courtId: integer('court_id')
    .notNull()
    .references(() => courts.id, { onDelete: 'cascade' }),
});

/** When: the instants, and the club-local date and start time they were asked as, and the duration. */
export const slotTimeColumns = () => ({
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  localDate: text('local_date').notNull(),
  localStartTime: text('local_start_time').notNull(),
});

export const timespanColumn = () => smallint('timespan').notNull();
