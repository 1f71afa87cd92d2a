import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client';
import { queryRows } from '#server/db/rows';
import { keepStatistics } from '#server/db/statistics';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const log = { warn: vi.fn() };
const fakeDatabase = (kind: Database['kind'], execute: (query: unknown) => Promise<unknown>) =>
  ({ kind, db: { execute } as unknown as Database['db'], close: async () => {}, listen: async () => async () => {} }) satisfies Database;

describe('planner statistics of the embedded database', () => {
  it('ANALYZE runs 5 s after start and every 10 minutes on PGlite, until stopped', async () => {
    vi.useFakeTimers();
    try {
      const execute = vi.fn(async () => undefined);
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

  it('gathers statistics on the real database', async () => {
    let ran: Promise<unknown> | undefined;
    const execute = vi.fn((query: unknown) => (ran = server.db.execute(query as Parameters<Database['db']['execute']>[0])));
    const stop = keepStatistics(fakeDatabase('pglite', execute), log, { firstAfterMs: 0, everyMs: 3_600_000 });
    await vi.waitFor(() => expect(execute).toHaveBeenCalledTimes(1));
    stop();
    await ran;
    const [row] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from pg_stats where tablename = 'courts'`);
    expect(Number(row.n)).toBeGreaterThan(0);
    expect(log.warn).not.toHaveBeenCalled();
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
