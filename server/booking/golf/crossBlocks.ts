import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { clubs, crossCourtBlocks } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import type { CourtRow, PriceRow } from '#server/booking/availability/clubContext';
import { courtGrid, priceFor } from '#server/booking/availability/courtSlots';
import type { LiveClaim } from '#server/booking/availability/occupancy';
import type { GridSlot } from '#server/booking/availability/slotGrid';
import type { SlotContext } from '#server/booking/availability/slotRead';

// Golf cross-court blocks (spec part 1 §3, §4.6, §6): an 18-hole round starts at a block's start court
// and goes on at its end court right after, for the same duration. Pure rules here; the database's
// exclusion constraint is what keeps two rounds (or a round and a 9-hole booking) apart.

export type CrossBlockRow = typeof crossCourtBlocks.$inferSelect;

/** The back nine of a round: the end court's slot that starts when the first nine ends. */
export interface RoundPart {
  court: CourtRow;
  grid: GridSlot;
  price: PriceRow;
}

/** An 18-hole round: its block and its second part (the first is the slot itself). */
export interface Round {
  blockId: number;
  end: RoundPart;
}

/**
 * The club's active blocks of a sport, lowest priority first; none when the club does not have the
 * cross-court-block permission (clubs.cross_court_block_enabled).
 */
export async function loadCrossBlocks(db: Db | Tx, clubId: number, sportId: number): Promise<CrossBlockRow[]> {
  const rows = await db
    .select({ block: crossCourtBlocks })
    .from(crossCourtBlocks)
    .innerJoin(clubs, and(eq(clubs.id, crossCourtBlocks.clubId), eq(clubs.crossCourtBlockEnabled, true)))
    .where(and(eq(crossCourtBlocks.clubId, clubId), eq(crossCourtBlocks.sportId, sportId), eq(crossCourtBlocks.active, true)))
    .orderBy(asc(crossCourtBlocks.priority), asc(crossCourtBlocks.id));
  return rows.map((r) => r.block);
}

/** The active blocks of a sport at these clubs (those with the permission), by club, lowest priority first. */
export async function loadCrossBlocksOf(db: Db, clubIds: readonly number[], sportId: number): Promise<Map<number, CrossBlockRow[]>> {
  const byClub = new Map<number, CrossBlockRow[]>();
  if (clubIds.length === 0) return byClub;
  const rows = await db
    .select({ block: crossCourtBlocks })
    .from(crossCourtBlocks)
    .innerJoin(clubs, and(eq(clubs.id, crossCourtBlocks.clubId), eq(clubs.crossCourtBlockEnabled, true)))
    .where(and(inArray(crossCourtBlocks.clubId, [...clubIds]), eq(crossCourtBlocks.sportId, sportId), eq(crossCourtBlocks.active, true)))
    .orderBy(asc(crossCourtBlocks.priority), asc(crossCourtBlocks.id));
  for (const { block } of rows) byClub.set(block.clubId, [...(byClub.get(block.clubId) ?? []), block]);
  return byClub;
}

/** The block applies on this club date: its fixed date, or inside its date window. */
export function appliesOn(block: CrossBlockRow, date: string): boolean {
  if (block.fixedDate) return block.fixedDate === date;
  return (!block.startDate || date >= block.startDate) && (!block.endDate || date <= block.endDate);
}

/** The blocks whose round may start at this court, date and start time ('HH:mm:ss'), in priority order. */
export function blocksStartingAt(blocks: readonly CrossBlockRow[], courtId: number, date: string, startTime: string): CrossBlockRow[] {
  return blocks.filter((b) => b.startCourtId === courtId && appliesOn(b, date) && startTime >= b.startTime && startTime <= b.endTime);
}

/** The end court's slot right after a first nine ending at `endsAt` (same duration, on its grid, with a price). */
export function endPartOf(context: SlotContext, block: CrossBlockRow, date: string, endsAt: number, timespan: number): RoundPart | null {
  const court = context.courts.find((c) => c.id === block.endCourtId);
  if (!court || court.capacity !== null) return null;
  const grid = courtGrid(context, court, date, timespan).find((g) => g.startsAt.getTime() === endsAt);
  if (!grid) return null;
  const price = priceFor(context.pricesByCourt.get(court.id), timespan, grid.openingMinute);
  return price ? { court, grid, price } : null;
}

/** Nobody but the caller claims the court over the range. */
export function isFreeFor(claims: readonly LiveClaim[] | undefined, start: number, end: number, userId: number | null): boolean {
  return !(claims ?? []).some((c) => c.start < end && c.end > start && c.userId !== userId);
}

/**
 * The round that starts at this court, date and first-nine slot: the first block (by priority) whose
 * end court's slot exists and is free for the caller; null when none.
 */
export function roundAt(
  context: SlotContext,
  blocks: readonly CrossBlockRow[],
  claimsByCourt: Map<number, LiveClaim[]>,
  slot: { courtId: number; date: string; startTime: string; endsAt: number; timespan: number },
  userId: number | null,
): Round | null {
  for (const block of blocksStartingAt(blocks, slot.courtId, slot.date, slot.startTime)) {
    const end = endPartOf(context, block, slot.date, slot.endsAt, slot.timespan);
    if (end && isFreeFor(claimsByCourt.get(end.court.id), end.grid.startsAt.getTime(), end.grid.endsAt.getTime(), userId)) {
      return { blockId: block.id, end };
    }
  }
  return null;
}
