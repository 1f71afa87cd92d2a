import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A player's credit at a club (spec part 2 §4 "A booking can be converted to credit"): a ledger, one
 * row per movement in the club's currency; the balance is their sum, kept in club_credit_balances. A
 * booking is converted once: the unique index keeps a second conversion from crediting twice, even
 * from two instances at once. Spending it ('BOOKING_PAID') is a negative row.
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
    /** Minor units; positive adds credit, negative spends it. */
    amount: integer('amount').notNull(),
    /**
     * 'BOOKING_CONVERTED': what the player paid for bookingId; 'BOOKING_PAID': what paid bookingId;
     * 'BOOKING_EXCHANGED': what was paid for bookingId beyond the price of the booking it was exchanged for.
     */
    reason: text('reason').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('club_credits_user_club_idx').on(t.userId, t.clubId),
    uniqueIndex('club_credits_booking_converted')
      .on(t.bookingId)
      .where(sql`${t.reason} = 'BOOKING_CONVERTED'`),
    check(
      'club_credits_reason',
      sql`(${t.reason} in ('BOOKING_CONVERTED', 'BOOKING_EXCHANGED') and ${t.amount} > 0) or (${t.reason} = 'BOOKING_PAID' and ${t.amount} < 0)`,
    ),
  ],
);

/**
 * The sum of a player's ledger at a club, one row per currency, moved in the same transaction as the
 * ledger row. The CHECK is what keeps credit from being spent twice: two payments at once both lock
 * this row, and whichever would take it below zero fails, whatever the code above it believed.
 */
export const clubCreditBalances = pgTable(
  'club_credit_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    /** Minor units. */
    balance: integer('balance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clubId, t.currencyCode] }),
    check('club_credit_balances_not_negative', sql`${t.balance} >= 0`),
  ],
);
