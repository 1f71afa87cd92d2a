import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Server secrets that every stateless instance must share (kept in the database, not in memory). */
export const serverSecrets = pgTable('server_secrets', {
  id: smallint('id').primaryKey(),
  jwtSecret: text('jwt_secret').notNull(),
});

/** Per-brand app configuration (spec part 1 §3 "App config"). */
export const appConfigs = pgTable('app_configs', {
  appId: text('app_id').primaryKey(),
  name: text('name').notNull(),
  forceCountry: boolean('force_country').notNull().default(false),
  mainImage: text('main_image'),
  allowedOrigins: jsonb('allowed_origins').$type<{ origin: string; allowedScopes: string[] }[]>().notNull().default([]),
  notifyUpdate: boolean('notify_update').notNull().default(false),
  updateLink: text('update_link'),
  searchMaxDistance: integer('search_max_distance').notNull().default(50),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  languageName: text('language_name').notNull(),
  localeName: text('locale_name').notNull(),
  position: smallint('position').notNull().default(0),
});

export type ProfileFieldRule = { visible: 'Y' | 'N'; mandatory: 'Y' | 'N'; regexp_validation: string | null };

export const countries = pgTable('countries', {
  isoCode: text('iso_code').primaryKey(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  timezone: text('timezone').notNull(),
  defaultLanguageCode: text('default_language_code').notNull(),
  currencyCode: text('currency_code').notNull(),
  primeEnabled: boolean('prime_enabled').notNull().default(false),
  active: boolean('active').notNull().default(true),
  fields: jsonb('fields').$type<Record<string, ProfileFieldRule>>().notNull().default({}),
});
