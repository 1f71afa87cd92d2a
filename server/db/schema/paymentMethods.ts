import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

export type CardProvider = 'KUSHKI' | 'WEBPAYONECLICK';
export type CardType = 'credit' | 'debit';

/**
 * A saved card (spec part 2 §3 "Card"): a user's (the cashier, /profile/creditcards) or a club's
 * (admin enrolment). Only what the provider answers is kept: its token for the card (the KUSHKI
 * subscription id or the one-click user), bin, last four digits, type and brand. Never the number
 * or the CVV; the CHECKs refuse anything longer than a bin or a last four.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CardProvider>().notNull(),
    providerToken: text('provider_token').notNull(),
    bin: text('bin'),
    last4: text('last4').notNull(),
    cardType: text('card_type').$type<CardType>(),
    brand: text('brand'),
    expMonth: text('exp_month'),
    expYear: text('exp_year'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_token_key').on(t.provider, t.providerToken),
    index('payment_methods_user_idx').on(t.userId),
    index('payment_methods_club_idx').on(t.clubId),
    check('payment_methods_owner', sql`${t.userId} is not null or ${t.clubId} is not null`),
    check('payment_methods_provider', sql`${t.provider} in ('KUSHKI', 'WEBPAYONECLICK')`),
    check('payment_methods_card_parts', sql`(${t.bin} is null or ${t.bin} ~ '^[0-9]{6}$') and ${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_card_type', sql`${t.cardType} is null or ${t.cardType} in ('credit', 'debit')`),
  ],
);

export type PaymentMethodScope = 'PRIME' | 'CLUB_MEMBERSHIP';

/**
 * A saved card that a subscription charges (prime, a club membership): such a card cannot be
 * deleted (-33 with msg CARD_USED_BY_PRIME or CARD_USED_BY_CLUB_MEMBERSHIP). Written by those areas.
 */
export const paymentMethodScopes = pgTable(
  'payment_method_scopes',
  {
    id: serial('id').primaryKey(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<PaymentMethodScope>().notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_method_scopes_key').on(t.paymentMethodId, t.scope, t.reference),
    check('payment_method_scopes_scope', sql`${t.scope} in ('PRIME', 'CLUB_MEMBERSHIP')`),
  ],
);

export type OneClickEnrolmentStatus = 'PENDING' | 'ENROLLED' | 'FAILED';

/** A one-click card enrolment started at the provider's page (POST /api/webpayoneclick/users/{id}/enroll). */
export const oneClickEnrolments = pgTable(
  'oneclick_enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's token (tbk_token of /webpayoneclickenroll). */
    token: text('token').notNull().unique(),
    source: text('source').notNull(),
    status: text('status').$type<OneClickEnrolmentStatus>().notNull().default('PENDING'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('oneclick_enrolments_user_idx').on(t.userId),
    check('oneclick_enrolments_status', sql`${t.status} in ('PENDING', 'ENROLLED', 'FAILED')`),
  ],
);

/** The billing address a payment method may ask for (askForAddress), sent with the missing-data update. */
export const billingAddresses = pgTable('billing_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  geoStateId: integer('geo_state_id'),
  geoCityId: integer('geo_city_id'),
  address: text('address').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A 3-D Secure validation the card provider confirmed for a person's card, kept by its bin (POST
 * /api/kushki/users/{userId}/save3DSValidationDiscount): a discount code tied to a bin applies to that
 * person's payments with the bin until expiresAt. The provider's one-time token is recorded once.
 */
export const cardSecureValidations = pgTable(
  'card_secure_validations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CardProvider>().notNull(),
    /** The provider script's one-time token that went through 3-D Secure. */
    providerToken: text('provider_token').notNull(),
    bin: text('bin').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('card_secure_validations_token_key').on(t.provider, t.providerToken),
    index('card_secure_validations_user_bin_idx').on(t.userId, t.bin),
    check('card_secure_validations_bin', sql`${t.bin} ~ '^[0-9]{6}$'`),
  ],
);
