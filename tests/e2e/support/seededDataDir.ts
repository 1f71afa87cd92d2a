import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { migrateDatabase, openDatabase } from '#server/db/client';
import { seedDatabase } from '#server/db/seed';
import { seedDemoHistory } from '#server/db/seed/demoHistory';
import { seedFingerprint } from '#server/db/seed/fingerprint';
import { projectRoot } from '#server/projectRoot';

// Each browser test file starts the real server on a fresh data directory. Creating a PGlite cluster
// there (its initdb) took most of a start: 22 of 28 s on a loaded 2-core machine; migrating and seeding
// it took most of the rest. So the cluster is built once, migrated and seeded as `npm start` does, kept
// in the git-ignored .tmp/ and copied into each new data directory: the server then finds nothing to
// migrate and a seed already run. Its name holds the seed's sources and the day, since some seeded rows
// (open matches, club news) are dated from the day they were seeded.

const template = () => join(projectRoot, '.tmp', 'e2e', `pglite-seeded-${seedFingerprint()}-${new Date().toISOString().slice(0, 10)}`);

async function buildTemplate(target: string): Promise<void> {
  const building = `${target}.${process.pid}.partial`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const database = await openDatabase({ dataDir: building });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { production: false });
    await seedDemoHistory(database.db);
  } finally {
    await database.close();
  }
  // Another test process may have finished one meanwhile: either copy will do, the first one stays.
  await rename(building, target).catch(() => rm(building, { recursive: true, force: true }));
  // Clusters of older sources or days are never used again.
  for (const name of await readdir(dirname(target))) {
    if (name.startsWith('pglite-') && name !== basename(target) && !name.endsWith('.partial'))
      await rm(join(dirname(target), name), { recursive: true, force: true });
  }
}

/** Fills an empty data directory with a migrated and seeded PGlite cluster. */
export async function copySeededDataDir(dataDir: string): Promise<void> {
  const target = template();
  if (!existsSync(target)) await buildTemplate(target);
  await cp(target, dataDir, { recursive: true });
}
