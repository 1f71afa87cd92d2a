import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubMembers, clubs, clubSports } from '../db/schema';
import { distanceKm } from './distance';

export interface NearbyClub {
  id: number;
  name: string;
  image: string | null;
  latitude: number;
  longitude: number;
  timezone: string;
  currencyCode: string;
  distance: number | null;
}

export interface NearbyQuery {
  sportId: number;
  userId: number | null;
  origin: { latitude: number; longitude: number } | null;
  /** Kilometres; null: no limit. */
  maxDistance: number | null;
  excludeClubId?: number;
  limit: number;
}

/**
 * Clubs that offer a sport and the caller may book at (not 'coming soon', members-only clubs only for
 * their members), nearest first, within maxDistance of the origin. `filtered` tells whether the
 * distance left some out.
 */
export async function nearbyClubs(db: Db, query: NearbyQuery): Promise<{ clubs: NearbyClub[]; filtered: boolean }> {
  const conditions = [eq(clubs.active, true), eq(clubs.dummy, false), eq(clubSports.sportId, query.sportId), eq(clubSports.active, true)];
  if (query.excludeClubId) conditions.push(ne(clubs.id, query.excludeClubId));
  const rows = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      image: clubs.image,
      latitude: clubs.latitude,
      longitude: clubs.longitude,
      timezone: clubs.timezone,
      currencyCode: clubs.currencyCode,
      userEnabled: clubs.userEnabled,
    })
    .from(clubs)
    .innerJoin(clubSports, eq(clubSports.clubId, clubs.id))
    .where(and(...conditions));
  const restricted = rows.filter((r) => !r.userEnabled).map((r) => r.id);
  const memberOf = new Set<number>();
  if (restricted.length > 0 && query.userId) {
    const members = await db
      .select({ clubId: clubMembers.clubId })
      .from(clubMembers)
      .where(and(eq(clubMembers.userId, query.userId), inArray(clubMembers.clubId, restricted)));
    for (const m of members) memberOf.add(m.clubId);
  }
  const bookable = rows.filter((r) => r.userEnabled || memberOf.has(r.id));
  const withDistance = bookable.map(({ userEnabled: _u, ...club }) => ({ ...club, distance: query.origin ? distanceKm(query.origin, club) : null }));
  const within = withDistance.filter((c) => query.maxDistance === null || c.distance === null || c.distance <= query.maxDistance);
  within.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.name.localeCompare(b.name));
  return { clubs: within.slice(0, query.limit), filtered: within.length < withDistance.length };
}
