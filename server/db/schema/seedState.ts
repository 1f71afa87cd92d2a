import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the last seed was made from (server/db/seed/fingerprint.ts): a start whose sources and
 * options are unchanged skips seeding, which keeps a restart of a seeded database fast.
 */
export const seedState = pgTable('seed_state', {
  id: smallint('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
