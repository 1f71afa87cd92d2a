import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { queryRows } from '#server/db/rows';

/** Club 0 of the counters: the club directory (clubs, their sports, members, brand search distances). */
export const DIRECTORY = 0;
/** The channel migration 0009's triggers notify, with the club id as payload. */
const CHANNEL = 'availability';

/**
 * What this process knows of changes to availability (server/db/schema/availabilityVersions.ts), as a
 * sequence: every change it learns of gets the next number. An answer computed after `fresh()`
 * answered `seq` stays true while none of its clubs changed after `seq`.
 */
export interface AvailabilityChanges {
  /** The sequence once every change committed before this call is known. */
  fresh(): Promise<number>;
  /** The club changed after `seq`. */
  changedAfter(clubId: number, seq: number): boolean;
  stop(): Promise<void>;
}

/**
 * Learns of changes the way the database allows:
 * - PGlite lives in this process and calls NOTIFY listeners before the committing statement answers,
 *   so the triggers' notifications are known at once and `fresh()` costs nothing.
 * - A PostgreSQL server's notifications travel on another connection and may arrive after the writer
 *   answered (another process, or this one), so `fresh()` reads the counters with a query that
 *   STARTED after the call. Concurrent callers share it: 50 concurrent searches send one small query
 *   (a sum of the counters that usually has not moved; they only grow) instead of 50.
 */
export function availabilityChanges(database: Pick<Database, 'kind' | 'db' | 'listen'>): AvailabilityChanges {
  let seq = 0;
  /** When every club last changed at once (a TRUNCATE), and when each club last changed. */
  let allChangedAt = 0;
  const changedAt = new Map<number, number>();
  const changed = (clubId: number) => changedAt.set(clubId, ++seq);
  const changedAfter = (clubId: number, at: number) => Math.max(allChangedAt, changedAt.get(clubId) ?? 0) > at;

  if (database.listen) {
    const listening = database.listen(CHANNEL, (payload) => (payload === '*' ? (allChangedAt = ++seq) : changed(Number(payload))));
    return {
      fresh: () => listening.then(() => seq),
      changedAfter,
      stop: async () => (await listening)(),
    };
  }

  let sum: string | null = null;
  let counters = new Map<number, number>();
  const read = async (): Promise<number> => {
    const [row] = await queryRows<{ total: string }>(
      database.db,
      sql`select coalesce(sum(version), 0)::text as total from availability_versions`,
    );
    if (row.total === sum) return seq;
    const [all] = await queryRows<{ counters: string }>(
      database.db,
      sql`select coalesce(json_agg(json_build_array(club_id, version)), '[]')::text as counters from availability_versions`,
    );
    const entries = JSON.parse(all.counters) as [number, number][];
    for (const [clubId, version] of entries) if (counters.get(clubId) !== version) changed(clubId);
    counters = new Map(entries);
    // The sum of what was just read, not the first query's: a change between the two is seen next time.
    sum = String(entries.reduce((total, [, version]) => total + version, 0));
    return seq;
  };
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const start = () => (running = read().finally(() => (running = null)));
  return {
    fresh() {
      if (!running) return start();
      // The read under way may have started before this call: wait for the next one, shared by all who wait.
      queued ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = null;
          return running ?? start();
        });
      return queued;
    },
    changedAfter,
    stop: async () => {},
  };
}
