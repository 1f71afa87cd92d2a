import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A club's external links (spec part 1 §3 "Club" externalLinksData): shown on the club page in pos
 * order; the URL is handed out by GET /api/clubs/{id}/externalLink/{linkId}/generate, not listed.
 */
export const clubExternalLinks = pgTable(
  'club_external_links',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image'),
    url: text('url').notNull(),
    pos: smallint('pos').notNull().default(0),
  },
  (t) => [index('club_external_links_club_idx').on(t.clubId)],
);

/** People a club has disabled (spec part 2 §6 "A club can be disabled for a user"): the club's isBlocked for them. */
export const clubUserBlocks = pgTable(
  'club_user_blocks',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] })],
);
