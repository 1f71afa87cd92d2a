import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { clubs, sportAutoBlocks, sportManualBlocks, users } from '../schema';
import { SPORT_ID } from './sports';

// Demo sport blocks (spec part 1 §3 "Sport blocks for a user"), on the rival: a manual block of tennis
// at São Paulo, and an automatic block of every sport at Palermo. Fixed instants, so that the test
// clocks (2026) and today both fall inside them. Idempotent: a present block is not written again.
const MANUAL = { club: 'sao-paulo-tenis-clube', sportId: SPORT_ID.tennis, until: new Date('2027-12-31T23:00:00Z') };
const AUTO = {
  club: 'palermo-padel',
  allSports: true,
  since: new Date('2026-01-01T03:00:00Z'),
  until: new Date('2027-06-30T03:00:00Z'),
};

export async function seedSportBlocks(db: Db): Promise<void> {
  const [rival] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'rival@courtflow.test'));
  const rows = await db
    .select({ id: clubs.id, slug: clubs.slug })
    .from(clubs)
    .where(inArray(clubs.slug, [MANUAL.club, AUTO.club]));
  const idOf = (slug: string) => rows.find((c) => c.slug === slug)?.id;
  const manualClub = idOf(MANUAL.club);
  const autoClub = idOf(AUTO.club);
  if (!rival) return;
  if (manualClub) {
    const present = await db
      .select({ id: sportManualBlocks.id })
      .from(sportManualBlocks)
      .where(and(eq(sportManualBlocks.clubId, manualClub), eq(sportManualBlocks.userId, rival.id)));
    if (present.length === 0)
      await db
        .insert(sportManualBlocks)
        .values({ clubId: manualClub, userId: rival.id, sportId: MANUAL.sportId, blockedUntil: MANUAL.until });
  }
  if (autoClub) {
    const present = await db
      .select({ id: sportAutoBlocks.id })
      .from(sportAutoBlocks)
      .where(and(eq(sportAutoBlocks.clubId, autoClub), eq(sportAutoBlocks.userId, rival.id)));
    if (present.length === 0)
      await db.insert(sportAutoBlocks).values({
        clubId: autoClub,
        userId: rival.id,
        allSports: AUTO.allSports,
        blockedSince: AUTO.since,
        blockedUntil: AUTO.until,
      });
  }
}
