import type { Database } from '#server/db/client';
import { openPgliteTestDatabase } from './pgliteSnapshot';
import { openPostgresTestDatabase } from './postgresTemplate';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/**
 * A migrated and seeded database of its own: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresTestDatabase(url);
  const database = await openPgliteTestDatabase();
  return { database, drop: () => database.close() };
}
