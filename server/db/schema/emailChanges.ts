import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A requested e-mail change waiting for its confirmation link (spec part 3 §7 "Account", part 1 §2.4
 * action CONFIRM). One per user: a new request replaces the old one. Only the SHA-256 of the link's
 * token is stored. Nothing is reserved: the address is checked again when the change is applied.
 */
export const emailChanges = pgTable('email_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Lower-cased, as the contract normalises e-mails. */
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
