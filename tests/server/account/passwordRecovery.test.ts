import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, sessions, users } from '#server/db/schema';
import { testClock } from '../support/clock';
import type { OutboxMail } from '../support/outbox';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { TEST_PUBLIC_URL } from '../support/testSettings';

// Password recovery (spec part 3 §7 forgot_password, forgot_password_foid, reset_password; §8 "Reset
// password") on the real server and database: the link works once and expires, is stored only
// hashed, unknown e-mails and documents get the same answer, the request is rate limited, and no
// log line carries the token or a password.

const PASSWORD = 'Old-pass-123';
const NEW_PASSWORD = 'New-pass-456';
const RESET_MINUTES = 45;

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const clock = testClock();
let server: TestServer;
let addressCount = 0;
/** A client address of its own, so the per-address limit of one test does not reach another. */
const nextAddress = () => `10.77.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    logStream: capture,
    settings: { registerMaxAttempts: 1000, emailConfirmation: 'optional', passwordResetMinutes: RESET_MINUTES },
  });
});
afterAll(() => server?.close());

async function newAccount(overrides: Record<string, unknown> = {}) {
  const body = registration({ password: PASSWORD, repeat_password: PASSWORD, ...overrides });
  const created = await server.call('register', { body, remoteAddress: nextAddress() });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { id: created.body.userId as number, email: (body.email as string).toLowerCase(), foid: body.foid_number as string };
}

const logIn = (email: string, password: string) => server.call('login', { body: { email, password }, remoteAddress: nextAddress() });
const forgot = (email: string, remoteAddress = nextAddress()) => server.call('forgotPassword', { body: { email }, remoteAddress });
const reset = (email: string, token: string, password = NEW_PASSWORD, remoteAddress = nextAddress()) =>
  server.call('resetPassword', { body: { email, token, password }, remoteAddress });

/** The reset e-mails sent to an address (they are stored and sent just after the answer). */
const resetMailsTo = (address: string) =>
  server.outbox().filter((mail) => mail.to.toLowerCase() === address && /reset_password\?/.test(mail.text));

async function nextResetMail(address: string, before: number): Promise<OutboxMail> {
  return vi.waitFor(
    () => {
      const mails = resetMailsTo(address);
      if (mails.length <= before) throw new Error(`no new reset e-mail to ${address}`);
      return mails[mails.length - 1];
    },
    { timeout: 5000, interval: 20 },
  );
}

function resetLinkOf(mail: OutboxMail) {
  const match = /(https?:\/\/\S+\/reset_password\?\S+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in ${mail.text}`);
  const url = new URL(match[1]);
  return { url, email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

async function requestLink(email: string) {
  const before = resetMailsTo(email).length;
  const response = await forgot(email);
  expect(response.status).toBe(200);
  const mail = await nextResetMail(email, before);
  return { mail, ...resetLinkOf(mail) };
}

describe('the reset link', () => {
  it('is mailed to the account as /reset_password?email&token, and works once', async () => {
    const me = await newAccount();
    const { url, email, token } = await requestLink(me.email);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/reset_password`);
    expect(email).toBe(me.email);
    expect(token).toMatch(/^[\w-]{43}$/);

    const first = await reset(email, token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ error: false, code: '0' });
    expect((await logIn(me.email, NEW_PASSWORD)).status).toBe(200);
    expect((await logIn(me.email, PASSWORD)).body).toMatchObject({ error: true, code: '-2' });

    const second = await reset(email, token, 'Third-pass-789');
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: true, code: '-37' });
    expect((await logIn(me.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is stored only as a hash: neither the token nor the new password is in the database', async () => {
    const me = await newAccount();
    const { token } = await requestLink(me.email);
    const rows = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    await reset(me.email, token);
    const [user] = await server.db.select().from(users).where(eq(users.id, me.id));
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain(NEW_PASSWORD);
    expect(await server.db.select().from(passwordResets).where(eq(passwordResets.userId, me.id))).toEqual([]);
  });

  it(`expires after PASSWORD_RESET_MINUTES (${RESET_MINUTES} here)`, async () => {
    const me = await newAccount();
    const { token } = await requestLink(me.email);
    clock.advanceMinutes(RESET_MINUTES);
    const late = await reset(me.email, token);
    expect(late.body).toMatchObject({ error: true, code: '-37' });
    expect((await logIn(me.email, PASSWORD)).status).toBe(200);
  });

  it('works just before it expires, and an older link of the same account stops working once one is used', async () => {
    const me = await newAccount();
    const older = await requestLink(me.email);
    const newer = await requestLink(me.email);
    expect(newer.token).not.toBe(older.token);
    clock.advanceMinutes(RESET_MINUTES - 1);
    expect((await reset(me.email, newer.token)).status).toBe(200);
    expect((await reset(me.email, older.token, 'Another-pass-1')).body.code).toBe('-37');
  });

  it("refuses a wrong token, and a right token with another account's e-mail", async () => {
    const me = await newAccount();
    const other = await newAccount();
    const { token } = await requestLink(me.email);
    expect((await reset(me.email, `${token.slice(0, -2)}xx`)).body.code).toBe('-37');
    expect((await reset(other.email, token)).body.code).toBe('-37');
    expect((await logIn(other.email, PASSWORD)).status).toBe(200);
    expect((await reset(me.email.toUpperCase(), token)).status).toBe(200);
  });

  it("ends the account's sessions, confirms the e-mail and lifts a login lock-out", async () => {
    const me = await newAccount();
    const session = (await logIn(me.email, PASSWORD)).body.token as string;
    expect((await server.call('validateToken', { token: session })).status).toBe(200);
    // Unconfirmed since (as if registered with confirmation required), and locked out by wrong passwords.
    await server.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, me.id));
    for (let i = 0; i < server.settings.loginMaxFailures; i += 1) await logIn(me.email, 'wrong-password');
    expect((await logIn(me.email, PASSWORD)).body.code).toBe('-48');

    const { token } = await requestLink(me.email);
    expect((await reset(me.email, token)).status).toBe(200);
    expect((await server.call('validateToken', { token: session })).status).toBe(401);
    const open = await server.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await logIn(me.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password shorter than 8 characters as invalid input, and keeps the link', async () => {
    const me = await newAccount();
    const { token } = await requestLink(me.email);
    const short = await reset(me.email, token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('-400');
    expect((await reset(me.email, token)).status).toBe(200);
  });
});

describe('asking for a link', () => {
  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const me = await newAccount();
    const known = await forgot(me.email);
    const unknownEmail = `nobody.${Math.random().toString(36).slice(2)}@example.com`;
    const unknown = await forgot(unknownEmail);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await nextResetMail(me.email, 0);
    expect(server.outbox().filter((mail) => mail.to === unknownEmail)).toEqual([]);
  });

  it('by identity document: mails the account of that document (typed with dots), the same answer for an unknown one', async () => {
    const me = await newAccount();
    const byDocument = await server.call('forgotPasswordFoid', {
      body: { foid_country: 'CL', foid_type: 'NI', foid_number: me.foid },
      remoteAddress: nextAddress(),
    });
    expect(byDocument.body).toEqual({ error: false, code: '0' });
    const { token } = resetLinkOf(await nextResetMail(me.email, 0));
    const unknown = await server.call('forgotPasswordFoid', {
      body: { foid_country: 'CL', foid_number: '11.111.111-1' },
      remoteAddress: nextAddress(),
    });
    expect(unknown.body).toEqual(byDocument.body);
    expect((await reset(me.email, token)).status).toBe(200);
  });

  it("answers -918 to a document that fails its country's rule", async () => {
    const response = await server.call('forgotPasswordFoid', {
      body: { foid_country: 'CL', foid_type: 'NI', foid_number: '12.345.678-0' },
      remoteAddress: nextAddress(),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: true, code: '-918' });
  });

  it('writes the e-mail in the language of the account', async () => {
    const english = await newAccount({ language: 'en' });
    const portuguese = await newAccount({ language: 'pt-BR' });
    const spanish = await newAccount({ language: 'es-CL' });
    expect((await requestLink(english.email)).mail.subject).toMatch(/^Reset your .+ password$/);
    expect((await requestLink(portuguese.email)).mail.subject).toMatch(/^Redefina sua senha/);
    const es = (await requestLink(spanish.email)).mail;
    expect(es.subject).toMatch(/^Restablece tu contraseña/);
    expect(es.text).toContain(`${RESET_MINUTES} minutos`);
  });

  it('is limited like logins: per client address, and per account from any address, known or not (-48)', async () => {
    const max = server.settings.loginMaxFailures;
    const address = nextAddress();
    for (let i = 0; i < max; i += 1) expect((await forgot(`someone${i}.${address}@example.com`, address)).status).toBe(200);
    const refused = await forgot('one-more@example.com', address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: true, code: '-48' });

    const me = await newAccount();
    const unknown = `nobody.${Math.random().toString(36).slice(2)}@example.com`;
    for (const email of [me.email, unknown]) {
      for (let i = 0; i < max; i += 1) expect((await forgot(email)).status).toBe(200);
      expect((await forgot(email)).body.code).toBe('-48');
    }
    clock.advanceMinutes(server.settings.loginWindowMinutes + 1);
    expect((await forgot(me.email)).status).toBe(200);
  });

  it('limits wrong reset links per client address (-48)', async () => {
    const address = nextAddress();
    for (let i = 0; i < server.settings.loginMaxFailures; i += 1) {
      expect((await reset('a@example.com', `wrong-${i}`, NEW_PASSWORD, address)).body.code).toBe('-37');
    }
    expect((await reset('a@example.com', 'wrong-x', NEW_PASSWORD, address)).body.code).toBe('-48');
  });
});

describe('the logs', () => {
  it('carry no reset token and no password, old or new', async () => {
    const me = await newAccount();
    const { token } = await requestLink(me.email);
    await reset(me.email, `${token}x`);
    await reset(me.email, token);
    await logIn(me.email, NEW_PASSWORD);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => line.includes('/api/users/reset_password'))).toBe(true);
    for (const secret of [token, encodeURIComponent(token), PASSWORD, NEW_PASSWORD]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
