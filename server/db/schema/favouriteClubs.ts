import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/** A player's favourite clubs (spec part 1 §4.6 "Preferred (favourite) club toggle"): listed first, and by location. */
export const favouriteClubs = pgTable(
  'user_preferred_clubs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clubId] }), index('user_preferred_clubs_club_idx').on(t.clubId)],
);
