import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ settings: { emailConfirmation: 'optional' } });
});
afterAll(() => server?.close());

describe('register with e-mail confirmation optional', () => {
  it('creates a confirmed user, logs them in at once and sends a welcome e-mail', async () => {
    const body = registration({ language: 'pt-BR' });
    const response = await server.call('register', { body });
    expect(response.body).toMatchObject({ error: false, emailConfirmed: 'Y' });
    const valid = await server.call('validateToken', { token: response.body.token });
    expect(valid.body.claims).toEqual({ id: response.body.userId, role: 'user', corp: null });
    const [row] = await server.db.select().from(users).where(eq(users.id, response.body.userId));
    expect(row.emailConfirmed).toBe(true);
    const mails = server.outbox().filter((mail) => mail.to === body.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Bem-vindo ao Courtflow']);
    expect(mails[0].text).not.toContain('confirm_email');
  });
});

describe('register is all or nothing', () => {
  it('leaves no user and no session behind when the e-mail cannot be sent', async () => {
    const failing = await startTestServer({
      settings: { emailConfirmation: 'optional' },
      mailer: { send: async () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const count = async (table: typeof users | typeof sessions) =>
        Number((await failing.db.select({ n: sql<number>`count(*)` }).from(table))[0].n);
      const before = { users: await count(users), sessions: await count(sessions) };
      const body = registration();
      const response = await failing.call('register', { body });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ error: true, code: '-1' });
      expect({ users: await count(users), sessions: await count(sessions) }).toEqual(before);
      // The same person can register once the mail works again: nothing half-written blocks the e-mail.
      const retry = await server.call('register', { body });
      expect(retry.body.error).toBe(false);
    } finally {
      await failing.close();
    }
  });
});

describe('register rate limit', () => {
  it('answers -48 to a client over the limit, other clients unaffected', async () => {
    const limited = await startTestServer({ settings: { registerMaxAttempts: 3 } });
    try {
      const client = { remoteAddress: '203.0.113.7' };
      const codes: string[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await limited.call('register', { ...client, body: registration() })).body.code);
      expect(codes).toEqual(['0', '0', '0', '-48']);
      const over = await limited.call('register', { ...client, body: registration() });
      expect(over.status).toBe(429);
      const other = await limited.call('register', { remoteAddress: '203.0.113.8', body: registration() });
      expect(other.body.code).toBe('0');
    } finally {
      await limited.close();
    }
  });
});
