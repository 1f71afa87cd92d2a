import type { TimeslotDto } from '#kernel/contract/booking';
import { ALTERNATIVE_HOURS, type ClubTimeslots } from '#server/booking/availability/clubTimeslots';
import type { LiveClaim } from '#server/booking/availability/occupancy';
import { timeToMinute } from '#server/booking/availability/slotGrid';
import type { SlotContext } from '#server/booking/availability/slotRead';
import { hourSummary } from '#server/booking/availability/timeslotDto';
import { blocksStartingAt, roundAt, type CrossBlockRow } from './crossBlocks';

export interface GolfSearch {
  /** The 18-hole mode: only slots that start a round. */
  rounds: boolean;
  time: string;
  showAll?: boolean;
}

/**
 * A slot's golf flags (spec part 1 §3 Timeslot): onlyShowFor9 when no block lets a round start at its
 * court and time (an end court, or outside every block's dates and times); isElegibleForCrossBlock when
 * one does and its end court is free right after. With `rounds`, the round's back nine and the price of
 * both nines come along.
 */
function judged(
  context: SlotContext,
  blocks: readonly CrossBlockRow[],
  claimsByCourt: Map<number, LiveClaim[]>,
  slot: TimeslotDto,
  userId: number | null,
  rounds: boolean,
): TimeslotDto {
  if (slot.courtCapacityEnabled) return slot;
  const starts = blocksStartingAt(blocks, slot.courtId, slot.local_date, slot.local_start_time);
  const round =
    starts.length === 0
      ? null
      : roundAt(
          context,
          starts,
          claimsByCourt,
          {
            courtId: slot.courtId,
            date: slot.local_date,
            startTime: slot.local_start_time,
            endsAt: Date.parse(slot.ends_at),
            timespan: slot.timespan,
          },
          userId,
        );
  const flagged = { ...slot, onlyShowFor9: starts.length === 0, isElegibleForCrossBlock: round !== null };
  if (!rounds || !round) return flagged;
  const { end } = round;
  return {
    ...flagged,
    crossBlock: {
      blockId: round.blockId,
      endCourtId: end.court.id,
      endCourtText: end.court.name,
      local_start_time: end.grid.localStartTime,
      local_end_time: end.grid.localEndTime,
      ends_at: end.grid.endsAtIso,
    },
    priceInfo: {
      ...slot.priceInfo,
      amount: slot.priceInfo.amount + end.price.amount,
      detail: [...slot.priceInfo.detail, { price_id: end.price.id, amount: end.price.amount }],
    },
  };
}

/**
 * A club's share of a cross-club search (spec part 1 §2.2 golf mode): its free slots with their golf
 * flags; in the 18-hole mode only those that start a round, each with its back nine and the price of
 * both nines. Clubs without blocks for the sport: as they are.
 */
export function golfSlots(
  context: SlotContext,
  blocks: readonly CrossBlockRow[],
  claimsByCourt: Map<number, LiveClaim[]>,
  slots: TimeslotDto[],
  rounds: boolean,
  userId: number | null,
): TimeslotDto[] {
  if (blocks.length === 0) return slots;
  const judgedSlots = slots.map((s) => judged(context, blocks, claimsByCourt, s, userId, rounds));
  return rounds ? judgedSlots.filter((s) => s.isElegibleForCrossBlock) : judgedSlots;
}

/**
 * A club's answer with its golf flags, at a club with cross-court blocks for the sport (others: as it
 * was). In the 18-hole mode only the slots that start a round are offered; when none is at the searched
 * hour, the rounds of the nearest other hours of the day (`wholeDay`) are the alternatives.
 */
export function golfTimeslots(
  context: SlotContext,
  blocks: readonly CrossBlockRow[],
  claimsByCourt: Map<number, LiveClaim[]>,
  answer: ClubTimeslots,
  search: GolfSearch,
  userId: number | null,
  wholeDay: () => ClubTimeslots,
): ClubTimeslots {
  if (blocks.length === 0) return answer;
  const judge = (slots: TimeslotDto[]) => slots.map((s) => judged(context, blocks, claimsByCourt, s, userId, search.rounds));
  const timeslots = judge(answer.timeslots);
  const alternative = judge(answer.alternative_timeslots);
  if (!search.rounds) return { ...answer, timeslots, alternative_timeslots: alternative };
  const roundsOf = (slots: TimeslotDto[]) => slots.filter((s) => s.isElegibleForCrossBlock);
  const shown = roundsOf(timeslots);
  if (shown.length > 0 || search.showAll) {
    return { ...answer, timeslots: shown, timeslots_summary: hourSummary(shown), alternative_timeslots: roundsOf(alternative) };
  }
  const minute = timeToMinute(search.time);
  const day = roundsOf(judge(wholeDay().timeslots)).filter((s) => !s.bookedByMe);
  const hours = [...new Set(day.map((s) => timeToMinute(s.local_start_time)))]
    .sort((a, b) => Math.abs(a - minute) - Math.abs(b - minute) || a - b)
    .slice(0, ALTERNATIVE_HOURS);
  return {
    ...answer,
    timeslots: [],
    timeslots_summary: [],
    alternative_timeslots: day
      .filter((s) => hours.includes(timeToMinute(s.local_start_time)))
      .map((s) => ({ ...s, hour: s.local_start_time })),
    searchedHourTaken: true,
  };
}
