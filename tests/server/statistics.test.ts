import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client';
import { queryRows } from '#server/db/rows';
import { analyzeStale, keepStatistics } from '#server/db/statistics';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const log = { warn: vi.fn() };
const fakeDatabase = (kind: Database['kind'], execute: (query: unknown) => Promise<unknown>) =>
  ({ kind, db: { execute } as unknown as Database['db'], close: async () => {}, listen: async () => async () => {} }) satisfies Database;
/** PostgreSQL reports a statement's row counts to pg_stat_* at most once a second, unless told. */
async function flushTableCounts(): Promise<void> {
  await server.db.execute(sql`select pg_stat_force_next_flush()`);
  await server.db.execute(sql`select 1`);
}

describe('planner statistics of the embedded database', () => {
  it('looks 5 s after start and every 10 minutes on PGlite, until stopped', async () => {
    vi.useFakeTimers();
    try {
      const execute = vi.fn(async () => ({ rows: [] }));
      const stop = keepStatistics(fakeDatabase('pglite', execute), log);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(execute).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(execute).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(execute).toHaveBeenCalledTimes(2);
      stop();
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('analyzes our tables on the real database, then only those that changed enough', async () => {
    await flushTableCounts();
    const first = await analyzeStale(server.database);
    expect(first).toContain('public.courts');
    expect(first).toContain('public.holds');
    expect(first.filter((name) => !/^(public|drizzle)\./.test(name))).toEqual([]);
    const [row] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from pg_stats where tablename = 'courts'`);
    expect(Number(row.n)).toBeGreaterThan(0);

    await flushTableCounts();
    expect(await analyzeStale(server.database)).toEqual([]);

    // Many new rows in one table: that table again, and only it.
    await server.db.execute(sql`insert into login_failures (client_key, account_key, failed_at)
      select 'stats-' || i, md5(i::text), now() from generate_series(1, 500) i`);
    await flushTableCounts();
    expect(await analyzeStale(server.database)).toEqual(['public.login_failures']);
  });

  it('leaves a PostgreSQL server to its autovacuum', async () => {
    vi.useFakeTimers();
    try {
      const execute = vi.fn(async () => undefined);
      keepStatistics(fakeDatabase('postgres', execute), log);
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
