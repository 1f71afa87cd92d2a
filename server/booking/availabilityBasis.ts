import { addClubDays, clubLocalToInstant } from '../../src/lib/dates';
import { courtGrid } from './courtSlots';
import type { SlotContext, SlotRead } from './slotRead';
import { zonedParts } from './zoneClock';

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

/** The basis of answers judged from these reads of `date` (slotRead.ts). */
export function readBasis(reads: Pick<SlotRead, 'contexts' | 'userIds' | 'nextExpiry'>[], date: string, timespan: number, now: Date): ReadBasis {
  const contexts = reads.flatMap((r) => r.contexts);
  return {
    clubIds: contexts.map((c) => c.club.id),
    userIds: new Set(reads.flatMap((r) => [...r.userIds])),
    validUntil: Math.min(availabilityHorizon(contexts, date, timespan, now), ...reads.map((r) => r.nextExpiry)),
  };
}

/**
 * The first instant after `now` at which the slots of `date` at these clubs could be judged
 * differently with nothing written: a slot of the date starts (it turns 'past') or a club's midnight
 * comes (its bookable dates move). Hold expiries are the read's own (SlotRead.nextExpiry).
 */
export function availabilityHorizon(contexts: SlotContext[], date: string, timespan: number, now: Date): number {
  const at = now.getTime();
  let horizon = Infinity;
  const midnights = new Map<string, number>();
  for (const context of contexts) {
    const { timezone } = context.club;
    let midnight = midnights.get(timezone);
    if (midnight === undefined) {
      midnight = clubLocalToInstant(addClubDays(zonedParts(timezone, now).date, 1), '00:00:00', timezone).getTime();
      midnights.set(timezone, midnight);
    }
    horizon = Math.min(horizon, midnight);
    for (const court of context.courts) {
      // Grids are kept per step (slotGrid.ts): this is a scan of a cached list.
      const next = courtGrid(context, court, date, timespan).find((g) => g.startsAt.getTime() > at);
      if (next) horizon = Math.min(horizon, next.startsAt.getTime());
    }
  }
  return horizon;
}
