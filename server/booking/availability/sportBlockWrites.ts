import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sportAutoBlocks, sportManualBlocks } from '#server/db/schema';

// The club side's writes of a player's sport blocks (spec part 1 §3 "Sport blocks for a user"); no
// screen calls them yet. Every read of blocks (the club sport's blocked flag, holds, quotes, bookings:
// sportBlocks.ts) goes to the database, so a change counts from the next call; migration 0036's
// triggers also raise the club's availability counter, so an answer kept with the club would be
// computed again if one ever depended on them.

/** Blocks one sport for a player at a club until an instant. */
export async function addSportManualBlock(
  db: Db,
  block: { clubId: number; userId: number; sportId: number; until: Date },
): Promise<number> {
  const [row] = await db
    .insert(sportManualBlocks)
    .values({ clubId: block.clubId, userId: block.userId, sportId: block.sportId, blockedUntil: block.until })
    .returning({ id: sportManualBlocks.id });
  return row.id;
}

/** Lifts a player's manual blocks of a sport at a club; how many were lifted. */
export async function liftSportManualBlocks(db: Db, clubId: number, userId: number, sportId: number): Promise<number> {
  const rows = await db
    .delete(sportManualBlocks)
    .where(and(eq(sportManualBlocks.clubId, clubId), eq(sportManualBlocks.userId, userId), eq(sportManualBlocks.sportId, sportId)))
    .returning({ id: sportManualBlocks.id });
  return rows.length;
}

/** An automatic block (the club's rules) of some sports, or all, from `since` until `until`; null when the window is empty. */
export async function addSportAutoBlock(
  db: Db,
  block: { clubId: number; userId: number; sportIds: number[]; since: Date; until: Date },
): Promise<number | null> {
  if (block.since.getTime() >= block.until.getTime()) return null;
  const [row] = await db
    .insert(sportAutoBlocks)
    .values({
      clubId: block.clubId,
      userId: block.userId,
      sportIds: block.sportIds,
      allSports: block.sportIds.length === 0,
      blockedSince: block.since,
      blockedUntil: block.until,
    })
    .returning({ id: sportAutoBlocks.id });
  return row.id;
}

/** Removes one automatic block of a club; false when the club has no such block. */
export async function removeSportAutoBlock(db: Db, clubId: number, blockId: number): Promise<boolean> {
  const rows = await db
    .delete(sportAutoBlocks)
    .where(and(eq(sportAutoBlocks.id, blockId), eq(sportAutoBlocks.clubId, clubId)))
    .returning({ id: sportAutoBlocks.id });
  return rows.length > 0;
}
