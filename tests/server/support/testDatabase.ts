import type { Database } from '#server/db/client';
import { openPgliteTestDatabase } from './pgliteSnapshot';
import { openPostgresTestDatabase } from './postgresTemplate';
import { resetToSeed, seedResetStatement } from './seedReset';

export interface TestDatabase {
  database: Database;
  /** Gives the database back: the worker's next test database is this one, put back to the seed. */
  drop(): Promise<void>;
}

export interface Pooled {
  database: Database;
  /** Puts it back to what it held when opened (seedReset.ts). */
  reset(): Promise<void>;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** Databases given back and not yet reused, in this worker (the server project shares modules per worker). */
const idle: Pooled[] = [];
/** Beyond this many given back at once (tests holding several servers), the longest idle is closed. */
const MAX_IDLE = 2;

/** A database opened afresh from the snapshot or template, never reused (the harness test compares with one). */
export async function openFreshTestDatabase(): Promise<Pooled> {
  const url = process.env.TEST_DATABASE_URL;
  const { database, destroy } = url
    ? await openPostgresTestDatabase(url).then((opened) => ({ database: opened.database, destroy: opened.drop }))
    : await openPgliteTestDatabase().then((opened) => ({ database: opened, destroy: () => opened.close() }));
  const statement = await seedResetStatement(database.db);
  return { database, destroy, reset: () => resetToSeed(database.db, statement) };
}

/**
 * A migrated and seeded database of its own: PGlite in memory by default, or a database on the
 * PostgreSQL server named by TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test). One a
 * previous test gave back is reused, reset to the seed (seedReset.ts); none is shared by two holders.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const reused = idle.pop();
  if (reused) await reused.reset();
  const pooled = reused ?? (await openFreshTestDatabase());
  let given = false;
  return {
    database: pooled.database,
    async drop() {
      if (given) return;
      given = true;
      idle.push(pooled);
      if (idle.length > MAX_IDLE) await idle.shift()!.destroy();
    },
  };
}

/**
 * Closes the databases given back (server project, after each file: setupFiles). On a PostgreSQL server
 * each is a database to drop; PGlite's live in this worker's memory and are kept for its next file.
 */
export async function closeIdleTestDatabases({ keepPglite }: { keepPglite: boolean }): Promise<void> {
  const closing = idle.filter(({ database }) => !(keepPglite && database.kind === 'pglite'));
  for (const pooled of closing) idle.splice(idle.indexOf(pooled), 1);
  await Promise.all(closing.map((pooled) => pooled.destroy()));
}
