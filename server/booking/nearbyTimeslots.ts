import type { TimeslotDto } from '../../src/api/contract/booking';
import type { Db } from '../db/client';
import { readBasis, type ReadBasis } from './availabilityBasis';
import type { SlotSearch } from './clubTimeslots';
import { courtSlots, pickedRange, type CourtSlot } from './courtSlots';
import type { NearbyClub } from './nearbyClubs';
import type { Occupancy } from './occupancy';
import { timeToMinute, type GridSlot } from './slotGrid';
import { readSlotData, type SlotContext, type SlotRead } from './slotRead';
import { hourSummary, toTimeslot } from './timeslotDto';

export interface ClubsAvailability {
  timeslots: TimeslotDto[];
  alternative_timeslots: TimeslotDto[];
  /** Per club: free courts at the searched hour (or at the neighbouring hours when none). */
  perClub: { clubId: number; clubName: string; image: string | null; distance: number | null; hour: string; count: number }[];
  timeslots_summary: { hour: string; count: number }[];
  discarded_timeslots: number;
  /** What it was computed from (for the availability cache). */
  basis: ReadBasis;
}

const free = (slot: CourtSlot) => slot.status === 'free';

/**
 * Free courts across clubs at the searched hour (each club in its own timezone: 19:00 is 19:00 at every
 * club). When no club has one, the neighbouring hours (one step each side) are offered as alternatives.
 */
export async function clubsAvailability(db: Db, clubs: NearbyClub[], sportId: number, search: SlotSearch, now: Date, userId: number | null): Promise<ClubsAvailability> {
  const minute = timeToMinute(search.time);
  const pick = (_context: SlotContext, grid: GridSlot[]) => {
    const index = grid.findIndex((g) => g.localMinute >= minute);
    return index < 0 ? [] : grid.slice(Math.max(0, index - 1), index + 2);
  };
  const reads = await readAround(db, clubs.map((c) => c.id), sportId, search, now, userId, pick);
  const { contexts, occupancy } = reads.merged;
  const slots = courtSlots(contexts, occupancy, search.date, search.timespan, now, userId, pick);
  // Per club, the searched hour is its first grid start at or after the searched time.
  const searchedByClub = new Map<number, number>();
  for (const s of slots) {
    const first = searchedByClub.get(s.context.club.id);
    if (s.grid.localMinute >= minute && (first === undefined || s.grid.localMinute < first)) searchedByClub.set(s.context.club.id, s.grid.localMinute);
  }
  const atSearched = (s: CourtSlot) => s.grid.localMinute === searchedByClub.get(s.context.club.id);
  const order = new Map(clubs.map((c, i) => [c.id, i]));
  const sorted = slots
    .map((s) => ({ s, rank: order.get(s.context.club.id)! }))
    .sort((a, b) => a.rank - b.rank || a.s.grid.localMinute - b.s.grid.localMinute || a.s.court.sort - b.s.court.sort)
    .map((x) => x.s);
  const main = sorted.filter((s) => atSearched(s) && free(s));
  const alternative = main.length === 0 ? sorted.filter((s) => !atSearched(s) && free(s)) : [];
  const timeslots = main.map((s) => toTimeslot(s, s.grid.localStartTime));
  const alternative_timeslots = alternative.map((s) => toTimeslot(s, s.grid.localStartTime));
  const countedByClub = new Map<number, CourtSlot[]>();
  for (const s of main.length > 0 ? main : alternative) {
    const list = countedByClub.get(s.context.club.id);
    if (list) list.push(s);
    else countedByClub.set(s.context.club.id, [s]);
  }
  const perClub = clubs.flatMap((club) => {
    const own = countedByClub.get(club.id);
    if (!own) return [];
    return [{ clubId: club.id, clubName: club.name, image: club.image, distance: club.distance, hour: own[0].grid.localStartTime, count: own.length }];
  });
  const basis = readBasis(reads.all, search.date, search.timespan, now);
  return { timeslots, alternative_timeslots, perClub, timeslots_summary: hourSummary(timeslots), discarded_timeslots: sorted.filter((s) => atSearched(s) && !free(s)).length, basis };
}

/**
 * What is taken around the searched time at these clubs: one read of the window around it, and for
 * the rare club whose slots to judge lie outside that window (it opens hours after the searched
 * time, say), a second read of its whole day.
 */
async function readAround(
  db: Db,
  clubIds: number[],
  sportId: number,
  search: SlotSearch,
  now: Date,
  userId: number | null,
  pick: (context: SlotContext, grid: GridSlot[]) => GridSlot[],
): Promise<{ merged: Pick<SlotRead, 'contexts' | 'occupancy'>; all: SlotRead[] }> {
  const read = await readSlotData(db, clubIds, sportId, search.timespan, search.date, now, userId, { around: search.time });
  const outside = read.contexts.filter((context) => {
    const range = pickedRange(context, search.date, search.timespan, now, pick);
    const window = read.windows.get(context.club.id);
    return range !== null && (!window || range.from < window.from || range.to > window.to);
  });
  if (outside.length === 0) return { merged: read, all: [read] };
  const day = await readSlotData(db, outside.map((c) => c.club.id), sportId, search.timespan, search.date, now, userId);
  const courtIds = new Set(outside.flatMap((c) => c.courts.map((court) => court.id)));
  return { merged: { contexts: read.contexts, occupancy: mergeOccupancy(read.occupancy, day.occupancy, courtIds) }, all: [read, day] };
}

/** `base` with what `wider` says about these courts instead. */
function mergeOccupancy(base: Occupancy, wider: Occupancy, courtIds: Set<number>): Occupancy {
  const claimsByCourt = new Map([...base.claimsByCourt].filter(([courtId]) => !courtIds.has(courtId)));
  for (const [courtId, claims] of wider.claimsByCourt) if (courtIds.has(courtId)) claimsByCourt.set(courtId, claims);
  const seats = new Map([...base.seats].filter(([key]) => !courtIds.has(Number(key.split(':')[0]))));
  for (const [key, use] of wider.seats) if (courtIds.has(Number(key.split(':')[0]))) seats.set(key, use);
  return { claimsByCourt, seats };
}
