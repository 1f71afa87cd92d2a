import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { courts, crossCourtBlocks } from '#server/db/schema';
import type { CrossBlockRow } from './crossBlocks';

// The club side's writes of cross-court blocks (spec part 1 §3 "Cross court block"); no screen calls
// them yet. Availability answers see a change at once: migration 0036's triggers raise the club's
// availability counter in the writing transaction (server/booking/availability/availabilityChanges.ts),
// so the kept answers and club days of that club are computed again on the next call.

export interface NewCrossBlock {
  clubId: number;
  sportId: number;
  startCourtId: number;
  endCourtId: number;
  priority?: number;
  fixedDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  startTime: string;
  endTime: string;
}

export type CrossBlockRefusal = 'courts' | 'dates' | 'times';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** Why the block cannot be stored, or null: two different courts of the club and sport, valid dates and times. */
async function refusalOf(db: Db, block: NewCrossBlock): Promise<CrossBlockRefusal | null> {
  if (block.startCourtId === block.endCourtId) return 'courts';
  const own = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.clubId, block.clubId), eq(courts.sportId, block.sportId)));
  const ids = new Set(own.map((c) => c.id));
  if (!ids.has(block.startCourtId) || !ids.has(block.endCourtId)) return 'courts';
  const dates = [block.fixedDate, block.startDate, block.endDate].filter((d) => d != null);
  if (dates.some((d) => !DATE.test(d))) return 'dates';
  if (block.fixedDate != null && (block.startDate != null || block.endDate != null)) return 'dates';
  if (block.startDate != null && block.endDate != null && block.startDate > block.endDate) return 'dates';
  if (!TIME.test(block.startTime) || !TIME.test(block.endTime) || block.startTime > block.endTime) return 'times';
  return null;
}

/** Stores a block (active); refused as a whole when its courts, dates or times are not valid. */
export async function addCrossCourtBlock(
  db: Db,
  block: NewCrossBlock,
): Promise<{ ok: true; block: CrossBlockRow } | { ok: false; refusal: CrossBlockRefusal }> {
  const refusal = await refusalOf(db, block);
  if (refusal) return { ok: false, refusal };
  const [row] = await db
    .insert(crossCourtBlocks)
    .values({
      clubId: block.clubId,
      sportId: block.sportId,
      startCourtId: block.startCourtId,
      endCourtId: block.endCourtId,
      priority: block.priority ?? 1,
      fixedDate: block.fixedDate ?? null,
      startDate: block.startDate ?? null,
      endDate: block.endDate ?? null,
      startTime: block.startTime,
      endTime: block.endTime,
    })
    .returning();
  return { ok: true, block: row };
}

/** Turns a club's block off or on again (rounds already booked stay as they are); false when the club has no such block. */
export async function setCrossCourtBlockActive(db: Db, clubId: number, blockId: number, active: boolean): Promise<boolean> {
  const rows = await db
    .update(crossCourtBlocks)
    .set({ active })
    .where(and(eq(crossCourtBlocks.id, blockId), eq(crossCourtBlocks.clubId, clubId)))
    .returning({ id: crossCourtBlocks.id });
  return rows.length > 0;
}

/** Deletes a club's block (holds keep their rows: holds.cross_block_id becomes null); false when there was none. */
export async function removeCrossCourtBlock(db: Db, clubId: number, blockId: number): Promise<boolean> {
  const rows = await db
    .delete(crossCourtBlocks)
    .where(and(eq(crossCourtBlocks.id, blockId), eq(crossCourtBlocks.clubId, clubId)))
    .returning({ id: crossCourtBlocks.id });
  return rows.length > 0;
}
