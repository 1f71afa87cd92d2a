// Where a search is centred when the device gives no position (refused, timed out, no GPS): the
// player's country's default centre, as data per country (spec part 1 §9: about -33.45, -70.68, Chile).
import type { GeoPoint } from './distance';

/** The main city of each country the product operates in (the seeded ones). */
export const COUNTRY_CENTRES: Readonly<Record<string, GeoPoint>> = Object.freeze({
  CL: { latitude: -33.45, longitude: -70.68 },
  AR: { latitude: -34.6037, longitude: -58.3816 },
  BR: { latitude: -23.5505, longitude: -46.6333 },
  CO: { latitude: 4.711, longitude: -74.0721 },
  PE: { latitude: -12.0464, longitude: -77.0428 },
  MX: { latitude: 19.4326, longitude: -99.1332 },
  US: { latitude: 25.7617, longitude: -80.1918 },
});

/** The fallback country (Chile) for a country without a centre. */
export function countryCentre(isoCode: string | null | undefined): GeoPoint {
  return COUNTRY_CENTRES[(isoCode ?? '').toUpperCase()] ?? COUNTRY_CENTRES.CL;
}

/** Spec part 1 §9: how the device is asked for its position. */
export const GEOLOCATION_OPTIONS = Object.freeze({ timeoutMs: 15_000, enableHighAccuracy: true, maximumAgeMs: 0 });
