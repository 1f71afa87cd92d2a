// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '#server/accounts/uniqueViolation';
import { users } from '#server/db/schema';
import { confirmLinkOf } from '../support/outbox';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ settings: { registerMaxAttempts: 1000 } });
});
afterAll(() => server?.close());

const mailTo = (email: string) => server.outbox().filter((mail) => mail.to === email);

describe('register with e-mail confirmation required', () => {
  it('creates an unconfirmed user, answers N without a token and e-mails the confirm link', async () => {
    const body = registration({ foid_number: '11.111.111-1' });
    const response = await server.call('register', { body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ error: false, code: '0', emailConfirmed: 'N', token: null });
    const [row] = await server.db.select().from(users).where(eq(users.id, response.body.userId));
    expect(row).toMatchObject({ email: body.email, emailConfirmed: false, foidNumber: '11111111-1', language: 'es-CL' });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(String(body.password));

    const [mail] = mailTo(String(body.email));
    expect(mail.subject).toBe('Confirma tu correo en Courtflow');
    const link = confirmLinkOf(mail);
    expect(link?.url.startsWith('http://courtflow.test/confirm_email?userid=')).toBe(true);
    expect(link?.userId).toBe(response.body.userId);
    expect(row.emailConfirmToken).not.toBe(link?.token); // only a digest is stored
  });

  it('logs in only after the link is followed', async () => {
    const body = registration();
    const { body: created } = await server.call('register', { body });
    const login = { email: body.email, password: body.password };
    expect((await server.call('login', { body: login })).body.code).toBe('-47');
    const link = confirmLinkOf(mailTo(String(body.email))[0])!;
    const confirmed = await server.call('confirmEmail', { body: { userId: link.userId, token: link.token } });
    expect(confirmed.body).toMatchObject({ error: false, status: 'success' });
    expect(link.userId).toBe(created.userId);
    const loggedIn = await server.call('login', { body: login });
    expect(loggedIn.status).toBe(200);
    expect(typeof loggedIn.body.token).toBe('string');
  });

  it.each([
    ['en', 'Confirm your e-mail for Courtflow', 'Confirm my e-mail'],
    ['pt-BR', 'Confirme seu e-mail no Courtflow', 'Confirmar meu e-mail'],
    ['es-AR', 'Confirma tu correo en Courtflow', 'Confirmar mi correo'],
  ])('writes the e-mail in the language field %s', async (language, subject, label) => {
    const body = registration({ language });
    await server.call('register', { body });
    const [mail] = mailTo(String(body.email));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(label);
    expect(mail.html).toContain(`lang="${language === 'es-AR' ? 'es-CL' : language}"`);
  });

  it('uses the x-language header when the body has no language, and the brand of x-app-id', async () => {
    const body = registration();
    await server.call('register', { body, headers: { 'x-language': 'en-US', 'x-app-id': 'fg' } });
    const [mail] = mailTo(String(body.email));
    expect(mail.subject).toBe('Confirm your e-mail for FG Sports');
    const [row] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(row.language).toBe('en-US');
  });
});

describe('register refusals', () => {
  const countUsers = async () => (await server.db.select({ id: users.id }).from(users)).length;

  it.each([
    ['an existing e-mail in other case', { email: DEMO.player.toUpperCase() }, '-3', 409],
    ['the document of another account', { foid_number: '12.345.678-5' }, '-3', 409],
    ['a RUT with a wrong check digit', { foid_number: '11.111.111-2' }, '-918', 400],
    ['a CPF that fails its check', { foid_country: 'BR', foid_number: '529.982.247-26' }, '-918', 400],
    ['a Chilean phone one digit short', { phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '98765432' } }, '-1956', 400],
    ['a phone whose code is not its country', { phone: { phoneCode: '+54', phoneCountry: 'CL', phoneNumber: '987654321' } }, '-1956', 400],
  ])('answers %s with its code and creates nothing', async (_case, overrides, code, status) => {
    const before = await countUsers();
    const body = registration(overrides);
    const response = await server.call('register', { body });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: true, code });
    expect(await countUsers()).toBe(before);
    expect(mailTo(String(body.email))).toHaveLength(0);
  });

  it('refuses passwords that differ as invalid input', async () => {
    const response = await server.call('register', { body: registration({ repeat_password: 'other-pass' }) });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('-400');
  });

  it('stores no document fields when the number is blank', async () => {
    const body = registration({ foid_number: '  ', foid_type: 'PP' });
    const { body: created } = await server.call('register', { body });
    const [row] = await server.db.select().from(users).where(eq(users.id, created.userId));
    expect(row).toMatchObject({ foidCountry: null, foidType: null, foidNumber: null });
  });
});

describe('register races', () => {
  it('lets one of two simultaneous registrations with one e-mail win; the other gets -3', async () => {
    const email = `race.${Date.now()}@example.com`;
    const answers = await Promise.all([1, 2].map(() => server.call('register', { body: registration({ email }) })));
    expect(answers.map((a) => a.body.code).sort()).toEqual(['-3', '0']);
    expect(await server.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('recognises the database unique violation, by constraint name, on this driver', async () => {
    const error = await server.db
      .insert(users)
      .values({ email: DEMO.player.toUpperCase(), passwordHash: 'x', firstName: 'a', lastName: 'b' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_lower_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_foid_key')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
