import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { NEW_ACCOUNT_PASSWORD, newAccount, type NewAccount } from '../support/newAccount';
import { startTestServer, type TestServer } from '../support/testServer';

// PUT /api/users/{id}/password (spec part 3 §2 /profile/password, §5, §7): the current password is
// checked, the new one follows the registration rule, the account's other sessions end and this one
// stays; neither password is ever stored or logged in clear.

const NEW_PASSWORD = 'brand-new-pass-77';
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ logStream, settings: { loginMaxFailures: 3 } });
});
afterAll(() => server?.close());

const change = (a: NewAccount, body: Record<string, unknown>, token = a.token, userId = a.id) =>
  server.call('changePassword', { token, params: { userId }, body });
const whoAmI = (token: string) => server.call('validateToken', { token });

describe('PUT /api/users/:userId/password', () => {
  it('changes the password: this session stays, the other sessions end, the new password logs in and the old one not', async () => {
    const me = await newAccount(server);
    const laptop = await server.login(me.email, NEW_ACCOUNT_PASSWORD);
    const response = await change(me, { current_password: NEW_ACCOUNT_PASSWORD, password: NEW_PASSWORD });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await whoAmI(me.token)).status).toBe(200);
    expect((await whoAmI(laptop)).status).toBe(401);
    await expect(server.login(me.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    const old = await server.call('login', { body: { email: me.email, password: NEW_ACCOUNT_PASSWORD }, remoteAddress: '10.7.0.1' });
    expect(old.body).toMatchObject({ code: '-2' });
  });

  it('never stores or logs either password in clear', async () => {
    const me = await newAccount(server);
    const secret = 'Very-Secret-Pass-9182';
    await change(me, { current_password: NEW_ACCOUNT_PASSWORD, password: secret });
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    expect(row.hash).toMatch(/^scrypt\$/);
    expect(row.hash).not.toContain(secret);
    const logged = logLines.join('');
    expect(logged).toContain('/password');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(NEW_ACCOUNT_PASSWORD);
  });

  it('a wrong current password is -2 (400, the session stays); the same password again is -4', async () => {
    const me = await newAccount(server);
    const wrong = await change(me, { current_password: 'not-my-password', password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: true, code: '-2' });
    expect((await whoAmI(me.token)).status).toBe(200);
    const same = await change(me, { current_password: NEW_ACCOUNT_PASSWORD, password: NEW_ACCOUNT_PASSWORD });
    expect(same.body).toMatchObject({ code: '-4' });
  });

  it('too many wrong current passwords is -48 (429), even with the right one then', async () => {
    const me = await newAccount(server);
    for (let i = 0; i < 3; i += 1) await change(me, { current_password: `wrong-${i}`, password: NEW_PASSWORD });
    const locked = await change(me, { current_password: NEW_ACCOUNT_PASSWORD, password: NEW_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: '-48' });
  });

  it('a new password under 8 characters is bad input; another user id is no-access', async () => {
    const me = await newAccount(server);
    const other = await newAccount(server);
    const short = await change(me, { current_password: NEW_ACCOUNT_PASSWORD, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: '-400' });
    const foreign = await change(me, { current_password: NEW_ACCOUNT_PASSWORD, password: NEW_PASSWORD }, me.token, other.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: '-404' });
  });
});
