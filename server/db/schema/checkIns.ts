import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { clubs } from './clubs';
import { users } from './users';

/**
 * Where and when a player may check in at a club (spec part 2 §2 "Check-in"): within radiusMeters of
 * the club's coordinates, from opensMinutesBefore the booking's start until closesMinutesAfter it.
 * A club without a row takes no check-ins.
 */
export const clubCheckInRules = pgTable(
  'club_check_in_rules',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    radiusMeters: integer('radius_meters').notNull().default(200),
    opensMinutesBefore: smallint('opens_minutes_before').notNull().default(30),
    closesMinutesAfter: smallint('closes_minutes_after').notNull().default(15),
  },
  (t) => [
    check('club_check_in_rules_radius', sql`${t.radiusMeters} between 1 and 100000`),
    check('club_check_in_rules_window', sql`${t.opensMinutesBefore} >= 0 and ${t.closesMinutesAfter} >= 0`),
  ],
);

/** A check-in (spec part 2 §3 "Check-in"): one per booking, whoever of its players made it. */
export const checkIns = pgTable('check_ins', {
  id: serial('id').primaryKey(),
  /** Unique: the database keeps "once per booking" even when two players check in at once. */
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Metres from the club when checking in. */
  distanceMeters: integer('distance_meters').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
