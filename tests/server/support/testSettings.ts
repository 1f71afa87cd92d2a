import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings, type Settings } from '#server/settings';

export const TEST_PUBLIC_URL = 'http://courtflow.test';

/** scrypt cost (log2 N) of the passwords the tests hash: new accounts' and the seeded demo accounts'. */
export const TEST_PASSWORD_COST = 12;

/**
 * Settings for a test server: a temp DATA_DIR (the outbox lives there), no SPA, quiet logs and a
 * cheap password hash (TEST_PASSWORD_COST, also the test databases' demo accounts', seedTestDatabase.ts).
 */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtflow-test-'));
  return {
    ...readSettings({}),
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    databaseUrl: undefined,
    smtpUrl: undefined,
    redisUrl: undefined,
    publicUrl: TEST_PUBLIC_URL,
    production: false,
    logLevel: 'silent',
    passwordHashCost: TEST_PASSWORD_COST,
    // No growing login delays unless a test asks for them (tests/server/security/loginLimit.test.ts).
    loginDelayMs: 0,
    // The human check of confirm_email is tested on its own (tests/server/account/humanCheck.test.ts).
    humanCheck: { required: false, secret: 'test-human-check-secret', maxCounter: 200 },
    ...overrides,
  };
}
