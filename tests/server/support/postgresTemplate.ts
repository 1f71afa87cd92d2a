import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrateDatabase, openDatabase, type Database } from '#server/db/client';
import { seedFingerprint } from './seedFingerprint';
import { seedTestDatabase } from './seedTestDatabase';

// With TEST_DATABASE_URL, each test file gets its own database on that server, created from a
// migrated and seeded template (`courtflow_tpl_<fingerprint>`, built once and kept for later runs;
// building a new one drops the older ones)
// and dropped when the file closes it. An advisory lock serialises building and copying the template.

const LOCK_ID = 7_402_311;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function adminClient(base: string) {
  return postgres(base, { max: 1, onnotice: () => {} });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function buildTemplate(base: string, admin: postgres.Sql, template: string): Promise<void> {
  const building = `${template}_b${process.pid}`;
  await admin.unsafe(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE "${building}"`);
  const database = await openDatabase({ databaseUrl: databaseUrl(base, building) });
  try {
    await migrateDatabase(database);
    await seedTestDatabase(database.db);
  } finally {
    await database.close();
  }
  await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  // Templates of older sources are never used again (each is only read under the lock we hold).
  const stale = await admin<
    { datname: string }[]
  >`select datname from pg_database where datname like ${'courtflow\\_tpl\\_%'} and datname <> ${template}`;
  for (const { datname } of stale) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

/** Drops test databases left by test processes that died before closing them. */
async function dropOrphans(admin: postgres.Sql): Promise<void> {
  const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like 'courtflow_test_%'`;
  for (const { datname } of rows) {
    const pid = Number(/^courtflow_test_(\d+)_/.exec(datname)?.[1]);
    if (pid && !processAlive(pid)) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

export interface PostgresTestDatabase {
  database: Database;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database on the TEST_DATABASE_URL server, copied from the seeded template. */
export async function openPostgresTestDatabase(base: string): Promise<PostgresTestDatabase> {
  const template = `courtflow_tpl_${seedFingerprint()}`;
  const name = `courtflow_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = adminClient(base);
  try {
    await admin`select pg_advisory_lock(${LOCK_ID})`;
    try {
      const [found] = await admin`select 1 as found from pg_database where datname = ${template}`;
      if (!found) await buildTemplate(base, admin, template);
      await dropOrphans(admin);
      await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin`select pg_advisory_unlock(${LOCK_ID})`;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(base, name) });
  return {
    database,
    name,
    async drop() {
      await database.close();
      const cleaner = adminClient(base);
      try {
        await cleaner.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleaner.end({ timeout: 5 });
      }
    },
  };
}
