import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { sports } from './sports';

/**
 * A bookable court (or golf tee, or class with seats) of one club for one sport. A court with a
 * capacity sells seats (courtCapacityEnabled in the spec); without one it is booked whole.
 */
export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    /** Order in the club's court list (courtSort). */
    sort: smallint('sort').notNull().default(0),
    /** Seats for capacity courts; null for a court booked whole. */
    capacity: smallint('capacity'),
    active: boolean('active').notNull().default(true),
    /** Capacity courts: the fewest players a booking brings (ALL: every booking; FIRST: the first of the slot). */
    minCapacity: smallint('min_capacity'),
    minCapacityMode: text('min_capacity_mode').$type<'ALL' | 'FIRST'>(),
    /** Capacity courts: the most seats one booking may take. */
    maxCapacityPerBooking: smallint('max_capacity_per_booking'),
  },
  (t) => [
    uniqueIndex('courts_club_name_key').on(t.clubId, t.name),
    index('courts_club_sport_idx').on(t.clubId, t.sportId),
    check('courts_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('courts_min_capacity_mode', sql`${t.minCapacityMode} is null or ${t.minCapacityMode} in ('ALL', 'FIRST')`),
  ],
);
