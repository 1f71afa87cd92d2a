import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clubMembers } from '../db/schema';
import type { AvailabilityBasis } from './availabilityBasis';
import { availabilityChanges, DIRECTORY } from './availabilityVersions';

interface Entry {
  /** The answer's UTF-8 bytes: sent as they are, not encoded again per call. */
  body: Buffer;
  /** The clubs it was read from, and the change sequence before that read. */
  clubIds: number[];
  readAt: number;
  userIds: Set<number>;
  restrictedClubIds: number[];
  validUntil: number;
}

/** Answers kept, in bytes of text (the biggest, a 200-club search, is about 300 KB). */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_MEMBERS_KEPT = 10_000;

/**
 * Availability answers kept between identical calls (club timeslots, cross-club search): the text of
 * the answer a player WITHOUT claims at those clubs gets, reused while (1) no counter of the clubs it
 * was read from moved (database triggers raise them with every change, availabilityVersions.ts), (2)
 * the clock has not reached a hold's expiry or a slot's start in it, and (3) the caller holds nothing
 * there and is not a member of a members-only club it considered. Anything else computes afresh, so
 * an answer is never staler than a read of the database made when the call arrived: a slot taken or
 * released is seen by the next call, from this process or another. 50 clients asking again and again
 * about the same club then cost one small shared query per round instead of a search each.
 */
export function availabilityCache(database: Pick<Database, 'kind' | 'db' | 'listen'>) {
  const { db } = database;
  const changes = availabilityChanges(database);
  const entries = new Map<string, Entry>();
  const memberships = new Map<number, { readAt: number; clubIds: Set<number> }>();
  let bytes = 0;

  /** The clubs a player is a member of (members join and leave through the directory's counter). */
  const memberOf = async (userId: number, seq: number): Promise<Set<number>> => {
    const known = memberships.get(userId);
    if (known && !changes.changedAfter(DIRECTORY, known.readAt)) return known.clubIds;
    const rows = await db.select({ clubId: clubMembers.clubId }).from(clubMembers).where(eq(clubMembers.userId, userId));
    const clubIds = new Set(rows.map((r) => r.clubId));
    if (memberships.size >= MAX_MEMBERS_KEPT) memberships.clear();
    memberships.set(userId, { readAt: seq, clubIds });
    return clubIds;
  };

  const usable = async (entry: Entry, seq: number, now: number, userId: number | null) => {
    if (now >= entry.validUntil || entry.clubIds.some((clubId) => changes.changedAfter(clubId, entry.readAt))) return false;
    if (userId === null) return true;
    if (entry.userIds.has(userId)) return false;
    if (entry.restrictedClubIds.length === 0) return true;
    const clubs = await memberOf(userId, seq);
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
    if (!entry || !(await usable(entry, seq, now.getTime(), userId))) return null;
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  };

  /** Answers being computed, per key: concurrent misses of one key wait for the first instead of computing it 50 times. */
  const computing = new Map<string, Promise<unknown>>();

  return {
    /**
     * The answer text (UTF-8) for `key` (every input of the answer but the caller), for `userId` at
     * `now`: kept, or from `compute`, which answers the text and what it was computed from.
     */
    async answer(key: string, userId: number | null, now: Date, compute: () => Promise<{ text: string; basis: AvailabilityBasis }>): Promise<Buffer> {
      const seq = await changes.fresh();
      const kept = await lookup(key, seq, now, userId);
      if (kept) return kept;
      const pending = computing.get(key);
      if (pending) {
        // Its answer serves this call too when nothing it was read from changed since (checked as
        // of this call's own `seq`, like any kept answer); otherwise compute afresh.
        await pending.catch(() => undefined);
        const shared = await lookup(key, seq, now, userId);
        if (shared) return shared;
      }
      const run = (async () => {
        const { text, basis } = await compute();
        const body = Buffer.from(text);
        if (!basis.personal && (userId === null || !basis.userIds.has(userId))) {
          // As of the sequence before computing: a change that committed meanwhile has a later
          // number, so the next call computes again (never the other way round).
          keep(key, {
            body,
            clubIds: [...new Set([DIRECTORY, ...basis.clubIds])],
            readAt: seq,
            userIds: basis.userIds,
            restrictedClubIds: basis.restrictedClubIds,
            validUntil: basis.validUntil,
          });
        }
        return body;
      })();
      if (!pending) {
        computing.set(key, run);
        void run.then(
          () => computing.delete(key),
          () => computing.delete(key),
        );
      }
      return run;
    },
    stop: () => changes.stop(),
  };
}
