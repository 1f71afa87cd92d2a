import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** scrypt with its parameters and salt (server/accounts/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('user'),
    corp: text('corp'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** SHA-256 of the token in the confirmation link (kept after confirming: same link → -36). */
    emailConfirmToken: text('email_confirm_token'),
    language: text('language').notNull().default('es-CL'),
    countryCode: text('country_code').notNull().default('CL'),
    birthDate: date('birth_date'),
    gender: text('gender'),
    phone: jsonb('phone').$type<{ phoneCode: string; phoneCountry: string; phoneNumber: string }>(),
    foidCountry: text('foid_country'),
    foidType: text('foid_type'),
    foidNumber: text('foid_number'),
    geo: jsonb('geo').$type<{ countryCode: string; stateId: number | null; cityId: number | null }>(),
    profilePicture: text('profile_picture'),
    /** The social-login provider's id of this person (linked at registration or at a social login). */
    facebookUserId: text('facebook_user_id'),
    /** The marketing lead the person registered from (/register?leadCode=...). */
    leadCode: text('lead_code'),
    /** The LATAM Pass account id the person saved (filtered: word characters, upper-cased; 8–20 letters and digits). */
    latamPassAccountId: text('latam_pass_account_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_facebook_user_key')
      .on(t.facebookUserId)
      .where(sql`${t.facebookUserId} is not null`),
    uniqueIndex('users_foid_key')
      .on(t.foidCountry, t.foidType, t.foidNumber)
      .where(sql`${t.foidNumber} is not null`),
    check('users_latam_pass_account_id', sql`${t.latamPassAccountId} is null or ${t.latamPassAccountId} ~ '^[A-Z0-9]{8,20}$'`),
  ],
);

/** One row per issued token: logout revokes it, so a stolen token dies with the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed logins, for the -48 limit (server/accounts/loginFailures.ts): the client address and the
 * account named (a SHA-256 of the e-mail); kept in the database so every instance sees them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    clientKey: text('client_key').notNull(),
    accountKey: text('account_key'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_client_idx').on(t.clientKey, t.failedAt), index('login_failures_account_idx').on(t.accountKey, t.failedAt)],
);

/** Registrations per client, for the register call's -48 rate limit (shared by every instance). */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: serial('id').primaryKey(),
    clientKey: text('client_key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_attempts_client_idx').on(t.clientKey, t.attemptedAt)],
);
