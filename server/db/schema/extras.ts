import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { sports } from './sports';
import { users } from './users';

/** Extra items a booking can add (spec "Ancillary"): balls, rackets, lights; some paid at the club. */
export const clubAncillaries = pgTable(
  'club_ancillaries',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Null: every sport of the club. */
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    onlinePayment: boolean('online_payment').notNull().default(true),
    minItems: smallint('min_items').notNull().default(0),
    /** 0: no upper limit. */
    maxItems: smallint('max_items').notNull().default(0),
    /** Golf balls the club's dispenser hands out when the player scans its QR code (POST /api/ancillaries/dispenser). */
    dispenser: boolean('dispenser').notNull().default(false),
  },
  (t) => [
    uniqueIndex('club_ancillaries_name_key').on(t.clubId, t.name),
    check('club_ancillaries_amount', sql`${t.amount} >= 0`),
    check(
      'club_ancillaries_items',
      sql`${t.minItems} >= 0 and ${t.maxItems} >= 0 and (${t.maxItems} = 0 or ${t.minItems} <= ${t.maxItems})`,
    ),
  ],
);

/** The service fee a club adds to online payments: basis points of the amount plus a fixed part. */
export const serviceFees = pgTable(
  'service_fees',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    percentBasisPoints: smallint('percent_basis_points').notNull().default(0),
    fixedAmount: integer('fixed_amount').notNull().default(0),
  },
  (t) => [check('service_fees_values', sql`${t.percentBasisPoints} between 0 and 10000 and ${t.fixedAmount} >= 0`)],
);

/** Members of members-only clubs (clubs.userEnabled false): they may book and see the schedule. */
export const clubMembers = pgTable(
  'club_members',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] })],
);

/** A club's customer codes (membership kinds) with their own active-booking limit (-2215). */
export const customerCodes = pgTable(
  'customer_codes',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxActiveBookings: smallint('max_active_bookings').notNull(),
  },
  (t) => [uniqueIndex('customer_codes_name_key').on(t.clubId, t.name)],
);

export const userCustomerCodes = pgTable(
  'user_customer_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerCodeId: integer('customer_code_id')
      .notNull()
      .references(() => customerCodes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerCodeId] })],
);

/** A player's handicap per sport (golf: -2595 when missing). */
export const playerHandicaps = pgTable(
  'player_handicaps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    handicap: doublePrecision('handicap').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sportId] })],
);

/** The prime subscription offered per country (offers availability). */
export const primeOffers = pgTable('prime_offers', {
  countryCode: text('country_code').primaryKey(),
  name: text('name').notNull(),
  amount: integer('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  freeDays: smallint('free_days').notNull().default(0),
});
