import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { queryRows } from '#server/db/rows';
import { clubMembers } from '#server/db/schema';
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
  origin: { latitude: number; longitude: number } | null;
  /** Kilometres; null: no limit. */
  maxDistance: number | null;
  excludeClubId?: number;
  /** Only the clubs of this city (geo_cities): a city chosen by name, whatever the distance. */
  cityId?: number;
  limit: number;
}

export interface NearbyClubs {
  clubs: NearbyClub[];
  filtered: boolean;
  /** The members-only clubs considered, and whether the caller is a member of any (then the list is theirs alone). */
  restrictedClubIds: number[];
  member: boolean;
}

/** A club of the directory that offers a sport (not 'coming soon'). */
export interface DirectoryClub extends Omit<NearbyClub, 'distance'> {
  /** False: members only. */
  userEnabled: boolean;
  cityId: number | null;
}

/** The clubs that offer a sport, not 'coming soon' (the directory a search starts from). */
export async function readSportClubs(db: Db, sportId: number): Promise<DirectoryClub[]> {
  // One JSON value rather than a row per club: the cross-club search reads hundreds of them, and
  // decoding them column by column cost more than the query (PGlite most of all).
  const [answer] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(c.id, c.name, c.image, c.latitude, c.longitude, c.timezone, c.currency_code, c.user_enabled, c.city_id)), '[]')::text as rows
        from clubs c join club_sports cs on cs.club_id = c.id
        where c.active and not c.dummy and cs.sport_id = ${sportId}::int and cs.active`,
  );
  return (JSON.parse(answer.rows) as [number, string, string | null, number, number, string, string, boolean, number | null][]).map(
    ([id, name, image, latitude, longitude, timezone, currencyCode, userEnabled, cityId]) => ({
      id,
      name,
      image,
      latitude,
      longitude,
      timezone,
      currencyCode,
      userEnabled,
      cityId,
    }),
  );
}

/** The clubs a player is a member of. */
export async function readMemberships(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ clubId: clubMembers.clubId }).from(clubMembers).where(eq(clubMembers.userId, userId));
  return new Set(rows.map((r) => r.clubId));
}

/**
 * Of a sport's clubs, those the caller may book at (members-only clubs only for their members),
 * nearest first, within maxDistance of the origin (or those of one city). `filtered` tells whether the
 * distance left some out.
 */
export function nearbyClubs(sportClubs: DirectoryClub[], memberOf: Set<number>, query: NearbyQuery): NearbyClubs {
  const rows = sportClubs.filter((c) => c.id !== query.excludeClubId && (query.cityId === undefined || c.cityId === query.cityId));
  const restricted = rows.filter((r) => !r.userEnabled).map((r) => r.id);
  const member = restricted.some((id) => memberOf.has(id));
  // A plain loop with the fields written out: a search from a new place runs this over 200 clubs.
  const within: NearbyClub[] = [];
  let bookable = 0;
  for (const r of rows) {
    if (!r.userEnabled && !memberOf.has(r.id)) continue;
    bookable += 1;
    const distance = query.origin ? distanceKm(query.origin, r) : null;
    if (query.maxDistance !== null && distance !== null && distance > query.maxDistance) continue;
    within.push({
      id: r.id,
      name: r.name,
      image: r.image,
      latitude: r.latitude,
      longitude: r.longitude,
      timezone: r.timezone,
      currencyCode: r.currencyCode,
      distance,
    });
  }
  within.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.name.localeCompare(b.name));
  return { clubs: within.slice(0, query.limit), filtered: within.length < bookable, restrictedClubIds: restricted, member };
}
