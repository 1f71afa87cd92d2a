import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

export type PaymentStatus = 'CREATED' | 'APPROVED' | 'PENDING' | 'REJECTED';

/** A payment of a booking through a provider (server/payments); CREATED until the provider answers. */
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
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_user_status_idx').on(t.userId, t.status),
    check('payments_status', sql`${t.status} in ('CREATED', 'APPROVED', 'PENDING', 'REJECTED')`),
    check('payments_amount', sql`${t.amount} > 0`),
  ],
);
