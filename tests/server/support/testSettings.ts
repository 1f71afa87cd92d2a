import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings, type Settings } from '#server/settings';

export const TEST_PUBLIC_URL = 'http://courtflow.test';

/**
 * Settings for a test server: a temp DATA_DIR (the outbox lives there), no SPA, quiet logs and a
 * cheap password hash (hashes store their own cost, so the seeded demo passwords still verify).
 */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtflow-test-'));
  return {
    ...readSettings({}),
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    databaseUrl: undefined,
    smtpUrl: undefined,
    publicUrl: TEST_PUBLIC_URL,
    production: false,
    logLevel: 'silent',
    passwordHashCost: 12,
    // No growing login delays unless a test asks for them (tests/server/security/loginLimit.test.ts).
    loginDelayMs: 0,
    ...overrides,
  };
}
