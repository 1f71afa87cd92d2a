import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One notification of a player (spec part 3 §3), written by server/notifications/notify.ts. The title
 * and body are in the player's language at the time. in_app false: the player turned the in-app
 * channel off for its origin; the row stays as the record of what the e-mail and push channels sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    origin: integer('origin').notNull(),
    type: text('type').notNull(),
    category: text('category'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** entityId, challengeId, sportId, undeliveredMessagesCount, link (the socket notification's fields). */
    data: jsonb('data').$type<Record<string, number | string | null>>().notNull().default({}),
    inApp: boolean('in_app').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
  ],
);

/** A player's choice for one origin and channel; no row means yes (part 3 §3 notification preference). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    origin: integer('origin').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.origin, t.channel] })],
);

/** A device's push token (part 1 §7, part 3 §3): one owner at a time, the last account that registered it. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_idx').on(t.userId)],
);

/**
 * Push messages: one per notification and active device token; the push sender (notifications/push)
 * sends them through the push transport and sets sent_at.
 */
export const notificationPushes = pgTable(
  'notification_pushes',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    pushTokenId: integer('push_token_id')
      .notNull()
      .references(() => pushTokens.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_pushes_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);
