import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A player's credit at a club (spec part 2 §4 "A booking can be converted to credit"): a ledger, one
 * row per movement in the club's currency; the balance is their sum. A booking is converted once:
 * the unique index keeps a second conversion from crediting twice, even from two instances at once.
 */
export const clubCredits = pgTable(
  'club_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    /** Minor units; positive adds credit. */
    amount: integer('amount').notNull(),
    /** 'BOOKING_CONVERTED': what the player paid for bookingId. */
    reason: text('reason').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('club_credits_user_club_idx').on(t.userId, t.clubId),
    uniqueIndex('club_credits_booking_converted')
      .on(t.bookingId)
      .where(sql`${t.reason} = 'BOOKING_CONVERTED'`),
    check('club_credits_reason', sql`${t.reason} in ('BOOKING_CONVERTED')`),
  ],
);
