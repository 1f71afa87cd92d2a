import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { clubs, courts, crossCourtBlocks } from '../schema';
import { SPORT_ID } from './sports';

/**
 * Club de Golf La Dehesa's 18-hole rounds (spec part 1 §3 "Cross court block"): every day a round may
 * start at Hoyo 1 between 07:00 and 13:00 and goes on at Hoyo 10 (priority 1); early rounds may also
 * start at Hoyo 10, 07:00 to 08:00, and go on at Hoyo 1 (priority 2). Hoyo 10's other times are 9-hole
 * only (onlyShowFor9). Idempotent: the club's blocks are written once.
 */
export async function seedCrossCourtBlocks(db: Db): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'golf-la-dehesa'));
  if (!club) return;
  const [existing] = await db.select({ id: crossCourtBlocks.id }).from(crossCourtBlocks).where(eq(crossCourtBlocks.clubId, club.id));
  if (existing) return;
  const tees = await db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(and(eq(courts.clubId, club.id), eq(courts.sportId, SPORT_ID.golf)));
  const tee = (name: string) => tees.find((t) => t.name === name)?.id;
  const first = tee('Hoyo 1');
  const tenth = tee('Hoyo 10');
  if (first === undefined || tenth === undefined) return;
  const golf = { clubId: club.id, sportId: SPORT_ID.golf };
  await db.insert(crossCourtBlocks).values([
    { ...golf, startCourtId: first, endCourtId: tenth, priority: 1, startTime: '07:00:00', endTime: '13:00:00' },
    { ...golf, startCourtId: tenth, endCourtId: first, priority: 2, startTime: '07:00:00', endTime: '08:00:00' },
  ]);
}
