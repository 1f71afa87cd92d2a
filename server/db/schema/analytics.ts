import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Analytics events recorded by the default (local) sink of server/payments/analytics: purchases of
 * court bookings, activities and prime. One row per event name and order number: a replayed
 * confirmation never tracks a purchase twice.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    orderId: text('order_id').notNull(),
    userId: integer('user_id'),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    value: integer('value').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('analytics_events_order_key').on(t.name, t.orderId), index('analytics_events_user_idx').on(t.userId)],
);
