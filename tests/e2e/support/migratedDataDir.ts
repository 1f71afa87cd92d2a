import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { migrateDatabase, openDatabase } from '#server/db/client';
import { seedFingerprint } from '#server/db/seed/fingerprint';
import { projectRoot } from '#server/projectRoot';

// Each browser test file starts the real server on a fresh data directory. Creating a PGlite cluster
// there (its initdb) took most of a start: 22 of 28 s on a loaded 2-core machine, the migrations 3 s
// more, the seed under 2 s. The cluster, once migrated, is kept in the git-ignored .tmp/ (named by the
// sources of the schema, seedFingerprint) and copied into each new data directory; the server then
// finds nothing to migrate and seeds it itself, for its own public URL, as on a fresh directory.

const template = () => join(projectRoot, '.tmp', 'e2e', `pglite-migrated-${seedFingerprint()}`);

async function buildTemplate(target: string): Promise<void> {
  const building = `${target}.${process.pid}.partial`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const database = await openDatabase({ dataDir: building });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  // Another test process may have finished one meanwhile: either copy will do, the first one stays.
  await rename(building, target).catch(() => rm(building, { recursive: true, force: true }));
  // Clusters of older sources are never used again.
  for (const name of await readdir(dirname(target))) {
    if (name.startsWith('pglite-migrated-') && name !== basename(target) && !name.endsWith('.partial'))
      await rm(join(dirname(target), name), { recursive: true, force: true });
  }
}

/** Fills an empty data directory with a migrated, not yet seeded, PGlite cluster. */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const target = template();
  if (!existsSync(target)) await buildTemplate(target);
  await cp(target, dataDir, { recursive: true });
}
