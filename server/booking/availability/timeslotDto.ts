import type { TimeslotDto } from '#kernel/contract/booking';
import type { CourtSlot } from './courtSlots';

/** A judged slot in the contract's shape; `hour` is the searched hour it answers (or its own start). */
export function toTimeslot(slot: CourtSlot, hour: string): TimeslotDto {
  const { context, court, grid, price } = slot;
  const capacityEnabled = court.capacity !== null;
  return {
    courtId: court.id,
    courtText: court.name,
    courtSort: court.sort,
    clubId: context.club.id,
    sportId: context.config.sportId,
    local_date: grid.localDate,
    local_start_time: grid.localStartTime,
    local_end_time: grid.localEndTime,
    starts_at: grid.startsAtIso,
    ends_at: grid.endsAtIso,
    timespan: grid.timespan,
    hour,
    bookingId: slot.bookingId,
    bookedByMe: slot.status === 'mine',
    courtCapacityEnabled: capacityEnabled,
    capacity: court.capacity,
    availableCapacity: slot.availableCapacity,
    usedCapacity: slot.usedCapacity,
    minCapacity: capacityEnabled ? court.minCapacity : null,
    minCapacityMode: capacityEnabled ? (court.minCapacityMode ?? (court.minCapacity ? 'ALL' : null)) : null,
    maxCapacityPerBooking: capacityEnabled ? court.maxCapacityPerBooking : null,
    // A free slot is not waited for; the waiting-list answer (booking/waitingList/waitingListSlots.ts) sets it.
    availableForWaitingList: false,
    isElegibleForCrossBlock: false,
    onlyShowFor9: false,
    bookinginsuranceMaxPlayersAmount: context.config.maxPlayers,
    priceInfo: {
      amount: price.amount,
      currencyCode: context.club.currencyCode,
      timespan: grid.timespan,
      detail: [{ price_id: price.id, amount: price.amount }],
    },
  };
}

/** How many slots each hour has, in hour order. */
export function hourSummary(slots: TimeslotDto[]): { hour: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const slot of slots) counts.set(slot.local_start_time, (counts.get(slot.local_start_time) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([hour, count]) => ({ hour, count }));
}
