import { addClubDays, clubLocalToInstant, zonedParts } from '#kernel/lib/dates';
import { courtGrid } from './courtSlots';
import type { ClubDayRead, SlotContext } from './slotRead';

/** What an availability answer was computed from, so that the cache knows when it stops being true. */
export interface AvailabilityBasis {
  /** The clubs whose courts, prices and claims were read (the directory, club 0, is always a basis). */
  clubIds: Iterable<number>;
  /** The players with a live claim or seat in what was read: for them the answer is their own. */
  userIds: Set<number>;
  /** Members-only clubs of the directory read: their members get their own answer. */
  restrictedClubIds: number[];
  /** The caller is one of those members (the answer computed is personal, not kept). */
  personal: boolean;
  /** Epoch ms until which the answer holds with nothing written (a hold expiring, a slot starting). */
  validUntil: number;
}

export type ReadBasis = Pick<AvailabilityBasis, 'clubIds' | 'userIds' | 'validUntil'>;

/** The basis of answers judged from these club days (slotRead.ts). */
export function readBasis(days: ClubDayRead[]): ReadBasis {
  const userIds = new Set<number>();
  for (const day of days) for (const userId of day.userIds) userIds.add(userId);
  return {
    clubIds: days.map((d) => d.context.club.id),
    userIds,
    validUntil: days.reduce((until, d) => Math.min(until, d.validUntil), Infinity),
  };
}

const midnights = new Map<string, number>();

/** The instant of the next midnight in a zone after `now` (kept per zone and local date: a pure computation). */
function nextMidnight(timezone: string, now: Date): number {
  const today = zonedParts(timezone, now).date;
  const key = `${timezone}|${today}`;
  let midnight = midnights.get(key);
  if (midnight === undefined) {
    if (midnights.size > 1000) midnights.clear();
    midnight = clubLocalToInstant(addClubDays(today, 1), '00:00:00', timezone).getTime();
    midnights.set(key, midnight);
  }
  return midnight;
}

/**
 * The first instant after `now` at which the slots of `date` at a club could be judged differently
 * with nothing written: a slot of the date starts (it turns 'past') or the club's midnight comes (its
 * bookable dates move). Hold expiries are the read's own (ClubDayRead.nextExpiry).
 */
export function availabilityHorizon(context: SlotContext, date: string, timespan: number, now: Date): number {
  const at = now.getTime();
  let horizon = nextMidnight(context.club.timezone, now);
  for (const court of context.courts) {
    // Grids are kept per step (slotGrid.ts): this is a scan of a cached list.
    const next = courtGrid(context, court, date, timespan).find((g) => g.startsAt.getTime() > at);
    if (next) horizon = Math.min(horizon, next.startsAt.getTime());
  }
  return horizon;
}
