import { type AnyPgColumn, boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries } from './config';
import { geoCities } from './geo';

/**
 * A club (spec part 1 §3 "Club"): where courts are. Times at a club are shown and compared in its
 * own timezone; money is in its currency (integer minor units where amounts appear).
 */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    /** Stable key for the seed and for links. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.isoCode),
    city: text('city').notNull(),
    /** The club's city in the geo data (the club filter and the cross-club search's city_id). */
    cityId: integer('city_id').references(() => geoCities.id),
    address: text('address').notNull(),
    /** IANA zone, e.g. America/Santiago. */
    timezone: text('timezone').notNull(),
    /** ISO 4217, e.g. CLP. */
    currencyCode: text('currency_code').notNull(),
    languageCode: text('language_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Several numbers separated by ';' (spec). */
    phone: text('phone'),
    /** A WhatsApp (messaging) number for contact-club; like phone, digits and separators. */
    whatsapp: text('whatsapp'),
    /** Where booking questions go (contact-club, spec part 2 §5). */
    bookingEmail: text('booking_email'),
    image: text('image'),
    /** Members-only clubs do not let everyone book. */
    userEnabled: boolean('user_enabled').notNull().default(true),
    allowBrowsing: boolean('allow_browsing').notNull().default(true),
    /** Golf 9/18-hole mode: a booking claims a start court and its cross court. */
    crossCourtBlockEnabled: boolean('cross_court_block_enabled').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A sub-club's parent: the parent opens the list of its sub-clubs. */
    parentClubId: integer('parent_club_id').references((): AnyPgColumn => clubs.id, { onDelete: 'cascade' }),
    /** Listed as 'coming soon', not bookable. */
    dummy: boolean('dummy').notNull().default(false),
    /** Members-only clubs that ask non-members for a member document. */
    requestMemberDocument: boolean('request_member_document').notNull().default(false),
    membersOnlyText: text('members_only_text'),
    allowNews: boolean('allow_news').notNull().default(false),
    /** The heading of the club's news (clubNewsTitle); null: the app's own. */
    newsTitle: text('news_title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clubs_country_idx').on(t.countryCode), index('clubs_parent_idx').on(t.parentClubId), index('clubs_city_idx').on(t.cityId)],
);
