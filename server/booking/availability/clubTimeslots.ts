import type { TimeslotDto } from '#kernel/contract/booking';
import { courtSlots, type CourtSlot } from './courtSlots';
import type { Occupancy } from './occupancy';
import { timeToMinute, type GridSlot } from './slotGrid';
import type { SlotContext } from './slotRead';
import { hourSummary, toTimeslot } from './timeslotDto';

/** Show all: at most this many slots. */
export const SHOW_ALL_LIMIT = 1000;
/** When the searched hour is taken: free slots at this many nearest other hours. */
export const ALTERNATIVE_HOURS = 4;

export interface SlotSearch {
  date: string;
  time: string;
  timespan: number;
  showAll?: boolean;
}

export interface ClubTimeslots {
  timeslots: TimeslotDto[];
  timeslots_summary: { hour: string; count: number }[];
  alternative_timeslots: TimeslotDto[];
  discarded_timeslots: number;
  /** No court is free at the searched hour (the caller may look at nearby clubs). */
  searchedHourTaken: boolean;
}

const visible = (slot: CourtSlot) => slot.status === 'free' || slot.status === 'mine';

/** The searched hour with one neighbouring start on each side (of one court grid). */
function aroundSearched(grid: GridSlot[], minute: number): GridSlot[] {
  const index = grid.findIndex((g) => g.localMinute >= minute);
  return index < 0 ? [] : grid.slice(Math.max(0, index - 1), index + 2);
}

/** Free slots at the other hours nearest the searched one. */
function alternatives(slots: CourtSlot[], minute: number): CourtSlot[] {
  const free = slots.filter((s) => s.status === 'free');
  const hours = [...new Set(free.map((s) => s.grid.localMinute))]
    .sort((a, b) => Math.abs(a - minute) - Math.abs(b - minute) || a - b)
    .slice(0, ALTERNATIVE_HOURS);
  return free.filter((s) => hours.includes(s.grid.localMinute)).sort(bySlotOrder);
}

const bySlotOrder = (a: CourtSlot, b: CourtSlot) =>
  a.grid.localMinute - b.grid.localMinute || a.court.sort - b.court.sort || a.court.id - b.court.id;

/**
 * A club's slots for a search (spec part 1 §2.2, §4.2): the searched hour and one neighbour each
 * side per court, or the whole day (up to 1000) with showAll. When no court is free at the searched
 * hour, the answer has no timeslots and offers the nearest other hours of the day instead (only then
 * is the whole day judged). `occupancy` is what is taken at the club that day (slotRead.ts).
 */
export function clubTimeslots(
  context: SlotContext,
  occupancy: Occupancy,
  search: SlotSearch,
  now: Date,
  userId: number | null,
): ClubTimeslots {
  const minute = timeToMinute(search.time);
  const read = (pick?: (c: SlotContext, grid: GridSlot[]) => GridSlot[]) =>
    courtSlots([context], occupancy, search.date, search.timespan, now, userId, pick);
  const window = read(search.showAll ? undefined : (_c, grid) => aroundSearched(grid, minute)).sort(bySlotOrder);
  const startMinute = window.find((s) => s.grid.localMinute >= minute)?.grid.localMinute ?? null;
  const hour = window.find((s) => s.grid.localMinute === startMinute)?.grid.localStartTime ?? search.time;
  const searchedHourTaken = !window.some((s) => s.grid.localMinute === startMinute && visible(s));
  const shown = searchedHourTaken && !search.showAll ? [] : window.filter(visible).slice(0, SHOW_ALL_LIMIT);
  const timeslots = shown.map((s) => toTimeslot(s, search.showAll ? s.grid.localStartTime : hour));
  const alternative =
    searchedHourTaken && !search.showAll ? alternatives(read(), minute).map((s) => toTimeslot(s, s.grid.localStartTime)) : [];
  return {
    timeslots,
    timeslots_summary: hourSummary(timeslots),
    alternative_timeslots: alternative,
    discarded_timeslots: window.filter((s) => !visible(s)).length,
    searchedHourTaken,
  };
}
