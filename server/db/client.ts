import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { projectRoot } from '#server/projectRoot';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the routes use, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PGlite instance, for snapshots in tests (undefined on a PostgreSQL server). */
  pglite?: PGlite;
  /**
   * PGlite only: LISTEN to a channel; `onMessage` gets each NOTIFY payload before the committing
   * statement answers (the same process). Answers the UNLISTEN. A PostgreSQL server's notifications
   * arrive on another connection, possibly after their writer answered, so nothing relies on them there.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export const migrationsFolder = join(projectRoot, 'server/db/migrations');

export interface DatabaseOptions {
  /** postgres://... → a PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory; omitted → in memory. */
  dataDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from, for fast test databases. */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { extensions: { btree_gist }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const listen = (channel: string, onMessage: (payload: string) => void) => pglite.listen(channel, onMessage);
  return { db, kind: 'pglite', pglite, close: () => pglite.close(), listen };
}

/** Applies every pending migration (drizzle's programmatic migrator: drizzle-kit cannot load btree_gist into PGlite). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePostgres(database.db as never, { migrationsFolder });
}
