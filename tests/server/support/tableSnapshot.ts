import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/** Rows of a raw query on either driver (PGlite answers { rows }, postgres.js an array). */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function publicTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Every row of every table (or of the tables named), as JSON text per table, for before/after checks. */
export async function snapshotTables(db: Db, only?: string[]): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of only ?? (await publicTables(db))) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Unexpected table name ${table}`);
    const rows = await queryRows(db, sql.raw(`select * from "${table}" t order by t::text`));
    snapshot[table] = JSON.stringify(rows);
  }
  return snapshot;
}
