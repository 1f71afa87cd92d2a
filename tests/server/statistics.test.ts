import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { keepStatistics } from '../../server/db/statistics';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const log = { warn: vi.fn() };

describe('planner statistics of the embedded database', () => {
  it('ANALYZE runs 5 s after start and every 10 minutes on PGlite, and gathers statistics', async () => {
    vi.useFakeTimers();
    try {
      const execute = vi.fn((query: Parameters<Database['db']['execute']>[0]) => server.db.execute(query));
      const stop = keepStatistics({ kind: 'pglite', db: { ...server.db, execute } as unknown as Database['db'], close: async () => {} }, log);
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
    const [row] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from pg_stats where tablename = 'courts'`);
    expect(Number(row.n)).toBeGreaterThan(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('leaves a PostgreSQL server to its autovacuum', async () => {
    vi.useFakeTimers();
    try {
      const execute = vi.fn();
      keepStatistics({ kind: 'postgres', db: { execute } as unknown as Database['db'], close: async () => {} }, log);
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
