// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { EMAIL_CHANGE_VALID_HOURS } from '#server/accounts/changeEmail';
import { emailChanges, users } from '#server/db/schema';
import type { Mailer } from '#server/mail/mailer';
import { createApiClient } from '#api/client';
import { createSessionActors } from '#app/session/sessionActors';
import { testClock } from '../support/clock';
import type { OutboxMail } from '../support/outbox';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { TEST_PUBLIC_URL } from '../support/testSettings';
import { DEMO } from '../support/users';

// The e-mail change of spec part 3 §7 ("GET .../change-email/{email}/check; POST the same path with
// password") and part 1 §2.4 / §7 (action CONFIRM; POST .../change-email/{newEmail}/confirm), on the
// real server and database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const PASSWORD = 's3cret-pass';
const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, listen: true });
});
afterAll(() => server?.close());

/** A new confirmed account of its own (registration with confirmation optional), logged in. */
async function newAccount(overrides: Record<string, unknown> = {}) {
  const body = registration({ password: PASSWORD, repeat_password: PASSWORD, ...overrides });
  const created = await server.call('register', {
    body,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.userId as number;
  await server.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, id));
  const token = await server.login(body.email as string, PASSWORD);
  return { id, token, email: (body.email as string).toLowerCase() };
}
type Account = Awaited<ReturnType<typeof newAccount>>;

const fresh = () => `new.${Math.random().toString(36).slice(2, 10)}@example.com`;
const check = (a: Account, email: string, token = a.token, id = a.id) =>
  server.call('checkEmailChange', { token, params: { userId: id, email } });
const ask = (a: Account, email: string, password = PASSWORD, token = a.token) =>
  server.call('requestEmailChange', { token, params: { userId: a.id, email }, body: { password } });
const confirm = (a: Account, newEmail: string, body?: { token?: string }, token = a.token) =>
  server.call('confirmEmailChange', { token, params: { userId: a.id, newEmail }, body });

const emailOf = async (id: number) => (await server.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email;
const pendingOf = async (id: number) => (await server.db.select().from(emailChanges).where(eq(emailChanges.userId, id)))[0];
const mailsTo = (address: string) => server.outbox().filter((mail) => mail.to === address);

/** The link of the change e-mail: `${publicUrl}/?action=CONFIRM&user_id&new_email&token`. */
function changeLinkOf(mail: OutboxMail) {
  const match = /(https?:\/\/\S+\/\?action=CONFIRM\S+)/.exec(mail.text);
  if (!match) throw new Error(`no change link in ${mail.text}`);
  const url = new URL(match[1]);
  return {
    url,
    userId: url.searchParams.get('user_id'),
    newEmail: url.searchParams.get('new_email'),
    token: url.searchParams.get('token') ?? '',
  };
}

describe('GET /api/users/:userId/change-email/:email/check', () => {
  let me: Account;
  beforeAll(async () => {
    me = await newAccount();
  });

  it('answers available for an address nobody uses', async () => {
    const email = fresh();
    const response = await check(me, email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: false, code: '0', email, available: true });
  });

  it('reaches the check with an address longer than a path segment may be by default (100 characters)', async () => {
    const email = `${'long.'.repeat(30)}${fresh()}`;
    const response = await check(me, email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email, available: true });
  });

  it("is not available when another account uses it, in any letter case, nor for the caller's own address", async () => {
    expect((await check(me, DEMO.player.toUpperCase())).body).toMatchObject({ email: DEMO.player, available: false });
    expect((await check(me, me.email)).body.available).toBe(false);
  });

  it('answers -400 to an invalid e-mail and 401 without a session', async () => {
    for (const email of ['not-an-email', 'a@b', 'two words@example.com', 'x@@example.com']) {
      const response = await check(me, email);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: true, code: '-400' });
    }
    expect((await server.call('checkEmailChange', { params: { userId: me.id, email: fresh() } })).status).toBe(401);
  });

  it("answers 404 NO_ACCESS with another user's id", async () => {
    const other = await newAccount();
    const response = await check(me, fresh(), me.token, other.id);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('-404');
  });
});

describe('POST /api/users/:userId/change-email/:email', () => {
  it('checks the password first: a wrong one is -2 (HTTP 400, never 401/403), nothing is stored or sent', async () => {
    const me = await newAccount();
    const email = fresh();
    const response = await ask(me, email, 'wrong-password');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: true, code: '-2' });
    expect(await pendingOf(me.id)).toBeUndefined();
    expect(mailsTo(email)).toEqual([]);
  });

  it('answers -3 for an address in use (another account, any case; or the own one)', async () => {
    const me = await newAccount();
    for (const email of [DEMO.rival.toUpperCase(), me.email]) {
      const response = await ask(me, email);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: true, code: '-3' });
    }
    expect(await pendingOf(me.id)).toBeUndefined();
  });

  it("stores the pending change with only the token's hash and mails the link to the new address in the user's language", async () => {
    const me = await newAccount({ first_name: 'Joana', language: 'pt-BR' });
    const email = fresh();
    const response = await ask(me, email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: false, code: '0', email });

    const [mail] = mailsTo(email);
    expect(mail.subject).toBe('Confirme seu novo e-mail no Courtflow');
    expect(mail.text).toContain('Olá Joana');
    expect(mail.text).toContain(`${EMAIL_CHANGE_VALID_HOURS} horas`);
    const link = changeLinkOf(mail);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${TEST_PUBLIC_URL}/`);
    expect([...link.url.searchParams.keys()]).toEqual(['action', 'user_id', 'new_email', 'token']);
    expect(link).toMatchObject({ userId: String(me.id), newEmail: email });
    expect(link.token.length).toBeGreaterThanOrEqual(40);

    const pending = await pendingOf(me.id);
    expect(pending).toMatchObject({ newEmail: email, requestedAt: clock.now() });
    expect(pending.tokenHash).toBe(createHash('sha256').update(link.token).digest('base64url'));
    expect(JSON.stringify(pending)).not.toContain(link.token);
    expect(pending.expiresAt.getTime() - pending.requestedAt.getTime()).toBe(EMAIL_CHANGE_VALID_HOURS * 3_600_000);
    expect(await emailOf(me.id)).toBe(me.email); // nothing changes before the link is opened
  });

  it('a new request replaces the pending one (its link stops working)', async () => {
    const me = await newAccount();
    const [first, second] = [fresh(), fresh()];
    await ask(me, first);
    await ask(me, second);
    const firstLink = changeLinkOf(mailsTo(first)[0]);
    expect((await pendingOf(me.id)).newEmail).toBe(second);
    expect((await confirm(me, first, { token: firstLink.token })).body.code).toBe('-37');
    const secondLink = changeLinkOf(mailsTo(second)[0]);
    expect((await confirm(me, second, { token: firstLink.token })).body.code).toBe('-37');
    expect((await confirm(me, second, { token: secondLink.token })).status).toBe(200);
  });
});

describe('POST /api/users/:userId/change-email/:newEmail/confirm', () => {
  it('applies the change with the link (user_id, new_email, token): the new address logs in, the old one no longer', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    const link = changeLinkOf(mailsTo(email)[0]);
    const response = await confirm(me, link.newEmail!, { token: link.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error: false, code: '0', email });
    expect(await emailOf(me.id)).toBe(email);
    expect(await pendingOf(me.id)).toBeUndefined();
    await expect(server.login(email, PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await server.call('login', { body: { email: me.email, password: PASSWORD }, remoteAddress: '10.200.0.1' })).body.code).toBe(
      '-2',
    );
  });

  it('accepts the logged-in owner without the token (the spec sends only user_id and new_email)', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    expect((await confirm(me, email)).status).toBe(200);
    expect(await emailOf(me.id)).toBe(email);
  });

  it('answers -36 to the same link once applied', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    const link = changeLinkOf(mailsTo(email)[0]);
    expect((await confirm(me, email, { token: link.token })).status).toBe(200);
    const again = await confirm(me, email, { token: link.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: true, code: '-36' });
  });

  it('answers -37 with no pending change, and to a wrong token (the change stays pending)', async () => {
    const me = await newAccount();
    const email = fresh();
    const none = await confirm(me, email);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: true, code: '-37' });

    await ask(me, email);
    const link = changeLinkOf(mailsTo(email)[0]);
    const wrong = await confirm(me, email, { token: `${link.token.slice(0, -2)}xx` });
    expect(wrong.body.code).toBe('-37');
    expect(await emailOf(me.id)).toBe(me.email);
    expect((await pendingOf(me.id)).newEmail).toBe(email);
    expect((await confirm(me, fresh(), { token: link.token })).body.code).toBe('-37'); // another address
  });

  it("another user's token gets 404 NO_ACCESS and the change stays pending", async () => {
    const me = await newAccount();
    const intruder = await newAccount();
    const email = fresh();
    await ask(me, email);
    const link = changeLinkOf(mailsTo(email)[0]);
    const response = await confirm(me, email, { token: link.token }, intruder.token);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('-404');
    expect((await pendingOf(me.id)).newEmail).toBe(email);
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it(`expires after ${EMAIL_CHANGE_VALID_HOURS} hours (-37)`, async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    clock.advanceMinutes(EMAIL_CHANGE_VALID_HOURS * 60 + 1);
    try {
      const response = await confirm(me, email, { token: changeLinkOf(mailsTo(email)[0]).token });
      expect(response.body.code).toBe('-37');
      expect(await emailOf(me.id)).toBe(me.email);
    } finally {
      clock.advanceMinutes(-(EMAIL_CHANGE_VALID_HOURS * 60 + 1));
    }
  });

  it('answers -3 when another account took the address meanwhile (the unique index), changing nothing', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    await newAccount({ email }); // nothing is reserved by a pending change: registration may take it
    const response = await confirm(me, email, { token: changeLinkOf(mailsTo(email)[0]).token });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: true, code: '-3' });
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('two confirmations at once: one applies, the other reads "already changed"', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    const token = changeLinkOf(mailsTo(email)[0]).token;
    const answers = await Promise.all([confirm(me, email, { token }), confirm(me, email, { token })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(['-36', '0']);
    expect(await emailOf(me.id)).toBe(email);
  });
});

describe('wrong passwords are limited per account', () => {
  it('after loginMaxFailures wrong passwords even the right one gets -48 until the window has passed', async () => {
    const me = await newAccount();
    const max = server.settings.loginMaxFailures;
    for (let i = 0; i < max; i += 1) expect((await ask(me, fresh(), 'wrong-password')).body.code).toBe('-2');
    const limited = await ask(me, fresh());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: true, code: '-48' });
    // Another account is not affected; this one is free again after the window.
    const other = await newAccount();
    expect((await ask(other, fresh())).status).toBe(200);
    clock.advanceMinutes(server.settings.loginWindowMinutes + 1);
    expect((await ask(me, fresh())).status).toBe(200);
  });
});

describe('a mail that cannot be sent', () => {
  it('leaves no pending change and answers -1 / 503', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    const broken = await startTestServer({ mailer: failing });
    try {
      const id = await broken.userId(DEMO.rival);
      const token = await broken.login(DEMO.rival);
      const response = await broken.call('requestEmailChange', {
        token,
        params: { userId: id, email: fresh() },
        body: { password: 'courtflow' },
      });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ error: true, code: '-1' });
      expect((await broken.db.select().from(emailChanges).where(eq(emailChanges.userId, id))).length).toBe(0);
    } finally {
      await broken.close();
    }
  });
});

describe("the session's confirmEmailChange actor (action=CONFIRM), through the app's API client", () => {
  async function runActor(account: Account, newEmail: string, linkToken: string | null) {
    const api = createApiClient(
      {
        headers: () => ({ appId: 'main', appOs: 'web', appVersion: 'test', language: 'es-CL', country: 'CL', token: account.token }),
        onFrontId: () => {},
        onSessionLost: () => {},
      },
      { prefixUrl: server.baseUrl },
    );
    const actor = createActor(createSessionActors(api, { linkToken }).confirmEmailChange, {
      input: { userId: String(account.id), newEmail },
    });
    actor.start();
    return toPromise(actor);
  }

  it('confirms with the link token, and fails (the toast) with a wrong one', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    const link = changeLinkOf(mailsTo(email)[0]);
    await expect(runActor(me, link.newEmail!, 'not-the-token')).rejects.toMatchObject({ code: '-37' });
    await expect(runActor(me, link.newEmail!, link.token)).resolves.toBeUndefined();
    expect(await emailOf(me.id)).toBe(email);
  });

  it('confirms without a token (user_id and new_email only)', async () => {
    const me = await newAccount();
    const email = fresh();
    await ask(me, email);
    await expect(runActor(me, email, null)).resolves.toBeUndefined();
    expect(await emailOf(me.id)).toBe(email);
  });
});
