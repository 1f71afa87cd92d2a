import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Announcements (spec part 1 §3 "announcements list (id, title, body)", part 2 §2 "Announcements may
 * appear (main brand only)"): short news the app shows once each, in a modal, on search and on the
 * booking summary. Written per language ('es', 'en', 'pt'); shown while active and within their dates.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** The language's primary subtag: 'es', 'en', 'pt'. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('announcements_language_title_key').on(t.language, t.title),
    check('announcements_language', sql`${t.language} ~ '^[a-z]{2}$'`),
  ],
);
