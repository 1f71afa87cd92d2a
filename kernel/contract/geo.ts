import * as z from 'zod/mini';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';

// Geo data (spec part 3 §3 "Geo: states, cities with id, name, shortName", §7 the geo calls; part 1
// §7 states of a country). An unknown country or a state of another country answers 404 (-404).

/** Spec part 3 §9: the city search shows 10, with 'Showing 10 of N'. */
export const CITY_SEARCH_LIMIT = 10;

const countryCode = z.string().check(z.regex(/^[A-Za-z]{2}$/, 'country must be an ISO 3166 alpha-2 code'));

export const geoPlace = z.object({ id: z.int(), name: z.string(), shortName: z.string() });
export type GeoPlaceDto = z.infer<typeof geoPlace>;

export const geoCity = z.extend(geoPlace, {
  stateId: z.int(),
  stateName: z.string(),
  countryCode: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type GeoCityDto = z.infer<typeof geoCity>;

export const listGeoCountries = defineEndpoint({
  id: 'listGeoCountries',
  method: 'GET',
  path: '/api/geo/countries',
  auth: 'public',
  summary: 'The countries of the geo data by name (onlyActives: those the product operates in)',
  query: z.object({ onlyActives: z.optional(z.enum(['true', 'false', '1', '0'])) }),
  response: ok({ countries: z.array(z.object({ isoCode: z.string(), name: z.string(), active: z.boolean() })) }),
  errors: {},
});

export const listGeoStates = defineEndpoint({
  id: 'listGeoStates',
  method: 'GET',
  path: '/api/geo/countries/:country/states',
  auth: 'public',
  summary: "A country's states by name (404 for an unknown country)",
  params: z.strictObject({ country: countryCode }),
  response: ok({ states: z.array(geoPlace) }),
  errors: {},
});

export const listGeoCities = defineEndpoint({
  id: 'listGeoCities',
  method: 'GET',
  path: '/api/geo/countries/:country/states/:stateId/cities',
  auth: 'public',
  summary: "A state's cities by name (404 when the state is not the country's)",
  params: z.strictObject({ country: countryCode, stateId: idParam }),
  response: ok({ cities: z.array(geoCity) }),
  errors: {},
});

export const searchGeoCities = defineEndpoint({
  id: 'searchGeoCities',
  method: 'GET',
  path: '/api/geo/cities',
  auth: 'public',
  summary:
    'Cities whose name contains q (accents and case ignored; names that start with it first), at most 10, with how many match in all',
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    country: z.optional(countryCode),
  }),
  response: ok({ cities: z.array(geoCity), total: z.int() }),
  errors: {},
});
