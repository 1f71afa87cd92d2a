import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { migrateDatabase, openDatabase, type Database } from '#server/db/client';
import { seedDatabase } from '#server/db/seed';

/** A fixed key so that the bench can sign session tokens the server (a child process) accepts. */
export const BENCH_JWT_SECRET = 'courtflow-bench-secret-not-for-production-use';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** The environment the server child process needs to open this database. */
  env: Record<string, string>;
  /** Opens the database from the bench process (PGlite: only while the server is not running). */
  open(): Promise<Database>;
  /** Drops the PostgreSQL database (PGlite: the temporary folder is left to the OS). */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for a benchmark: PGlite in a new data folder, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server (dropped afterwards).
 */
export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dataDir = mkdtempSync(join(tmpdir(), `courtflow-${name}-`));
    const bench: BenchDatabase = {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
    await prepare(bench);
    return bench;
  }
  const database = `courtflow_bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  const url = new URL(base);
  url.pathname = `/${database}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE "${database}"`);
  await admin.end();
  const bench: BenchDatabase = {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async drop() {
      const cleaner = postgres(base, { max: 1, onnotice: () => {} });
      await cleaner.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await cleaner.end();
    },
  };
  await prepare(bench);
  return bench;
}

async function prepare(bench: BenchDatabase): Promise<void> {
  const database = await bench.open();
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { production: false });
  } finally {
    await database.close();
  }
}
