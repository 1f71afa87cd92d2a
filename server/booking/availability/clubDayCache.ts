import type { Db } from '#server/db/client';
import type { AvailabilityChanges } from './availabilityChanges';
import type { ClubPart } from './nearbyTimeslots';
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
  /** Per sport, duration and date, per club (a search looks up 200 clubs of one day: one key to build, not 200). */
  const kept = new Map<string, Map<number, Kept>>();
  const reading = new Map<string, Map<number, Promise<unknown>>>();
  let size = 0;
  /** Per club day, its share of searches at each searched time: true as long as the day is. */
  const parts = new WeakMap<ClubDayRead, Map<string, ClubPart>>();

  return {
    /**
     * A club's share of a search at `time` on a day `days` answered, for a caller with no claim
     * there: kept with the day. (Between the day's read and its validUntil no slot starts and no
     * midnight comes, so a share computed at any moment of it holds for all.)
     */
    part(day: ClubDayRead, time: string, compute: () => ClubPart): ClubPart {
      let byTime = parts.get(day);
      if (!byTime) parts.set(day, (byTime = new Map()));
      let part = byTime.get(time);
      if (!part) byTime.set(time, (part = compute()));
      return part;
    },

    /** The club days of these clubs (those active with the sport, in the order asked), as of a call whose changes were known at `seq`. */
    async days(clubIds: number[], sportId: number, timespan: number, date: string, now: Date, seq: number): Promise<ClubDayRead[]> {
      const dayKey = `${sportId}|${timespan}|${date}`;
      let keptDay = kept.get(dayKey);
      if (!keptDay) kept.set(dayKey, (keptDay = new Map()));
      let readingDay = reading.get(dayKey);
      if (!readingDay) reading.set(dayKey, (readingDay = new Map()));
      const usable = (clubId: number): Kept | null => {
        const entry = keptDay.get(clubId);
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
        else if (readingDay.has(clubId)) waited.add(readingDay.get(clubId)!);
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
        for (const clubId of missing) readingDay.set(clubId, read);
        try {
          const days = await read;
          const byClub = new Map(days.map((d) => [d.context.club.id, d]));
          for (const clubId of missing) {
            const day = byClub.get(clubId) ?? null;
            found.set(clubId, day);
            const validUntil = day ? day.validUntil : Infinity;
            if (!keptDay.has(clubId)) size += 1;
            keptDay.set(clubId, { day, readAt: seq, readNow: now.getTime(), validUntil });
          }
          // Too many: the days kept longest go first, whole (most are past dates by then).
          for (const [oldest, days] of kept) {
            if (size <= MAX_DAYS || days === keptDay) break;
            kept.delete(oldest);
            if (!reading.get(oldest)?.size) reading.delete(oldest);
            size -= days.size;
          }
        } finally {
          for (const clubId of missing) if (readingDay.get(clubId) === read) readingDay.delete(clubId);
        }
      }
      return clubIds.flatMap((clubId) => {
        const day = found.get(clubId);
        return day ? [day] : [];
      });
    },
  };
}
