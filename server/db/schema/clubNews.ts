import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/**
 * A club's news (spec part 1 §3 club clubNewsList / clubNewsTitle / clubNewsFeaturedId, §7 GET
 * /api/clubs/{id}/club_news/app, /book/club_news): shown only while the club's allow_news is on.
 */
export const clubNews = pgTable(
  'club_news',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    /** The one the club puts first (clubNewsFeaturedId). */
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('club_news_club_idx').on(t.clubId, t.publishedAt)],
);
