import type { CourtRow, PriceRow } from './clubContext';
import { seatKey, type LiveClaim, type Occupancy } from './occupancy';
import { dateWindow, gridSlots, type GridSlot } from './slotGrid';
import type { SlotContext } from './slotRead';

export type SlotStatus = 'free' | 'taken' | 'mine' | 'past';

/** A court at a grid time with its price and what is taken there. */
export interface CourtSlot {
  context: SlotContext;
  court: CourtRow;
  grid: GridSlot;
  price: PriceRow;
  status: SlotStatus;
  bookingId: number | null;
  /** Someone else's booking that starts here (exclusive courts): the one a waiting list waits on. */
  takenBy: number | null;
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
export function courtGrid(context: SlotContext, court: CourtRow, date: string, timespan: number): GridSlot[] {
  const step = isCapacityCourt(court) ? timespan : context.config.stepMinutes;
  return gridSlots(context.config, context.club.timezone, date, timespan, step);
}

/** True when the date is bookable at the club today (between mindate and maxdate, club time). */
export function inDateWindow(context: SlotContext, date: string, now: Date): boolean {
  const { mindate, maxdate } = dateWindow(context.club.timezone, now, context.config.daysAhead);
  return date >= mindate && date <= maxdate;
}

function judge(
  context: SlotContext,
  court: CourtRow,
  grid: GridSlot,
  price: PriceRow,
  occupancy: Occupancy,
  now: Date,
  userId: number | null,
): CourtSlot {
  const past = grid.startsAt.getTime() <= now.getTime();
  if (isCapacityCourt(court)) {
    const use = occupancy.seats.get(seatKey(court.id, grid.startsAt)) ?? { used: 0, mine: 0, bookings: 0 };
    const available = Math.max(0, court.capacity! - use.used);
    const status: SlotStatus = past ? 'past' : available > 0 ? 'free' : 'taken';
    return {
      context,
      court,
      grid,
      price,
      status,
      bookingId: null,
      // Seats free up one by one: no waiting list on capacity courts (docs/decisions.md).
      takenBy: null,
      availableCapacity: available,
      usedCapacity: use.used,
      usedCapacityPerUser: use.mine,
      bookingsOnSlot: use.bookings,
    };
  }
  // The first of the caller's own booked claims over the slot, and whether anyone else claims it
  // (the caller's own hold never blocks the caller). No arrays: this runs for every slot judged.
  const start = grid.startsAt.getTime();
  const end = grid.endsAt.getTime();
  let mine: LiveClaim | null = null;
  let others = false;
  let takenBy: number | null = null;
  for (const c of occupancy.claimsByCourt.get(court.id) ?? NO_CLAIMS) {
    if (c.start >= end || c.end <= start) continue;
    if (c.userId !== userId) {
      others = true;
      if (takenBy === null && c.bookingId !== null && c.start === start) takenBy = c.bookingId;
    } else if (mine === null && c.bookingId !== null) mine = c;
  }
  const status: SlotStatus = mine ? 'mine' : past ? 'past' : others ? 'taken' : 'free';
  return {
    context,
    court,
    grid,
    price,
    status,
    bookingId: mine?.bookingId ?? null,
    takenBy,
    availableCapacity: null,
    usedCapacity: null,
    usedCapacityPerUser: null,
    bookingsOnSlot: 0,
  };
}

const NO_CLAIMS: LiveClaim[] = [];

/**
 * The slots of several clubs on a date for a duration, judged against what is taken (one read for all
 * of them: slotRead.ts). `pick` chooses, per club, which grid times to consider (the searched hour, its
 * neighbours, all). Pure: no database here.
 */
export function courtSlots(
  contexts: SlotContext[],
  occupancy: Occupancy,
  date: string,
  timespan: number,
  now: Date,
  userId: number | null,
  pick: (context: SlotContext, grid: GridSlot[]) => GridSlot[] = (_c, grid) => grid,
): CourtSlot[] {
  const slots: CourtSlot[] = [];
  for (const context of contexts) {
    if (!context.config.timespans.includes(timespan) || !inDateWindow(context, date, now)) continue;
    // Every court booked whole shares the club's grid: build it once per step.
    const grids = new Map<number, GridSlot[]>();
    for (const court of context.courts) {
      const step = isCapacityCourt(court) ? timespan : context.config.stepMinutes;
      let grid = grids.get(step);
      if (!grid) grids.set(step, (grid = pick(context, courtGrid(context, court, date, timespan))));
      const prices = context.pricesByCourt.get(court.id);
      if (!prices || prices.length === 0) continue;
      for (const g of grid) {
        const price = priceFor(prices, timespan, g.openingMinute);
        if (price) slots.push(judge(context, court, g, price, occupancy, now, userId));
      }
    }
  }
  return slots;
}
