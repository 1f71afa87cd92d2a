import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { testClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// The -48 login limit as a client sees it (the rules: server/accounts/loginFailures.ts; the issue 10
// cases — NAT, growing delays, growing lock-outs — in tests/server/security/loginLimit.test.ts).

const MAX_FAILURES = 3;
const WINDOW_MINUTES = 10;
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, settings: { loginMaxFailures: MAX_FAILURES, loginWindowMinutes: WINDOW_MINUTES } });
});
afterAll(() => server?.close());

const login = (password: string, remoteAddress: string, headers?: Record<string, string>, email: string = DEMO.player) =>
  server.call('login', { body: { email, password }, remoteAddress, headers });
const failureKeys = async () =>
  (await queryRows<{ client_key: string }>(server.db, sql`select distinct client_key from login_failures`)).map((r) => r.client_key);

describe('login rate limit (-48)', () => {
  const attacker = '192.0.2.10';

  it('answers -2 to the first failures and -48 (HTTP 429) once the account has used them up', async () => {
    for (let i = 0; i < MAX_FAILURES; i += 1) expect((await login('wrong', attacker)).body.code).toBe('-2');
    const limited = await login('wrong', attacker);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: true, code: '-48' });
  });

  it('answers -48 to that account even with the right password, from that client or another', async () => {
    expect((await login('courtflow', attacker)).body.code).toBe('-48');
    expect((await login('courtflow', '192.0.2.11')).body.code).toBe('-48');
  });

  it('leaves the other accounts alone, from that client too', async () => {
    expect((await login('courtflow', attacker, undefined, DEMO.rival)).status).toBe(200);
    expect((await login('courtflow', '192.0.2.11', undefined, DEMO.teacher)).status).toBe(200);
  });

  it('does not believe a forged X-Forwarded-For (TRUST_PROXY is off by default): failures count under the socket address', async () => {
    await login('wrong', attacker, { 'x-forwarded-for': '192.0.2.99' }, DEMO.admin);
    const keys = await failureKeys();
    expect(keys).toContain(attacker);
    expect(keys).not.toContain('192.0.2.99');
  });

  it('counts an IPv6 /64 as one client', async () => {
    await login('wrong', '2001:db8:0:1::1', undefined, DEMO.teacher);
    await login('wrong', '2001:db8:0:1:ffff::9', undefined, DEMO.teacher);
    const keys = await failureKeys();
    expect(keys).toContain('2001:db8:0:1::/64');
    expect(keys.filter((k) => k.startsWith('2001:'))).toHaveLength(1);
  });

  it('lets the account in again once its lock-out has passed', async () => {
    clock.advanceMinutes(WINDOW_MINUTES - 1);
    const response = await login('courtflow', attacker);
    expect(response.status).toBe(200);
    expect(response.body.error).toBe(false);
  });
});
