import { existsSync } from 'node:fs';
import { pgliteSnapshotFile } from './pgliteSnapshotFile';

/**
 * The server project's global setup: builds the PGlite snapshot of the current sources once, before
 * the test files start in parallel (else each worker would migrate and seed its own while a test
 * hook waits). The database modules are imported only then. On a PostgreSQL server
 * (TEST_DATABASE_URL) the first file builds the template under an advisory lock (postgresTemplate.ts).
 */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL || existsSync(pgliteSnapshotFile())) return;
  const { buildPgliteSnapshot } = await import('./pgliteSnapshot');
  await buildPgliteSnapshot();
}
