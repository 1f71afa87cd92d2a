import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './support/registration';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// The test harness other server tests build on: each server has a database of its own, seeded with
// the demo data; listening is optional; e-mails land in its own outbox.

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ listen: true });
  second = await startTestServer();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('startTestServer', () => {
  it('gives each server its own seeded database', async () => {
    const body = registration();
    expect((await first.call('register', { body })).body.error).toBe(false);
    expect((await second.call('register', { body })).body.error).toBe(false); // same e-mail: not there
    expect(await first.userId(DEMO.admin)).toBe(await second.userId(DEMO.admin));
  });

  it('listens on a free port when asked, and serves the API over HTTP there', async () => {
    expect(first.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(second.baseUrl).toBeUndefined();
    const response = await fetch(`${first.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.player, password: 'courtflow' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).token).toMatch(/^ey/);
  });

  it('keeps e-mails in a per-server outbox folder', async () => {
    expect(first.outboxDir).not.toBe(second.outboxDir);
    expect(existsSync(first.outboxDir)).toBe(true);
    expect(first.outbox().length).toBe(1);
    expect(second.outbox().length).toBe(1);
  });

  it('login throws on a wrong password instead of answering a token', async () => {
    await expect(first.login(DEMO.player, 'wrong-password')).rejects.toThrow(/login .* failed: 400/);
  });
});
