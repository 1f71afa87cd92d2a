import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** How often the embedded database's planner statistics are refreshed. */
const EVERY_MS = 10 * 60_000;
/** The first refresh waits for the start to be over (PGlite has one connection). */
const FIRST_AFTER_MS = 5_000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * PGlite has no autovacuum, so nothing gathers planner statistics and its planner picks slow plans
 * for the availability reads (about 30 % slower searches, measured with bench/timeslots). The server
 * runs ANALYZE itself shortly after start and then every 10 minutes. A PostgreSQL server's
 * autovacuum does this on its own. Answers a function that stops it.
 */
export function keepStatistics(database: Database, log: Log, timing = { firstAfterMs: FIRST_AFTER_MS, everyMs: EVERY_MS }): () => void {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`analyze`).catch((error: unknown) => log.warn({ err: error }, 'ANALYZE failed'));
  const first = setTimeout(analyze, timing.firstAfterMs);
  const every = setInterval(analyze, timing.everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
