import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './rows';

/** How often the embedded database's planner statistics are looked at. */
const EVERY_MS = 10 * 60_000;
/** The first refresh waits for the start to be over (PGlite has one connection). */
const FIRST_AFTER_MS = 5_000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Our tables whose statistics are missing or stale, by autovacuum's own rule (analyze once more than
 * 50 rows plus a tenth of the table changed since the last time).
 */
const STALE_TABLES = sql`
  select quote_ident(schemaname) || '.' || quote_ident(relname) as name
  from pg_stat_user_tables
  where (last_analyze is null and last_autoanalyze is null) or n_mod_since_analyze > 50 + 0.1 * n_live_tup
  order by relname`;

/**
 * PGlite has no autovacuum, so nothing gathers planner statistics and its planner picks slow plans
 * for the availability reads (about 30 % slower searches, measured with bench/timeslots). The server
 * runs ANALYZE itself shortly after start and then every 10 minutes, as autovacuum would: only our
 * tables, only those that changed enough, one at a time. PGlite runs in this process and holds it
 * while a statement runs: a whole-database ANALYZE (system catalogs included) held every answer back
 * for 0.7–1 s (bench/burst), our 48 tables take about 120 ms together and 40 ms at most each, and
 * between two of them the answers waiting go out. A PostgreSQL server's autovacuum does this on its
 * own. Answers a function that stops it.
 */
export function keepStatistics(database: Database, log: Log, timing = { firstAfterMs: FIRST_AFTER_MS, everyMs: EVERY_MS }): () => void {
  if (database.kind !== 'pglite') return () => {};
  let stopped = false;
  const analyze = () => analyzeStale(database, () => stopped).catch((error: unknown) => log.warn({ err: error }, 'ANALYZE failed'));
  const first = setTimeout(analyze, timing.firstAfterMs);
  const every = setInterval(analyze, timing.everyMs);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}

/** ANALYZEs our tables whose statistics are missing or stale, one at a time, letting waiting answers out between two; answers their names. */
export async function analyzeStale(database: Pick<Database, 'db'>, stopped = () => false): Promise<string[]> {
  const done: string[] = [];
  for (const { name } of await queryRows<{ name: string }>(database.db, STALE_TABLES)) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) break;
    await database.db.execute(sql.raw(`analyze ${name}`));
    done.push(name);
  }
  return done;
}
