import type { TimeslotDto } from '#kernel/contract/booking';
import { readBasis, type ReadBasis } from './availabilityBasis';
import type { SlotSearch } from './clubTimeslots';
import { courtSlots, type CourtSlot } from './courtSlots';
import type { NearbyClub } from './nearbyClubs';
import { timeToMinute, type GridSlot } from './slotGrid';
import { occupancyOf, type ClubDayRead, type SlotContext } from './slotRead';
import { toTimeslot } from './timeslotDto';

export interface ClubsAvailability {
  /** Some club has a free court at its searched hour: the list offered is `timeslots`, else `alternative_timeslots`. */
  anyFree: boolean;
  /** The list offered, as the bytes of a JSON array in pieces (joined from the clubs' parts, not written again). */
  offeredJson: Buffer[];
  /** Per club: free courts at the searched hour (or at the neighbouring hours when none). */
  perClub: { clubId: number; clubName: string; image: string | null; distance: number | null; hour: string; count: number }[];
  timeslots_summary: { hour: string; count: number }[];
  discarded_timeslots: number;
  /** What it was computed from (for the availability cache). */
  basis: ReadBasis;
}

/** One club's share of a cross-club search: the same for every caller with no claim there. */
export interface ClubPart {
  /** Free courts at the club's searched hour (its first start at or after the searched time), in hour and court order. */
  main: TimeslotDto[];
  /** Free courts at the hours next to it (offered when no club has one at its searched hour). */
  alternative: TimeslotDto[];
  /** Courts not free at the searched hour. */
  discarded: number;
  /** `main` and `alternative` as the UTF-8 of JSON array items (no brackets): a search's answer joins them instead of writing 400 slots again. */
  mainJson: Buffer;
  alternativeJson: Buffer;
}

const jsonItems = (items: unknown[]) => Buffer.from(JSON.stringify(items).slice(1, -1));
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

const free = (slot: CourtSlot) => slot.status === 'free';

/** A club's share of a search: its searched hour and one grid step each side (each club in its own timezone: 19:00 is 19:00 at every club). */
export function clubPart(
  day: ClubDayRead,
  search: SlotSearch,
  now: Date,
  userId: number | null,
  /** What a club's own rules make of its free slots (golf: the rounds only, or the slots flagged); as they are by default. */
  refine: (slots: TimeslotDto[]) => TimeslotDto[] = (slots) => slots,
): ClubPart {
  const minute = timeToMinute(search.time);
  const pick = (_context: SlotContext, grid: GridSlot[]) => {
    const index = grid.findIndex((g) => g.localMinute >= minute);
    return index < 0 ? [] : grid.slice(Math.max(0, index - 1), index + 2);
  };
  const slots = courtSlots([day.context], occupancyOf([day], userId), search.date, search.timespan, now, userId, pick).sort(
    (a, b) => a.grid.localMinute - b.grid.localMinute || a.court.sort - b.court.sort,
  );
  let searched: number | undefined;
  for (const s of slots)
    if (s.grid.localMinute >= minute && (searched === undefined || s.grid.localMinute < searched)) searched = s.grid.localMinute;
  const dto = (s: CourtSlot) => toTimeslot(s, s.grid.localStartTime);
  const main = refine(slots.filter((s) => s.grid.localMinute === searched && free(s)).map(dto));
  const alternative = refine(slots.filter((s) => s.grid.localMinute !== searched && free(s)).map(dto));
  return {
    main,
    alternative,
    discarded: slots.filter((s) => s.grid.localMinute === searched && !free(s)).length,
    mainJson: jsonItems(main),
    alternativeJson: jsonItems(alternative),
  };
}

/**
 * Free courts across clubs at the searched hour, clubs in the order given (nearest first). When no
 * club has one, the neighbouring hours (one step each side) are offered as alternatives. `partOf`
 * answers a club's share (clubPart, or the same kept: it depends on nothing else).
 */
export function clubsAvailability(days: ClubDayRead[], clubs: NearbyClub[], partOf: (day: ClubDayRead) => ClubPart): ClubsAvailability {
  const dayOf = new Map(days.map((d) => [d.context.club.id, d]));
  const parts = clubs.flatMap((club) => {
    const day = dayOf.get(club.id);
    return day ? [{ club, part: partOf(day) }] : [];
  });
  const anyFree = parts.some(({ part }) => part.main.length > 0);
  const offeredJson: Buffer[] = [OPEN];
  const perClub: ClubsAvailability['perClub'] = [];
  const hours = new Map<string, number>();
  let discarded = 0;
  for (const { club, part } of parts) {
    discarded += part.discarded;
    const own = anyFree ? part.main : part.alternative;
    if (own.length === 0) continue;
    if (offeredJson.length > 1) offeredJson.push(COMMA);
    offeredJson.push(anyFree ? part.mainJson : part.alternativeJson);
    perClub.push({
      clubId: club.id,
      clubName: club.name,
      image: club.image,
      distance: club.distance,
      hour: own[0].local_start_time,
      count: own.length,
    });
    // A club's main slots are all at its searched hour.
    if (anyFree) hours.set(own[0].local_start_time, (hours.get(own[0].local_start_time) ?? 0) + own.length);
  }
  offeredJson.push(CLOSE);
  return {
    anyFree,
    offeredJson,
    perClub,
    timeslots_summary: [...hours].sort(([a], [b]) => a.localeCompare(b)).map(([hour, count]) => ({ hour, count })),
    discarded_timeslots: discarded,
    basis: readBasis(days),
  };
}
