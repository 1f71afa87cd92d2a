import type { ClubSportContext } from '#server/booking/availability/clubContext';
import type { ResolvedSlot } from '#server/booking/availability/findSlot';
import { loadOccupancy } from '#server/booking/availability/occupancy';
import type { Db } from '#server/db/client';
import type { ApiFailure } from '#server/http/apiFailure';
import { blocksStartingAt, endPartOf, loadCrossBlocks, roundAt } from './crossBlocks';

/**
 * The 18-hole round a hold, quote or booking asks for (isElegibleForCrossBlock) at this slot: the slot
 * with its round (the end court's part) and the price of both nines. -99 (`notAvailable`) when no
 * cross-court block starts a round here or its end court is taken. Only a first judgement: the hold and
 * the booking write one claim per court in one transaction, and the exclusion constraint decides.
 */
export async function roundSlot(
  db: Db,
  context: ClubSportContext,
  slot: ResolvedSlot,
  userId: number,
  now: Date,
  notAvailable: () => ApiFailure,
): Promise<ResolvedSlot> {
  const { grid } = slot;
  const starts = blocksStartingAt(
    await loadCrossBlocks(db, context.club.id, context.config.sportId),
    slot.court.id,
    grid.localDate,
    grid.localStartTime,
  );
  const ends = starts.map((b) => endPartOf(context, b, grid.localDate, grid.endsAt.getTime(), grid.timespan)).filter((e) => e !== null);
  if (ends.length === 0) throw notAvailable();
  const occupancy = await loadOccupancy(
    db,
    { exclusive: [...new Set(ends.map((e) => e.court.id))], capacity: [] },
    grid.endsAt,
    new Date(Math.max(...ends.map((e) => e.grid.endsAt.getTime()))),
    now,
    userId,
  );
  const round = roundAt(
    context,
    starts,
    occupancy.claimsByCourt,
    {
      courtId: slot.court.id,
      date: grid.localDate,
      startTime: grid.localStartTime,
      endsAt: grid.endsAt.getTime(),
      timespan: grid.timespan,
    },
    userId,
  );
  if (!round) throw notAvailable();
  return { ...slot, round, price: { ...slot.price, amount: slot.price.amount + round.end.price.amount } };
}
