import type { AvailabilityBasis } from './availabilityBasis';
import { DIRECTORY, type AvailabilityChanges } from './availabilityChanges';

interface Entry {
  /** The answer's UTF-8 bytes: sent as they are, not encoded again per call. */
  body: Buffer;
  /** The clubs it was read from, and the change sequence before that read. */
  clubIds: number[];
  readAt: number;
  computedNow: number;
  userIds: Set<number>;
  restrictedClubIds: number[];
  validUntil: number;
}

/** Answers kept, in bytes of text (the biggest, a 200-club search, is about 300 KB). */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_SEEN = 100_000;

/**
 * Availability answers kept between identical calls (club timeslots, cross-club search): the text of
 * the answer a player WITHOUT claims at those clubs gets, reused while (1) no counter of the clubs it
 * was read from moved (database triggers raise them with every change, availabilityChanges.ts), (2)
 * the clock has not reached a hold's expiry or a slot's start in it, and (3) the caller holds nothing
 * there and is not a member of a members-only club it considered. Anything else computes afresh, so
 * an answer is never staler than a read of the database made when the call arrived: a slot taken or
 * released is seen by the next call, from this process or another. 50 clients asking again and again
 * about the same club then cost no database work at all (on a PostgreSQL server, one small shared
 * query per round); what is computed reads kept club days (clubDayCache.ts).
 */
export function availabilityCache(changes: AvailabilityChanges, memberships: (userId: number, seq: number) => Promise<Set<number>>) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const usable = async (entry: Entry, seq: number, now: Date, userId: number | null) => {
    const at = now.getTime();
    // A clock moved back (tests do) may see holds that had expired when the answer was computed.
    if (at < entry.computedNow || at >= entry.validUntil || entry.clubIds.some((clubId) => changes.changedAfter(clubId, entry.readAt)))
      return false;
    if (userId === null) return true;
    if (entry.userIds.has(userId)) return false;
    if (entry.restrictedClubIds.length === 0) return true;
    const clubs = await memberships(userId, seq);
    return !entry.restrictedClubIds.some((clubId) => clubs.has(clubId));
  };

  const keep = (key: string, entry: Entry) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // The least recently used go first (a Map iterates in insertion order; a hit is re-inserted).
    for (const [oldest, { body }] of entries) {
      if (bytes <= MAX_BYTES) break;
      entries.delete(oldest);
      bytes -= body.length;
    }
  };

  /** The kept answer of `key` if it is true for this caller now. */
  const lookup = async (key: string, seq: number, now: Date, userId: number | null): Promise<Buffer | null> => {
    const entry = entries.get(key);
    if (!entry || !(await usable(entry, seq, now, userId))) return null;
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  };

  /** Answers being computed, per key: concurrent misses of one key wait for the first instead of computing it 50 times. */
  const computing = new Map<string, Promise<Entry | null>>();
  /**
   * Keys computed once lately: an answer is kept from its second computation on, so that one-off
   * answers (a search from a place nobody else searches from) do not push out the ones asked again.
   */
  const seen = new Set<string>();

  return {
    /**
     * The answer text (UTF-8) for `key` (every input of the answer but the caller), for `userId` at
     * `now`: kept, or from `compute` (given the change sequence its reads are as of), which answers
     * the text and what it was computed from.
     */
    async answer(
      key: string,
      userId: number | null,
      now: Date,
      compute: (seq: number) => Promise<{ text: string | Buffer; basis: AvailabilityBasis }>,
    ): Promise<Buffer> {
      const seq = await changes.fresh();
      const kept = await lookup(key, seq, now, userId);
      if (kept) return kept;
      const pending = computing.get(key);
      if (pending) {
        // Its answer serves this call too when nothing it was read from changed since (checked as
        // of this call's own `seq`, like any kept answer); otherwise compute afresh.
        const shared = await pending.catch(() => null);
        if (shared && (await usable(shared, seq, now, userId))) return shared.body;
      }
      let personal: Buffer | null = null;
      const run = (async (): Promise<Entry | null> => {
        const { text, basis } = await compute(seq);
        const body = typeof text === 'string' ? Buffer.from(text) : text;
        if (basis.personal || (userId !== null && basis.userIds.has(userId))) {
          personal = body;
          return null;
        }
        // As of the sequence before computing: a change that committed meanwhile has a later
        // number, so the next call computes again (never the other way round).
        const entry: Entry = {
          body,
          clubIds: [...new Set([DIRECTORY, ...basis.clubIds])],
          readAt: seq,
          computedNow: now.getTime(),
          userIds: basis.userIds,
          restrictedClubIds: basis.restrictedClubIds,
          validUntil: basis.validUntil,
        };
        if (seen.has(key)) keep(key, entry);
        else {
          if (seen.size >= MAX_SEEN) seen.clear();
          seen.add(key);
        }
        return entry;
      })();
      if (!pending) {
        computing.set(key, run);
        void run.then(
          () => computing.delete(key),
          () => computing.delete(key),
        );
      }
      const entry = await run;
      return entry ? entry.body : personal!;
    },
  };
}
