import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { testClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Issue 10 item 5: the login limit counted failures per client address only, so five failures from
// one address (an office behind NAT, a proxy without TRUST_PROXY) locked every account from it for
// 15 minutes, the right password included. Failures now count per account and per address; the
// account is slowed down, then refused with growing lock-outs; an address with failures is slowed
// down, and the right password still gets through for an account that was not itself attacked.

const MAX = 5;
const WINDOW = 15;
const DELAY_MS = 40;
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    settings: { loginMaxFailures: MAX, loginWindowMinutes: WINDOW, loginDelayMs: DELAY_MS },
  });
});
afterAll(() => server?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  server.call('login', { body: { email, password }, remoteAddress });
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

describe('one address with failures (NAT, a proxy without TRUST_PROXY)', () => {
  it('the right password gets through for an account that was not itself attacked', async () => {
    const office = '198.51.100.7';
    for (let i = 0; i < MAX + 2; i++) await login(DEMO.player, 'wrong', office);
    const colleague = await login(DEMO.rival, 'courtflow', office);
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(200);
    // The attacked account is refused, from this address and from anywhere else.
    expect((await login(DEMO.player, 'courtflow', office)).body.code).toBe('-48');
    expect((await login(DEMO.player, 'courtflow', '203.0.113.200')).body.code).toBe('-48');
    clock.advanceMinutes(WINDOW + 1);
  });

  it('is slowed down the more failures it has', async () => {
    const spray = '198.51.100.8';
    const accounts = Array.from({ length: MAX + 3 }, (_, i) => `nobody-${i}@example.com`);
    const durations: number[] = [];
    for (const email of accounts) durations.push((await timed(() => login(email, 'guess', spray)))[1]);
    // Each unknown account had no failures; the address's own count slows the later ones down.
    expect(durations[MAX + 2]).toBeGreaterThanOrEqual(DELAY_MS * 4);
    const [admitted] = await timed(() => login(DEMO.teacher, 'courtflow', spray));
    expect(admitted.status).toBe(200);
    clock.advanceMinutes(WINDOW + 1);
  });
});

describe('one account attacked from many addresses', () => {
  it('slows down, then refuses with -48 (HTTP 429) in lock-outs that grow; the window forgets', async () => {
    const durations: number[] = [];
    for (let i = 0; i < MAX; i++) {
      const [response, ms] = await timed(() => login(DEMO.admin, 'wrong', `192.0.2.${20 + i}`));
      expect(response.body.code).toBe('-2');
      durations.push(ms);
    }
    // Failures 1..4 of the account delay the next attempt 40, 80, 160, 320 ms (before the check).
    expect(durations[4]).toBeGreaterThanOrEqual(DELAY_MS * 8);
    const refused = await login(DEMO.admin, 'courtflow', '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: true, code: '-48' });
    // The first lock-out lasts a minute; a failure after it locks for two.
    clock.advanceMinutes(1);
    expect((await login(DEMO.admin, 'wrong', '192.0.2.98')).body.code).toBe('-2');
    clock.advanceMinutes(1.5);
    expect((await login(DEMO.admin, 'courtflow', '192.0.2.97')).body.code).toBe('-48');
    clock.advanceMinutes(0.6);
    expect((await login(DEMO.admin, 'courtflow', '192.0.2.97')).status).toBe(200);
  });

  it('-48 answers are not failures; failures are counted under the socket address and a hash of the e-mail', async () => {
    const rows = await queryRows<{ client_key: string; account_key: string | null }>(
      server.db,
      sql`select client_key, account_key from login_failures`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.account_key).toMatch(/^[a-f0-9]{64}$/);
      expect(row.account_key).not.toContain('@');
    }
  });
});
