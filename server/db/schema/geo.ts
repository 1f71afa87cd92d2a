import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries } from './config';

/**
 * Geo reference data (spec part 1 §3 "city, state", part 3 §3 "Geo: states, cities with id, name,
 * shortName"): a country's states (regions, provinces) and their cities. A user's geo and a club's
 * city point here; the club filter, the match wizard's cities and the cross-club search read them.
 */
export const geoStates = pgTable(
  'geo_states',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.isoCode),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
  },
  (t) => [uniqueIndex('geo_states_country_name_key').on(t.countryCode, t.name)],
);

export const geoCities = pgTable(
  'geo_cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => geoStates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    /** The name lower-cased without accents: what the city search matches ('nunoa' finds Ñuñoa). */
    searchName: text('search_name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [uniqueIndex('geo_cities_state_name_key').on(t.stateId, t.name), index('geo_cities_search_idx').on(t.searchName)],
);
