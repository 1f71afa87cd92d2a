import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * A multi-product group (spec part 2 §3 "Multiple-product item", §4 "Multi-product payment"):
 * several of a person's unpaid products paid together in one payment. Its id is the group's
 * productTransactionId (productId 4) and the id of /multiple_product_summary/{multipleProductId}.
 */
export const multipleProducts = pgTable(
  'multiple_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('multiple_products_user_idx').on(t.userId)],
);

/**
 * One product of a group: a court booking (productId 1) today; activity bookings (productId 2) come
 * with the activities issue. `open` is true while the group's payment is open (CREATED or PENDING)
 * and is cleared in the transaction that settles it: a product is in at most one open group (the
 * unique index), whoever tries at the same time.
 */
export const multipleProductItems = pgTable(
  'multiple_product_items',
  {
    multipleProductId: integer('multiple_product_id')
      .notNull()
      .references(() => multipleProducts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: smallint('product_id').notNull(),
    productTransactionId: integer('product_transaction_id').notNull(),
    /** The court booking of a productId 1 item. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** What an approval adds to the product's totalPaid. */
    bookingPart: integer('booking_part').notNull(),
    /** The service fee charged with it (not part of totalPaid). */
    feePart: integer('fee_part').notNull().default(0),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    uniqueIndex('multiple_product_items_key').on(t.multipleProductId, t.productId, t.productTransactionId),
    uniqueIndex('multiple_product_items_one_open')
      .on(t.productId, t.productTransactionId)
      .where(sql`${t.open}`),
    index('multiple_product_items_booking_idx').on(t.bookingId),
    check('multiple_product_items_product', sql`${t.productId} in (1, 2)`),
    check(
      'multiple_product_items_booking',
      sql`(${t.productId} = 1) = (${t.bookingId} is not null) and (${t.bookingId} is null or ${t.bookingId} = ${t.productTransactionId})`,
    ),
    check('multiple_product_items_parts', sql`${t.bookingPart} >= 0 and ${t.feePart} >= 0`),
  ],
);
