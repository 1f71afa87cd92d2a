import type { FastifyRequest } from 'fastify';
import { REQUEST_HEADERS, toBrand } from '#kernel/contract';
import type { Db } from '#server/db/client';
import { DIRECTORY, type AvailabilityChanges } from './availabilityChanges';
import { readMemberships, readSportClubs, type DirectoryClub } from './nearbyClubs';
import { searchMaxDistance } from './searchDistance';

/** Answers kept (most are players' memberships). */
const MAX_KEPT = 10_000;

/**
 * What the searches read of the club directory — a sport's clubs, a brand's search distance, a
 * player's memberships — kept while the directory's counter (club 0, availabilityChanges.ts) stays.
 */
export function searchDirectory(db: Db, changes: AvailabilityChanges) {
  const kept = new Map<string, { readAt: number; value: Promise<unknown> }>();
  /** `read`'s answer for `key`, kept (a read under way is shared; a failed one is forgotten). */
  const keep = <T>(key: string, seq: number, read: () => Promise<T>): Promise<T> => {
    const entry = kept.get(key);
    if (entry && !changes.changedAfter(DIRECTORY, entry.readAt)) return entry.value as Promise<T>;
    if (kept.size >= MAX_KEPT) kept.clear();
    const value = read();
    kept.set(key, { readAt: seq, value });
    value.catch(() => kept.get(key)?.value === value && kept.delete(key));
    return value;
  };
  return {
    sportClubs: (sportId: number, seq: number): Promise<DirectoryClub[]> =>
      keep(`sport|${sportId}`, seq, () => readSportClubs(db, sportId)),
    maxDistance: (request: FastifyRequest, seq: number): Promise<number> =>
      keep(`brand|${toBrand(request.headers[REQUEST_HEADERS.appId] as string | undefined)}`, seq, () => searchMaxDistance(db, request)),
    memberships: (userId: number | null, seq: number): Promise<Set<number>> =>
      userId === null ? Promise.resolve(NO_CLUBS) : keep(`member|${userId}`, seq, () => readMemberships(db, userId)),
  };
}

const NO_CLUBS: Set<number> = new Set();
export type SearchDirectory = ReturnType<typeof searchDirectory>;
