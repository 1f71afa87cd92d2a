import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * What a golf ball dispenser handed out for a booking (spec part 1 §5, §7 POST /api/ancillaries/dispenser):
 * once per booking, the dispenser extras bought on it. The primary key makes a second scan a refusal.
 */
export const dispenserReleases = pgTable('dispenser_releases', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  quantity: smallint('quantity').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
});
