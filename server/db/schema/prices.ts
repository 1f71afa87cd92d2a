import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { courts } from './courts';

/**
 * The price of a court for a duration, optionally only for slots starting within a band of the club's
 * day (minutes from midnight, [from, to)). The narrowest matching band wins. Integer minor units of the
 * club's currency; 0 is a free court. No price: the court is not offered for that duration.
 */
export const courtPrices = pgTable(
  'court_prices',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    timespan: smallint('timespan').notNull(),
    amount: integer('amount').notNull(),
    fromMinute: smallint('from_minute').notNull().default(0),
    toMinute: smallint('to_minute').notNull().default(2880),
  },
  (t) => [
    uniqueIndex('court_prices_band_key').on(t.courtId, t.timespan, t.fromMinute),
    index('court_prices_court_idx').on(t.courtId),
    check('court_prices_amount', sql`${t.amount} >= 0`),
    check('court_prices_band', sql`${t.fromMinute} < ${t.toMinute}`),
  ],
);
