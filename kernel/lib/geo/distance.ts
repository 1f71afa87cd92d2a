// Distances (spec part 1 §9): shown in kilometres. A distance measured in statute miles converts
// with the spec's units: 'K' multiplies by 1.609344 (km), 'N' by 0.8684 (nautical miles), 'M' keeps miles.

export type DistanceUnit = 'M' | 'K' | 'N';

const FACTORS: Readonly<Record<DistanceUnit, number>> = { M: 1, K: 1.609344, N: 0.8684 };

export function convertMiles(miles: number, unit: DistanceUnit): number {
  return miles * FACTORS[unit];
}

const EARTH_RADIUS_MILES = 3958.7613;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle distance (haversine) in the unit asked for, kilometres by default. */
export function distanceBetween(a: GeoPoint, b: GeoPoint, unit: DistanceUnit = 'K'): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return convertMiles(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))), unit);
}

/** Kilometres as the lists show them: one decimal under 10 km, whole kilometres above. */
export function roundKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}
