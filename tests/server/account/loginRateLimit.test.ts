import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

const MAX_FAILURES = 3;
const WINDOW_MINUTES = 10;
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, settings: { loginMaxFailures: MAX_FAILURES, loginWindowMinutes: WINDOW_MINUTES } });
});
afterAll(() => server?.close());

const login = (password: string, remoteAddress: string, headers?: Record<string, string>) =>
  server.call('login', { body: { email: DEMO.player, password }, remoteAddress, headers });

describe('login rate limit (-48)', () => {
  const attacker = '192.0.2.10';

  it('answers -2 to the first failures and -48 (HTTP 429) once a client has used them up', async () => {
    for (let i = 0; i < MAX_FAILURES; i += 1) expect((await login('wrong', attacker)).body.code).toBe('-2');
    const limited = await login('wrong', attacker);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: true, code: '-48' });
  });

  it('answers -48 to that client even with the right password', async () => {
    const response = await login('courtflow', attacker);
    expect(response.body.code).toBe('-48');
  });

  it('leaves other clients alone, including the same account from elsewhere', async () => {
    const response = await login('courtflow', '192.0.2.11');
    expect(response.status).toBe(200);
  });

  it('does not believe a forged X-Forwarded-For (TRUST_PROXY is off by default)', async () => {
    const response = await login('courtflow', attacker, { 'x-forwarded-for': '192.0.2.99' });
    expect(response.body.code).toBe('-48');
  });

  it('counts an IPv6 /64 as one client', async () => {
    for (let i = 0; i < MAX_FAILURES; i += 1) await login('wrong', `2001:db8:0:1::${i + 1}`);
    expect((await login('courtflow', '2001:db8:0:1:ffff::9')).body.code).toBe('-48');
    expect((await login('courtflow', '2001:db8:0:2::1')).status).toBe(200);
  });

  it('lets the client in again once the window has passed', async () => {
    clock.advanceMinutes(WINDOW_MINUTES - 1);
    expect((await login('courtflow', attacker)).body.code).toBe('-48');
    clock.advanceMinutes(2);
    const response = await login('courtflow', attacker);
    expect(response.status).toBe(200);
    expect(response.body.error).toBe(false);
  });
});
