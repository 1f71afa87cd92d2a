import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '#server/db/client';
import { pgliteSnapshotFile } from './pgliteSnapshotFile';
import { seedTestDatabase } from './seedTestDatabase';

// PGlite test databases start from a migrated and seeded data directory, built once (by the server
// project's global setup, before any test file starts) and kept as a file (pgliteSnapshotFile.ts).
// Each worker reads it once and loads each fresh database from it instead of migrating again.

let snapshot: Promise<Blob> | undefined;

/** Migrates and seeds a database and keeps its data directory as the snapshot file. */
export async function buildPgliteSnapshot(): Promise<Blob> {
  const file = pgliteSnapshotFile();
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedTestDatabase(database.db);
    const dump = await database.pglite!.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
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
  try {
    return new Blob([readFileSync(pgliteSnapshotFile())]);
  } catch {
    return buildPgliteSnapshot(); // a test file run without the global setup
  }
}

/** A fresh in-memory PGlite database, migrated and seeded with the demo data. */
export async function openPgliteTestDatabase(): Promise<Database> {
  snapshot ??= loadSnapshot();
  return openDatabase({ loadDataDir: await snapshot });
}
