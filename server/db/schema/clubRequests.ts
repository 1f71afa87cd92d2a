import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Players' requests for a new club: kept, so that the team has them even when an e-mail is lost. */
export const clubRequests = pgTable(
  'club_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_requests_user_idx').on(t.userId)],
);
