import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/**
 * How a club takes bookings: hold length, payments, insurance and the club-wide limits. A club
 * without a row takes the defaults (5-minute holds, online payment, no limits).
 */
export const clubRules = pgTable(
  'club_rules',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Minutes a pre-block (hold) lasts. */
    holdMinutes: smallint('hold_minutes').notNull().default(5),
    /** Payments online; without, the club is paid on site (forbidPaymentAtBooking). */
    onlinePayment: boolean('online_payment').notNull().default(true),
    /** The club's card payments are one-click (the insurance step needs it). */
    oneClick: boolean('one_click').notNull().default(false),
    allowsInsurance: boolean('allows_insurance').notNull().default(false),
    /** Share of the online amount a downpay takes; 0: no downpay. */
    downpayPercent: smallint('downpay_percent').notNull().default(0),
    /** Played bookings still unpaid block new ones (-4498). */
    blocksPendingPayment: boolean('blocks_pending_payment').notNull().default(false),
    /** -61: active (not yet ended) bookings of a person at the club. */
    maxActiveBookings: smallint('max_active_bookings'),
    /** -62: bookings of a person on one day at the club. */
    maxBookingsPerDay: smallint('max_bookings_per_day'),
    /** -7393/-7394: players must live in this city (users.geo.cityId). */
    residencyCityId: integer('residency_city_id'),
    primeHaveSpecialPrice: boolean('prime_have_special_price').notNull().default(false),
  },
  (t) => [
    check('club_rules_hold_minutes', sql`${t.holdMinutes} between 1 and 60`),
    check('club_rules_downpay_percent', sql`${t.downpayPercent} between 0 and 100`),
  ],
);
