import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { queryRows } from '#server/db/rows';

// A test database is reused by the next test server of the same worker (testDatabase.ts) instead of
// loading a fresh one (about 1 s of CPU for PGlite's 44 MB data directory, a CREATE DATABASE on a
// server). Before reuse it is put back to what it held when opened: every row of every public table,
// every public sequence's position, and no table statistics gathered (the server's ANALYZE job and
// its test look at them). The rows are kept in this process, not in the database: a copy in the
// database would be one more set of tables for everything that lists them.

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads what a fresh test database holds and answers the statement that puts it back: one DO block
 * (one round trip) that empties every public table and refills it from the kept rows with triggers
 * and foreign-key checks off (replica role: the rows are already consistent, and the triggers would
 * write history and counters), sets each sequence back and forgets the table statistics.
 */
export async function seedResetStatement(db: Db): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const refills: string[] = [];
  for (const { name } of tables) {
    const [{ rows }] = await queryRows<{ rows: string | null }>(
      db,
      sql.raw(`select json_agg(t)::text as rows from public.${ident(name)} t`),
    );
    if (rows)
      refills.push(`insert into public.${ident(name)} select * from json_populate_recordset(null::public.${ident(name)}, ${quote(rows)});`);
  }
  const sequences = await queryRows<{ name: string }>(db, sql`select sequencename as name from pg_sequences where schemaname = 'public'`);
  // One query at a time: on a server, parallel queries would open more pool connections than a fresh database had.
  const setvals: string[] = [];
  for (const { name } of sequences) {
    const [{ last_value, is_called }] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`select last_value::text, is_called from public.${ident(name)}`),
    );
    setvals.push(`perform setval(${quote(`public.${ident(name)}`)}, ${last_value}, ${is_called});`);
  }
  const tag = `$reset_${randomBytes(6).toString('hex')}$`;
  return [
    `do ${tag} begin`,
    'set local session_replication_role = replica;',
    `truncate ${tables.map(({ name }) => `public.${ident(name)}`).join(', ')};`,
    ...refills,
    ...setvals,
    'perform pg_stat_reset();',
    `end ${tag}`,
  ].join('\n');
}

/** Runs the statement seedResetStatement made for this database. */
export async function resetToSeed(db: Db, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}
