import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './support/serverProcess';
import { median, verdict } from './support/stats';

const BUDGET_MS = 3000;

/**
 * Server cold start to the first answered request on PGlite: a new process each time,
 * on a fresh data directory (first start: initdb, migrations, seed) and on an existing one.
 */
export async function benchColdStart(runs = 3): Promise<{ freshMs: number; existingMs: number }> {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'courtflow-cold-'));
    const first = await startServer({ DATA_DIR: dataDir });
    fresh.push(first.readyMs);
    await first.stop();
    const again = await startServer({ DATA_DIR: dataDir });
    existing.push(again.readyMs);
    await again.stop();
  }
  const freshMs = median(fresh);
  const existingMs = median(existing);
  console.log(
    `cold start, PGlite, existing data dir: median ${existingMs.toFixed(0)} ms of ${runs} (budget ${BUDGET_MS} ms: ${verdict(existingMs, BUDGET_MS)})`,
  );
  console.log(`cold start, PGlite, new data dir (initdb + migrate + seed): median ${freshMs.toFixed(0)} ms of ${runs}`);
  return { freshMs, existingMs };
}
