import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('session token', () => {
  it('validateToken answers the claims, with role and corp as the database has them now', async () => {
    const token = await server.login(DEMO.teacher);
    const id = await server.userId(DEMO.teacher);
    expect((await server.call('validateToken', { token })).body).toMatchObject({
      error: false,
      valid: true,
      claims: { id, role: 'teacher', corp: null },
    });
    await server.db.update(users).set({ role: 'admin', corp: 'club-7' }).where(eq(users.id, id));
    expect((await server.call('validateToken', { token })).body.claims).toEqual({ id, role: 'admin', corp: 'club-7' });
  });

  it.each([
    ['no token', null],
    ['a malformed token', 'not.a.jwt'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwicm9sZSI6InVzZXIiLCJjb3JwIjpudWxsLCJqdGkiOiJ4In0.c2lnbmF0dXJl'],
  ])('answers 401 to %s', async (_case, token) => {
    const response = await server.call('validateToken', { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: true, code: '-401' });
  });

  it('logout revokes only this session: its token answers 401 afterwards, another stays valid', async () => {
    const id = await server.userId(DEMO.player);
    const [first, second] = [await server.login(DEMO.player), await server.login(DEMO.player)];
    const logout = await server.call('logout', { token: first, params: { userId: id } });
    expect(logout.body).toEqual({ error: false, code: '0' });
    expect((await server.call('validateToken', { token: first })).status).toBe(401);
    expect((await server.call('getUser', { token: first, params: { userId: id } })).status).toBe(401);
    expect((await server.call('validateToken', { token: second })).status).toBe(200);
  });

  it('answers 403 to every user call once the account is closed', async () => {
    const token = await server.login(DEMO.rival);
    const id = await server.userId(DEMO.rival);
    await server.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, id));
    for (const response of [
      await server.call('validateToken', { token }),
      await server.call('getUser', { token, params: { userId: id } }),
      await server.call('setLanguage', { token, params: { userId: id }, body: { language: 'en' } }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: true, code: '-403' });
    }
  });

  it('calls that arrive together are checked in one query, each against its own session', async () => {
    const id = await server.userId(DEMO.player);
    const [open, loggedOut] = [await server.login(DEMO.player), await server.login(DEMO.player)];
    await server.call('logout', { token: loggedOut, params: { userId: id } });
    const closedToken = await server.login(DEMO.admin);
    await server.db
      .update(users)
      .set({ closedAt: new Date() })
      .where(eq(users.id, await server.userId(DEMO.admin)));
    // Players who have called before (their tokens' signatures already checked).
    for (const token of [open, loggedOut, closedToken]) await server.call('validateToken', { token });
    // Every statement goes through the driver: PGlite's query, or postgres.js's unsafe on a PostgreSQL server.
    const client = (server.db as unknown as { $client: Record<'query' | 'unsafe', (sql: string) => unknown> }).$client;
    const query = vi.spyOn(client, server.database.kind === 'pglite' ? 'query' : 'unsafe');
    try {
      const tokens = Array.from({ length: 30 }, (_, i) => [open, loggedOut, closedToken][i % 3]);
      const statuses = (await Promise.all(tokens.map((token) => server.call('validateToken', { token })))).map((r) => r.status);
      expect(statuses).toEqual(tokens.map((token) => (token === open ? 200 : token === loggedOut ? 401 : 403)));
      const sessionQueries = query.mock.calls.filter(([sql]) => String(sql).includes('"sessions"'));
      expect(sessionQueries).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });
});
