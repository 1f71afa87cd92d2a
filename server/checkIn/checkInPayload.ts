import type { CheckInResult } from '#kernel/contract/booking';
import type { Position } from './distance';

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Reads the check-in payload (id, latitude, longitude): a missing position is NO_LOCATION_PROVIDED;
 * an id other than the path's, or a position that is not one, is BAD_REQUEST.
 */
export function readCheckInPayload(body: unknown, bookingId: number): Position | Exclude<CheckInResult, 'CHECK_IN_SUCCESS'> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'BAD_REQUEST';
  const { id, latitude, longitude } = body as Record<string, unknown>;
  if (latitude === undefined || latitude === null || longitude === undefined || longitude === null) return 'NO_LOCATION_PROVIDED';
  // The type first: Number() on an object calls its own toString, which a body can make throw.
  if ((typeof id !== 'number' && typeof id !== 'string') || Number(id) !== bookingId) return 'BAD_REQUEST';
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return 'BAD_REQUEST';
  return { latitude, longitude };
}
