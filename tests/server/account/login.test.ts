import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const login = (email: string, password: string, remoteAddress = '198.51.100.1') =>
  server.call('login', { body: { email, password }, remoteAddress });

describe('login', () => {
  it('answers a token with id, role and corp whose jti is an open session', async () => {
    const response = await login('Admin@Courtflow.test', 'courtflow');
    expect(response.status).toBe(200);
    const claims = decodeJwt(response.body.token);
    expect(claims).toMatchObject({ id: await server.userId(DEMO.admin), role: 'admin', corp: 'courtflow', iss: 'courtflow' });
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.jti)));
    expect(session).toMatchObject({ userId: claims.id, revokedAt: null });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(365 * 24 * 3600);
  });

  it('answers the same -2 to an unknown e-mail and to a wrong password', async () => {
    const unknown = await login('nobody@courtflow.test', 'courtflow', '198.51.100.2');
    const wrong = await login(DEMO.player, 'not-the-password', '198.51.100.2');
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ error: true, code: '-2' });
  });

  it('answers -47 to an unconfirmed account only when the password is right', async () => {
    const body = registration();
    await server.call('register', { body });
    expect((await login(String(body.email), 'wrong-password', '198.51.100.3')).body.code).toBe('-2');
    const right = await login(String(body.email), String(body.password), '198.51.100.3');
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ error: true, code: '-47' });
  });

  it('answers -2 to a closed account, even with the right password', async () => {
    await server.db.update(users).set({ closedAt: new Date() }).where(eq(users.email, DEMO.rival));
    const response = await login(DEMO.rival, 'courtflow', '198.51.100.4');
    expect(response.body.code).toBe('-2');
  });

  it('refuses a malformed e-mail as invalid input, not as a failed login', async () => {
    const response = await login('not-an-email', 'courtflow', '198.51.100.5');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('-400');
  });
});
