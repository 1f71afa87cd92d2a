import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A counter per club that database triggers raise whenever something its availability is computed
 * from changes (claims, holds, bookings, courts, prices, the club and its sports), committed with that
 * change. Club 0 is the club directory (clubs, their sports, members, brand search distances). The
 * availability cache (server/booking/availability/availabilityCache.ts) keeps an answer while the counters it was
 * read under stay the same. Migrations 0009 and 0036 hold the triggers.
 */
export const availabilityVersions = pgTable('availability_versions', {
  clubId: integer('club_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
