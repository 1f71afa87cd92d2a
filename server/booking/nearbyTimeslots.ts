import type { TimeslotDto } from '../../src/api/contract/booking';
import { readBasis, type ReadBasis } from './availabilityBasis';
import type { SlotSearch } from './clubTimeslots';
import { courtSlots, type CourtSlot } from './courtSlots';
import type { NearbyClub } from './nearbyClubs';
import { timeToMinute, type GridSlot } from './slotGrid';
import { occupancyOf, type ClubDayRead, type SlotContext } from './slotRead';
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
export function clubsAvailability(days: ClubDayRead[], clubs: NearbyClub[], search: SlotSearch, now: Date, userId: number | null): ClubsAvailability {
  const minute = timeToMinute(search.time);
  const pick = (_context: SlotContext, grid: GridSlot[]) => {
    const index = grid.findIndex((g) => g.localMinute >= minute);
    return index < 0 ? [] : grid.slice(Math.max(0, index - 1), index + 2);
  };
  const contexts = days.map((d) => d.context);
  const occupancy = occupancyOf(days, userId);
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
  const basis = readBasis(days);
  return { timeslots, alternative_timeslots, perClub, timeslots_summary: hourSummary(timeslots), discarded_timeslots: sorted.filter((s) => atSearched(s) && !free(s)).length, basis };
}
