import { bookingContract } from '#kernel/contract';
import type { ApiFailure } from '#server/http/apiFailure';
import { callFailure, noAccess } from '#server/http/apiFailure';
import type { ClubSportContext, CourtRow, PriceRow } from './clubContext';
import { courtGrid, inDateWindow, priceFor } from './courtSlots';
import type { GridSlot } from './slotGrid';
import type { Round } from '#server/booking/golf/crossBlocks';

/** A court at a bookable time: on the club's grid, with a price, in the date window, not started. */
export interface ResolvedSlot {
  court: CourtRow;
  grid: GridSlot;
  price: PriceRow;
  /** Golf 18 holes: the round's back nine (server/booking/golf); the price is then both nines'. */
  round?: Round;
}

export type SlotRequest = { date: string; startTime: string } & ({ endTime: string } | { timespan: number });

/** The court of this club and sport, or NO_ACCESS (404): another club's court is not found here. */
export function courtOf(context: ClubSportContext, courtId: number): CourtRow {
  const court = context.courts.find((c) => c.id === courtId);
  if (!court) throw noAccess();
  return court;
}

/**
 * The slot a hold, quote or booking names, matched against the court's grid by its club-local date
 * and start time and either its end time or its duration (DST days make wall-clock ends odd; matching
 * the grid keeps them right). Anything else is -99: not offered at this time.
 */
export function resolveSlot(
  context: ClubSportContext,
  court: CourtRow,
  request: SlotRequest,
  now: Date,
  notAvailable: () => ApiFailure,
): ResolvedSlot {
  if (!inDateWindow(context, request.date, now)) throw notAvailable();
  const timespans = 'timespan' in request ? [request.timespan] : context.config.timespans;
  for (const timespan of timespans) {
    if (!context.config.timespans.includes(timespan)) continue;
    const grid = courtGrid(context, court, request.date, timespan).find(
      (g) => g.localStartTime === request.startTime && ('timespan' in request || g.localEndTime === request.endTime),
    );
    if (!grid) continue;
    const price = priceFor(context.pricesByCourt.get(court.id), timespan, grid.openingMinute);
    if (!price || grid.startsAt.getTime() <= now.getTime()) throw notAvailable();
    return { court, grid, price };
  }
  throw notAvailable();
}

export const holdNotAvailable = () => callFailure(bookingContract.createHold, '-99');
