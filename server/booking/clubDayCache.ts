import type { Db } from '../db/client';
import type { AvailabilityChanges } from './availabilityChanges';
import { readClubDays, type ClubDayRead } from './slotRead';

interface Kept {
  /** null: the club is not active or does not offer the sport. */
  day: ClubDayRead | null;
  /** The change sequence before the read, and the clock then. */
  readAt: number;
  readNow: number;
  validUntil: number;
}

/** Club days kept (each a few KB). */
const MAX_DAYS = 20_000;

/**
 * Club days (slotRead.ts) kept per club, sport, duration and date while nothing at the club changed
 * (availabilityChanges.ts) and the clock has not reached a hold's expiry or a slot's start in them:
 * a change at one club re-reads that club only, not the 200 others a search judges. What is missing
 * is read in one statement; a day another call is reading is waited for, not read twice.
 */
export function clubDayCache(db: Db, changes: AvailabilityChanges) {
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<unknown>>();

  return {
    /** The club days of these clubs (those active with the sport, in the order asked), as of a call whose changes were known at `seq`. */
    async days(clubIds: number[], sportId: number, timespan: number, date: string, now: Date, seq: number): Promise<ClubDayRead[]> {
      const keyOf = (clubId: number) => `${clubId}|${sportId}|${timespan}|${date}`;
      const usable = (clubId: number): Kept | null => {
        const entry = kept.get(keyOf(clubId));
        const at = now.getTime();
        if (!entry || at < entry.readNow || at >= entry.validUntil || changes.changedAfter(clubId, entry.readAt)) return null;
        return entry;
      };
      const found = new Map<number, ClubDayRead | null>();
      const waited = new Set<Promise<unknown>>();
      const missing: number[] = [];
      for (const clubId of clubIds) {
        const entry = usable(clubId);
        if (entry) found.set(clubId, entry.day);
        else if (reading.has(keyOf(clubId))) waited.add(reading.get(keyOf(clubId))!);
        else missing.push(clubId);
      }
      if (waited.size > 0) {
        await Promise.all([...waited].map((p) => p.catch(() => undefined)));
        for (const clubId of clubIds) {
          if (found.has(clubId) || missing.includes(clubId)) continue;
          const entry = usable(clubId);
          if (entry) found.set(clubId, entry.day);
          else missing.push(clubId);
        }
      }
      if (missing.length > 0) {
        const read = readClubDays(db, missing, sportId, timespan, date, now);
        for (const clubId of missing) reading.set(keyOf(clubId), read);
        try {
          const days = await read;
          const byClub = new Map(days.map((d) => [d.context.club.id, d]));
          for (const clubId of missing) {
            const day = byClub.get(clubId) ?? null;
            found.set(clubId, day);
            const validUntil = day ? day.validUntil : Infinity;
            if (kept.size >= MAX_DAYS) kept.delete(kept.keys().next().value!);
            kept.delete(keyOf(clubId));
            kept.set(keyOf(clubId), { day, readAt: seq, readNow: now.getTime(), validUntil });
          }
        } finally {
          for (const clubId of missing) if (reading.get(keyOf(clubId)) === read) reading.delete(keyOf(clubId));
        }
      }
      return clubIds.flatMap((clubId) => {
        const day = found.get(clubId);
        return day ? [day] : [];
      });
    },
  };
}
