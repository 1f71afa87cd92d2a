import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** A feature a user may use (spec part 3 §3 "Subscription": features; §6 "Prime subscriber (feature MATCH_BOOKING)"). */
export type UserFeature = 'MATCH_BOOKING';

/**
 * The features a user has. Until the prime issue sells subscriptions only the demo seed grants one
 * (source 'SEED'); a subscription will grant its features here with source 'SUBSCRIPTION'.
 */
export const userFeatures = pgTable(
  'user_features',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').$type<UserFeature>().notNull(),
    source: text('source').$type<'SEED' | 'SUBSCRIPTION'>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feature] }),
    check('user_features_feature', sql`${t.feature} in ('MATCH_BOOKING')`),
    check('user_features_source', sql`${t.source} in ('SEED', 'SUBSCRIPTION')`),
  ],
);
