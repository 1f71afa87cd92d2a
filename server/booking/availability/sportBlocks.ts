import { and, eq, gt, lte } from 'drizzle-orm';
import type { AutoSportBlockDto, ManualSportBlockDto } from '#kernel/contract/booking';
import type { Db } from '#server/db/client';
import { clubUserBlocks, sportAutoBlocks, sportManualBlocks } from '#server/db/schema';

/** The caller's sport blocks at a club that last at `now` (spec part 1 §3 "Sport blocks for a user"). */
export interface SportBlocks {
  manual_blocks: ManualSportBlockDto[];
  auto_blocks: AutoSportBlockDto[];
}

const NONE: SportBlocks = { manual_blocks: [], auto_blocks: [] };

export async function sportBlocksAt(db: Db, clubId: number, userId: number | null, now: Date): Promise<SportBlocks> {
  if (!userId) return NONE;
  const [manual, auto] = await Promise.all([
    db
      .select({ sportId: sportManualBlocks.sportId, until: sportManualBlocks.blockedUntil })
      .from(sportManualBlocks)
      .where(and(eq(sportManualBlocks.clubId, clubId), eq(sportManualBlocks.userId, userId), gt(sportManualBlocks.blockedUntil, now)))
      .orderBy(sportManualBlocks.sportId),
    db
      .select()
      .from(sportAutoBlocks)
      .where(
        and(
          eq(sportAutoBlocks.clubId, clubId),
          eq(sportAutoBlocks.userId, userId),
          lte(sportAutoBlocks.blockedSince, now),
          gt(sportAutoBlocks.blockedUntil, now),
        ),
      )
      .orderBy(sportAutoBlocks.blockedUntil),
  ]);
  return {
    manual_blocks: manual.map((m) => ({ sport_id: m.sportId, blocked_until: m.until.toISOString() })),
    auto_blocks: auto.map((a) => ({
      sports: a.allSports ? [] : a.sportIds,
      all_sports: a.allSports,
      blocked_since: a.blockedSince.toISOString(),
      blocked_until: a.blockedUntil.toISOString(),
    })),
  };
}

/** When the blocks of one sport end (the latest of them), or null when none covers it. */
export function sportBlockedUntil(blocks: SportBlocks, sportId: number): string | null {
  const ends = [
    ...blocks.manual_blocks.filter((m) => m.sport_id === sportId).map((m) => m.blocked_until),
    ...blocks.auto_blocks.filter((a) => a.all_sports || a.sports.includes(sportId)).map((a) => a.blocked_until),
  ];
  return ends.length === 0 ? null : ends.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
}

/** Whether the club disabled the user (club_user_blocks: the club-blocked message). */
export async function isClubBlockedFor(db: Db, clubId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ clubId: clubUserBlocks.clubId })
    .from(clubUserBlocks)
    .where(and(eq(clubUserBlocks.clubId, clubId), eq(clubUserBlocks.userId, userId)));
  return rows.length > 0;
}

/**
 * Why the user may not hold or book this sport at this club now, or null: the club disabled them, or a
 * sport block lasts (-375 with this reason).
 */
export async function accessRefusal(
  db: Db,
  clubId: number,
  sportId: number,
  userId: number,
  now: Date,
): Promise<{ reason: 'clubBlocked' } | { reason: 'sportBlocked'; blockedUntil: string } | null> {
  if (await isClubBlockedFor(db, clubId, userId)) return { reason: 'clubBlocked' };
  const until = sportBlockedUntil(await sportBlocksAt(db, clubId, userId, now), sportId);
  return until ? { reason: 'sportBlocked', blockedUntil: until } : null;
}
