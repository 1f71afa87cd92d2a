import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '#server/db/client';
import { projectRoot } from '#server/projectRoot';
import { seedDatabase } from '#server/db/seed';
import { TEST_PUBLIC_URL } from './testSettings';
import { seedFingerprint } from './seedFingerprint';

// PGlite test databases start from a migrated and seeded data directory, built once and kept as a
// file in this checkout's git-ignored .tmp/ (named by the sources' fingerprint; a folder shared by
// several checkouts would have each delete the others' snapshot), so each test file (each has its own
// module scope) loads it in a fraction of a second instead of migrating again.

let snapshot: Promise<Blob> | undefined;

async function buildSnapshot(file: string): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { production: false, publicUrl: TEST_PUBLIC_URL });
    const dump = await database.pglite!.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file); // atomic: a concurrent reader sees the whole file or none
    for (const name of readdirSync(dirname(file))) {
      if (name.startsWith('pglite-') && name.endsWith('.tar') && name !== basename(file))
        rmSync(join(dirname(file), name), { force: true });
    }
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

async function loadSnapshot(): Promise<Blob> {
  const folder = join(projectRoot, '.tmp', 'test-snapshots');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `pglite-${seedFingerprint()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return buildSnapshot(file);
  }
}

/** A fresh in-memory PGlite database, migrated and seeded with the demo data. */
export async function openPgliteTestDatabase(): Promise<Database> {
  snapshot ??= loadSnapshot();
  return openDatabase({ loadDataDir: await snapshot });
}
