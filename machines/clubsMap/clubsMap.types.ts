// The maps (spec part 1 §2.1 /book/clubs-map and /book/club-map, §9 default centre about -33.45,
// -70.68, zoom 12 with a location and 16 for one club): clubs as markers with their names and
// distances; the tiles come from configuration and may be missing or unreachable.
import type { GeoPoint } from '#kernel/lib/geo';

/** Spec part 1 §9. */
export const ZOOM_WITH_LOCATION = 12;
export const ZOOM_ONE_CLUB = 16;
/** Without the device's position, a wider view of the country's main city (decisions.md). */
export const ZOOM_COUNTRY_CENTRE = 10;

export interface MapClub {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Kilometres from the map's centre, when known. */
  distance: number | null;
}

export interface ClubsMapInput {
  /** One club (/book/club-map?clubId), or null for the clubs around the player. */
  clubId: number | null;
  country: string;
  /**
   * Inside the native app shell: one club's map is the app's own (the bridge's map.open), not tiles
   * in the page (docs/decisions.md 'Maps inside the native shell').
   */
  shellMap: boolean;
  /** A signed-in player may show only their favourite clubs (GET /api/user-preferred-clubs-geo/). */
  signedIn: boolean;
}

/** What the shell's map shows (the bridge's map.open). */
export interface ShellMapTarget {
  latitude: number;
  longitude: number;
  label: string;
}

export interface ClubsMapContext {
  clubId: number | null;
  shellMap: boolean;
  signedIn: boolean;
  country: string;
  /** The map shows only the player's favourites, nearest first. */
  favouritesOnly: boolean;
  centre: GeoPoint | null;
  located: boolean;
  zoom: number;
  clubs: MapClub[];
  /** The tiles' address template, or null (MAP_TILES_URL unset). */
  tilesUrl: string | null;
  /** The tiles did not load: the markers stay, on a plain background. */
  tilesFailed: boolean;
}

export type ClubsMapEvent =
  | { type: 'map.retry' }
  | { type: 'marker.open'; clubId: number }
  | { type: 'tiles.failed' }
  /** Only my favourite clubs, or every club around again. */
  | { type: 'favourites.toggle' }
  /** Open the shell's map again (after the player came back from it). */
  | { type: 'shellMap.open' };

export interface LocateInput {
  timeoutMs: number;
  enableHighAccuracy: boolean;
  maximumAgeMs: number;
}
export interface LoadMapClubsInput {
  centre: GeoPoint;
  country: string;
}
export interface LoadMapClubsOutput {
  clubs: MapClub[];
  tilesUrl: string | null;
}
export interface LoadMapClubInput {
  clubId: number;
}
