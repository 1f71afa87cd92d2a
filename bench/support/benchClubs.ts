import type { Db } from '#server/db/client';
import { clubRules, clubs, clubSports, courtPrices, courts } from '#server/db/schema';
import { SPORT_ID } from '#server/db/seed/sports';

export interface BenchClub {
  clubId: number;
  courtIds: number[];
  capacityCourtId: number | null;
}

export interface BenchClubSpec {
  slug: string;
  latitude: number;
  longitude: number;
  courts: number;
  /** Also a capacity court with this many seats. */
  capacity?: number;
}

/** A padel club in Santiago for a benchmark: open 07:00–23:00, 60/90 minutes, no limits, priced courts. */
export async function addBenchClub(db: Db, spec: BenchClubSpec): Promise<BenchClub> {
  const [club] = await db
    .insert(clubs)
    .values({
      slug: spec.slug,
      name: `Bench ${spec.slug}`,
      countryCode: 'CL',
      city: 'Santiago',
      address: 'Bench',
      timezone: 'America/Santiago',
      currencyCode: 'CLP',
      languageCode: 'es-CL',
      latitude: spec.latitude,
      longitude: spec.longitude,
    })
    .returning({ id: clubs.id });
  await db.insert(clubRules).values({ clubId: club.id, holdMinutes: 5 });
  await db
    .insert(clubSports)
    .values({ clubId: club.id, sportId: SPORT_ID.padel, timespans: [60, 90], opensMinute: 420, closesMinute: 1380, daysAhead: 30 });
  const rows = await db
    .insert(courts)
    .values([
      ...Array.from({ length: spec.courts }, (_, i) => ({ clubId: club.id, sportId: SPORT_ID.padel, name: `Cancha ${i + 1}`, sort: i })),
      ...(spec.capacity ? [{ clubId: club.id, sportId: SPORT_ID.padel, name: 'Clínica', sort: spec.courts, capacity: spec.capacity }] : []),
    ])
    .returning({ id: courts.id, capacity: courts.capacity });
  await db.insert(courtPrices).values(
    rows.flatMap((c) => [
      { courtId: c.id, timespan: 60, amount: c.capacity ? 5000 : 20000 },
      { courtId: c.id, timespan: 90, amount: 28000 },
    ]),
  );
  return {
    clubId: club.id,
    courtIds: rows.filter((c) => !c.capacity).map((c) => c.id),
    capacityCourtId: rows.find((c) => c.capacity)?.id ?? null,
  };
}
