import type { ClubSportContext, CourtRow, PriceRow } from './clubContext';
import { loadOccupancy, seatKey, type LiveClaim, type Occupancy } from './occupancy';
import { dateWindow, gridSlots, type GridSlot } from './slotGrid';
import type { Db } from '../db/client';

export type SlotStatus = 'free' | 'taken' | 'mine' | 'past';

/** A court at a grid time with its price and what is taken there. */
export interface CourtSlot {
  context: ClubSportContext;
  court: CourtRow;
  grid: GridSlot;
  price: PriceRow;
  status: SlotStatus;
  bookingId: number | null;
  /** Capacity courts: seats left and taken (null on exclusive courts). */
  availableCapacity: number | null;
  usedCapacity: number | null;
  usedCapacityPerUser: number | null;
  /** Bookings already on a capacity session. */
  bookingsOnSlot: number;
}

/** The price of a court for a duration at an opening-day minute: the narrowest band that holds it. */
export function priceFor(prices: PriceRow[] | undefined, timespan: number, openingMinute: number): PriceRow | null {
  let best: PriceRow | null = null;
  for (const p of prices ?? []) {
    if (p.timespan !== timespan || openingMinute < p.fromMinute || openingMinute >= p.toMinute) continue;
    if (!best || p.toMinute - p.fromMinute < best.toMinute - best.fromMinute) best = p;
  }
  return best;
}

export const isCapacityCourt = (court: CourtRow) => court.capacity !== null;

/** The grid of one court: capacity courts run back-to-back sessions of the duration; others use the club step. */
export function courtGrid(context: ClubSportContext, court: CourtRow, date: string, timespan: number): GridSlot[] {
  const step = isCapacityCourt(court) ? timespan : context.config.stepMinutes;
  return gridSlots(context.config, context.club.timezone, date, timespan, step);
}

/** True when the date is bookable at the club today (between mindate and maxdate, club time). */
export function inDateWindow(context: ClubSportContext, date: string, now: Date): boolean {
  const { mindate, maxdate } = dateWindow(context.club.timezone, now, context.config.daysAhead);
  return date >= mindate && date <= maxdate;
}

const overlapping = (claims: LiveClaim[] | undefined, grid: GridSlot) =>
  (claims ?? []).filter((c) => c.start < grid.endsAt.getTime() && c.end > grid.startsAt.getTime());

function judge(context: ClubSportContext, court: CourtRow, grid: GridSlot, price: PriceRow, occupancy: Occupancy, now: Date, userId: number | null): CourtSlot {
  const base = { context, court, grid, price, bookingId: null, availableCapacity: null, usedCapacity: null, usedCapacityPerUser: null, bookingsOnSlot: 0 };
  const past = grid.startsAt.getTime() <= now.getTime();
  if (isCapacityCourt(court)) {
    const use = occupancy.seats.get(seatKey(court.id, grid.startsAt)) ?? { used: 0, mine: 0, bookings: 0 };
    const available = Math.max(0, court.capacity! - use.used);
    const status: SlotStatus = past ? 'past' : available > 0 ? 'free' : 'taken';
    return { ...base, status, availableCapacity: available, usedCapacity: use.used, usedCapacityPerUser: use.mine, bookingsOnSlot: use.bookings };
  }
  const claims = overlapping(occupancy.claimsByCourt.get(court.id), grid);
  const mine = claims.find((c) => c.userId === userId && c.bookingId !== null);
  // The caller's own hold never blocks the caller.
  const others = claims.filter((c) => c.userId !== userId);
  const status: SlotStatus = mine ? 'mine' : past ? 'past' : others.length > 0 ? 'taken' : 'free';
  return { ...base, status, bookingId: mine?.bookingId ?? null };
}

/**
 * The slots of several clubs on a date for a duration, judged against one read of what is taken.
 * `pick` chooses, per club, which grid times to consider (the searched hour, its neighbours, all).
 */
export async function courtSlots(
  db: Db,
  contexts: ClubSportContext[],
  date: string,
  timespan: number,
  now: Date,
  userId: number | null,
  pick: (context: ClubSportContext, grid: GridSlot[]) => GridSlot[] = (_c, grid) => grid,
): Promise<CourtSlot[]> {
  const candidates: { context: ClubSportContext; court: CourtRow; grid: GridSlot; price: PriceRow }[] = [];
  for (const context of contexts) {
    if (!context.config.timespans.includes(timespan) || !inDateWindow(context, date, now)) continue;
    // Every court booked whole shares the club's grid: build it once per step.
    const grids = new Map<number, GridSlot[]>();
    for (const court of context.courts) {
      const step = isCapacityCourt(court) ? timespan : context.config.stepMinutes;
      if (!grids.has(step)) grids.set(step, pick(context, courtGrid(context, court, date, timespan)));
      for (const grid of grids.get(step)!) {
        const price = priceFor(context.pricesByCourt.get(court.id), timespan, grid.openingMinute);
        if (price) candidates.push({ context, court, grid, price });
      }
    }
  }
  if (candidates.length === 0) return [];
  const from = new Date(Math.min(...candidates.map((c) => c.grid.startsAt.getTime())));
  const to = new Date(Math.max(...candidates.map((c) => c.grid.endsAt.getTime())));
  const exclusive = [...new Set(candidates.filter((c) => !isCapacityCourt(c.court)).map((c) => c.court.id))];
  const capacity = [...new Set(candidates.filter((c) => isCapacityCourt(c.court)).map((c) => c.court.id))];
  const occupancy = await loadOccupancy(db, { exclusive, capacity }, from, to, now, userId);
  return candidates.map((c) => judge(c.context, c.court, c.grid, c.price, occupancy, now, userId));
}
