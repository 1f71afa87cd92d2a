import type { Db } from '#server/db/client';
import { noAccess } from '#server/http/apiFailure';
import { loadClubSportContext, type ClubSportContext } from './clubContext';

/** The club's context for a sport (with a timespan: only that duration's prices), or NO_ACCESS (404) when the club or the sport there does not exist. */
export async function requireClubSport(db: Db, clubId: number, sportId: number, timespan?: number): Promise<ClubSportContext> {
  const context = await loadClubSportContext(db, clubId, sportId, timespan);
  if (!context) throw noAccess();
  return context;
}
