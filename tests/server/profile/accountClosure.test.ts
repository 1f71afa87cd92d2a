// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueAccounts } from '#server/accounts/accountClosure';
import { accountClosures, sessions, users } from '#server/db/schema';
import { testClock } from '../support/clock';
import { NEW_ACCOUNT_PASSWORD, newAccount } from '../support/newAccount';
import { startTestServer, type TestServer } from '../support/testServer';

// Account closure (spec part 3 §7 POST /api/users/{id}/zendesk/unsubscribe, §9 "contact within 48
// hours"): the request is kept; 48 hours later the closure job closes the account for real.

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server?.close());

const ask = (token: string, userId: number) => server.call('requestAccountClosure', { token, params: { userId }, body: {} });
const whoAmI = (token: string) => server.call('validateToken', { token });

describe('POST /api/users/:userId/zendesk/unsubscribe and the closure job', () => {
  it('a closed account cannot log in and its sessions end, 48 hours after the request', async () => {
    const me = await newAccount(server);
    const phone = await server.login(me.email, NEW_ACCOUNT_PASSWORD);
    const response = await ask(me.token, me.id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ requestedAt: clock.now().toISOString(), contactWithinHours: 48 });

    // Within the contact window nothing is closed.
    clock.advanceMinutes(47 * 60);
    expect(await closeDueAccounts(server.db, clock.now(), null)).not.toContain(me.id);
    expect((await whoAmI(phone)).status).toBe(200);

    clock.advanceMinutes(61);
    expect(await closeDueAccounts(server.db, clock.now(), null)).toContain(me.id);
    expect((await whoAmI(me.token)).status).toBe(401);
    expect((await whoAmI(phone)).status).toBe(401);
    const open = await server.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const login = await server.call('login', { body: { email: me.email, password: NEW_ACCOUNT_PASSWORD }, remoteAddress: '10.6.0.1' });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: '-2' });
    const [row] = await server.db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, me.id));
    expect(row.closedAt).toEqual(clock.now());

    // A second run has nothing left to do.
    expect(await closeDueAccounts(server.db, clock.now(), null)).not.toContain(me.id);
  });

  it('asking twice keeps the first request time', async () => {
    const me = await newAccount(server);
    const first = await ask(me.token, me.id);
    clock.advanceMinutes(30);
    const second = await ask(me.token, me.id);
    expect(second.body.requestedAt).toBe(first.body.requestedAt);
    const rows = await server.db.select().from(accountClosures).where(eq(accountClosures.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it("another user's id is no-access (404) and closes nothing", async () => {
    const me = await newAccount(server);
    const other = await newAccount(server);
    const response = await ask(me.token, other.id);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: '-404' });
    expect(await server.db.select().from(accountClosures).where(eq(accountClosures.userId, other.id))).toHaveLength(0);
  });
});

describe('GET /api/users/:userId/zendesk/unsubscribe: the pending request', () => {
  const pending = (token: string, userId: number) => server.call('getAccountClosure', { token, params: { userId } });

  it('answers null before a request, then the first request with its time and the 48 hours', async () => {
    const me = await newAccount(server);
    expect((await pending(me.token, me.id)).body).toMatchObject({ request: null });
    const first = await ask(me.token, me.id);
    clock.advanceMinutes(90);
    const again = await pending(me.token, me.id);
    expect(again.status).toBe(200);
    expect(again.body.request).toEqual({ requestedAt: first.body.requestedAt, contactWithinHours: 48 });
  });

  it('two requests at once leave one row (the user id is the key) and both answer its time', async () => {
    const me = await newAccount(server);
    const [a, b] = await Promise.all([ask(me.token, me.id), ask(me.token, me.id)]);
    expect(a.status).toBe(200);
    expect(b.body.requestedAt).toBe(a.body.requestedAt);
    expect(await server.db.select().from(accountClosures).where(eq(accountClosures.userId, me.id))).toHaveLength(1);
    await expect(server.db.insert(accountClosures).values({ userId: me.id, requestedAt: clock.now() })).rejects.toThrow();
  });

  it("another user's pending request is no-access (404)", async () => {
    const me = await newAccount(server);
    const other = await newAccount(server);
    await ask(other.token, other.id);
    const response = await pending(me.token, other.id);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: '-404' });
  });
});
