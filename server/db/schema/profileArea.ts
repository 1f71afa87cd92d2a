import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A user's profile picture (spec part 3 §7 POST /api/users/{id}/profile-picture): the resized image
 * itself, in the database so every instance serves it. `key` is random and changes with each upload:
 * it names the public URL (`/api/profile-pictures/{key}.webp`), so an old URL stops working and
 * caches never show a stale picture.
 */
export const profilePictures = pgTable('profile_pictures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});

/**
 * A request to close the account (POST /api/users/{id}/zendesk/unsubscribe). Support contacts the
 * user within 48 hours (part 3 §9); the closure job closes the account once that window has passed
 * (server/accounts/accountClosure.ts). One per user; asking again keeps the first request.
 */
export const accountClosures = pgTable(
  'account_closures',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_closures_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** The terms texts per kind (FULL) and country, in the country's language (GET /api/admin/cms-terms/...). */
export const cmsTerms = pgTable(
  'cms_terms',
  {
    kind: text('kind').notNull(),
    countryCode: text('country_code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Paragraphs separated by blank lines; plain text, never HTML. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.countryCode] })],
);
