import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { sports } from './sports';
import { users } from './users';

/** A kind of coupon of a club (spec "Coupon"): one coupon pays one person's share of a booking. */
export const clubCoupons = pgTable(
  'club_coupons',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Null: any sport of the club. */
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pluralName: text('plural_name').notNull(),
    gender: text('gender').$type<'M' | 'F'>().notNull().default('M'),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [uniqueIndex('club_coupons_name_key').on(t.clubId, t.name)],
);

/** The coupons a user has left of each kind; a booking takes one, its cancellation gives it back. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubCouponId: integer('club_coupon_id')
      .notNull()
      .references(() => clubCoupons.id, { onDelete: 'cascade' }),
    quantityLeft: integer('quantity_left').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clubCouponId] }), check('user_coupons_quantity', sql`${t.quantityLeft} >= 0`)],
);

/**
 * Discount (promo) codes of a club: a percentage or a fixed amount off the online amount. A bank
 * promotion lists the card bins (six digits) it accepts. usedCount never passes maxUses.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Upper case. */
    code: text('code').notNull(),
    percentOff: smallint('percent_off'),
    amountOff: integer('amount_off'),
    bins: jsonb('bins').$type<string[]>(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    maxUsesPerUser: smallint('max_uses_per_user').notNull().default(1),
    /** Below this amount the code is 'not worthwhile'. */
    minAmount: integer('min_amount').notNull().default(0),
    active: boolean('active').notNull().default(true),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.clubId, t.code),
    check('discount_codes_kind', sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
    check('discount_codes_percent', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check('discount_codes_uses', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);
