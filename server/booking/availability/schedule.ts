import type { Db } from '#server/db/client';
import type { ClubSportContext } from './clubContext';
import { isCapacityCourt } from './courtSlots';
import { loadOccupancy, seatKey } from './occupancy';
import { gridSlots } from './slotGrid';

type CellStatus = 'free' | 'taken' | 'mine' | 'past';

/**
 * A day of the club's courts in cells of the club's time step (capacity courts: sessions of the first
 * duration), each free, taken, the caller's own booking, or already started.
 */
export async function courtSchedule(db: Db, context: ClubSportContext, date: string, now: Date, userId: number | null) {
  const { config, club } = context;
  const cellsOf = (capacity: boolean) => {
    const span = capacity ? config.timespans[0] : config.stepMinutes;
    return gridSlots(config, club.timezone, date, span, span);
  };
  const exclusiveCells = cellsOf(false);
  const capacityCells = cellsOf(true);
  const all = [...exclusiveCells, ...capacityCells];
  const courts = context.courts;
  if (all.length === 0) return courts.map((court) => ({ courtId: court.id, courtText: court.name, courtSort: court.sort, cells: [] }));
  const from = new Date(Math.min(...all.map((c) => c.startsAt.getTime())));
  const to = new Date(Math.max(...all.map((c) => c.endsAt.getTime())));
  const occupancy = await loadOccupancy(
    db,
    { exclusive: courts.filter((c) => !isCapacityCourt(c)).map((c) => c.id), capacity: courts.filter(isCapacityCourt).map((c) => c.id) },
    from,
    to,
    now,
    userId,
  );
  return courts.map((court) => {
    const capacity = isCapacityCourt(court);
    const cells = (capacity ? capacityCells : exclusiveCells).map((cell) => {
      let status: CellStatus = cell.startsAt.getTime() <= now.getTime() ? 'past' : 'free';
      if (capacity) {
        const use = occupancy.seats.get(seatKey(court.id, cell.startsAt));
        if (use && use.mine > 0) status = 'mine';
        else if (status === 'free' && use && use.used >= court.capacity!) status = 'taken';
      } else {
        const claims = (occupancy.claimsByCourt.get(court.id) ?? []).filter(
          (c) => c.start < cell.endsAt.getTime() && c.end > cell.startsAt.getTime(),
        );
        if (claims.some((c) => c.userId === userId && c.bookingId !== null)) status = 'mine';
        else if (status === 'free' && claims.some((c) => c.userId !== userId)) status = 'taken';
      }
      return { local_start_time: cell.localStartTime, local_end_time: cell.localEndTime, status };
    });
    return { courtId: court.id, courtText: court.name, courtSort: court.sort, cells };
  });
}
