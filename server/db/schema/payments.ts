import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { multipleProducts } from './multipleProducts';
import { users } from './users';

export type PaymentStatus = 'CREATED' | 'APPROVED' | 'PENDING' | 'REJECTED';
/**
 * What a payment pays: 'booking' is created with the booking (bookingsv2) and releases it when it
 * fails; 'bookingPay' pays an existing booking later (POST /api/bookings/{id}/pay); 'insurance' pays a
 * booking's unbilled insurance (payInsurance). Neither of those two holds anything. 'multiple' pays
 * the products of a multi-product group at once (POST /api/multiple-products/create-and-pay): it holds
 * them while open and releases them all when it fails, like 'booking'; its bookingId is the group's
 * first (main) product.
 */
export type PaymentProduct = 'booking' | 'bookingPay' | 'insurance' | 'multiple';

/**
 * A payment through a provider (server/payments). Its status is a state machine moved only by
 * compare-and-swap updates (server/payments/settle.ts): CREATED → PENDING → APPROVED | REJECTED, or
 * CREATED → APPROVED | REJECTED; a settled payment never moves again. No card number or CVV is kept:
 * only the provider's references and the card's bin, last four digits and type.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** pay or downpay. */
    action: text('action').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('CREATED'),
    redirectUrl: text('redirect_url'),
    errCategory: text('err_category'),
    fopId: integer('fop_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    product: text('product').$type<PaymentProduct>().notNull().default('booking'),
    /** The provider kind the fop names (WEBPAY, WEBPAYONECLICK, KUSHKI, MERCADOPAGO); null: the sandbox's direct charge. */
    fopCode: text('fop_code'),
    /** card, transfer, pix, page (a provider page asks for the card) or direct. */
    paymentType: text('payment_type'),
    /** What an approval adds to the booking's totalPaid (the fee and insurance are not part of it). */
    bookingPart: integer('booking_part').notNull().default(0),
    /** The provider's token of a redirect or status flow (tbk_token). */
    token: text('token'),
    /** The saved card charged, if any (payment_methods.id). */
    paymentMethodId: integer('payment_method_id'),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    /** A payment still open at this instant is abandoned: what it holds is free again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The multi-product group a 'multiple' payment pays. */
    multipleProductId: integer('multiple_product_id').references(() => multipleProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_user_status_idx').on(t.userId, t.status),
    uniqueIndex('payments_provider_ref_key')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    uniqueIndex('payments_token_key')
      .on(t.token)
      .where(sql`${t.token} is not null`),
    // One open payment per booking at a time: two tabs paying at once cannot both charge.
    uniqueIndex('payments_one_open_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} in ('CREATED', 'PENDING')`),
    check('payments_status', sql`${t.status} in ('CREATED', 'APPROVED', 'PENDING', 'REJECTED')`),
    // Open payments by expiry: what a search sweeps before it counts seats (server/payments/abandoned.ts).
    index('payments_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('CREATED', 'PENDING')`),
    uniqueIndex('payments_multiple_product_key')
      .on(t.multipleProductId)
      .where(sql`${t.multipleProductId} is not null`),
    check('payments_product', sql`${t.product} in ('booking', 'bookingPay', 'insurance', 'multiple')`),
    check('payments_multiple', sql`(${t.product} = 'multiple') = (${t.multipleProductId} is not null)`),
    check('payments_amount', sql`${t.amount} > 0`),
    check(
      'payments_card_parts',
      sql`(${t.cardBin} is null or ${t.cardBin} ~ '^[0-9]{6}$') and (${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$')`,
    ),
  ],
);
