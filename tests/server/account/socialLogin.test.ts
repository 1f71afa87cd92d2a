// Social login on the server: the sandbox verifier accepts only the tokens it signed, the check call
// answers 0 / 1 / 2 / 3 as spec part 3 §4 says, and login and registration take the verified token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSandboxVerifier, SANDBOX_TOKEN_MINUTES } from '#server/accounts/social/sandboxVerifier';
import { users } from '#server/db/schema';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ settings: { registerMaxAttempts: 1000 } });
});
afterAll(() => server?.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const issue = async (person: { email?: string; first_name: string; last_name: string }) => {
  const response = await server.call('issueSandboxFacebookToken', { body: person });
  expect(response.status).toBe(200);
  return response.body as { facebookUserId: string; facebookToken: string };
};
const check = (id: string, token: string) => server.call('checkFacebookUser', { params: { facebookUserId: id, facebookToken: token } });

describe('the sandbox verifier', () => {
  const verifier = createSandboxVerifier('key-1');
  const now = new Date('2026-11-24T12:00:00Z');

  it('accepts the tokens it signed, with a stable id per e-mail', async () => {
    const a = verifier.issue({ email: 'Ana@Example.com', firstName: 'Ana', lastName: 'Ruiz' }, now);
    const b = verifier.issue({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' }, now);
    expect(a.providerUserId).toBe(b.providerUserId);
    expect(await verifier.verify(a.token, now)).toEqual({
      providerUserId: a.providerUserId,
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
  });

  it('refuses a token of another key, a changed payload, garbage and an old token', async () => {
    const token = verifier.issue({ email: 'x@example.com', firstName: 'X', lastName: 'Y' }, now).token;
    expect(await createSandboxVerifier('key-2').verify(token, now)).toBeNull();
    const [prefix, body, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), email: 'boss@example.com' }),
    ).toString('base64url');
    expect(await verifier.verify(`${prefix}.${forged}.${sig}`, now)).toBeNull();
    expect(await verifier.verify('EAAB-real-looking-facebook-token', now)).toBeNull();
    const later = new Date(now.getTime() + (SANDBOX_TOKEN_MINUTES + 1) * 60_000);
    expect(await verifier.verify(token, later)).toBeNull();
  });
});

describe('GET /api/facebookuser/{id}/facebooktoken/{token}/check', () => {
  it('0: nobody has this person or e-mail: the provider fields to prefill the registration', async () => {
    const email = `fb.${unique()}@example.com`;
    const t = await issue({ email, first_name: 'Flor', last_name: 'Díaz' });
    const response = await check(t.facebookUserId, t.facebookToken);
    expect(response.body).toMatchObject({
      error: false,
      code: '0',
      fields: { email, first_name: 'Flor', last_name: 'Díaz', phone: null, foid_number: null },
    });
  });

  it('3: the provider gave no e-mail', async () => {
    const t = await issue({ first_name: `Sin${unique()}`, last_name: 'Correo' });
    expect((await check(t.facebookUserId, t.facebookToken)).body).toMatchObject({
      code: '3',
      fields: { email: null, last_name: 'Correo' },
    });
  });

  it('2: an account has the e-mail (its own fields); 1 once the person is linked by a social login', async () => {
    const t = await issue({ email: DEMO.player, first_name: 'Pía', last_name: 'Soto' });
    const two = await check(t.facebookUserId, t.facebookToken);
    expect(two.body).toMatchObject({ code: '2', fields: { email: DEMO.player, phone: { phoneCode: '+56' }, foid_number: '12345678-5' } });
    const login = await server.call('login', {
      body: { email: DEMO.player, facebookToken: t.facebookToken, facebookUserId: t.facebookUserId },
    });
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
    expect((await check(t.facebookUserId, t.facebookToken)).body).toMatchObject({ code: '1', fields: { email: DEMO.player } });
  });

  it('-1401: a token the verifier did not sign, or one that names another person', async () => {
    expect((await check('sbx-1', 'not-a-token')).body).toMatchObject({ error: true, code: '-1401' });
    const t = await issue({ email: `fb.${unique()}@example.com`, first_name: 'A', last_name: 'B' });
    const other = await check('sbx-someone-else', t.facebookToken);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('-1401');
  });
});

describe('login and registration with the social fields', () => {
  it('a token for another e-mail opens nothing (-2), nor does no password without a token', async () => {
    const t = await issue({ email: `fb.${unique()}@example.com`, first_name: 'A', last_name: 'B' });
    const wrong = await server.call('login', {
      body: { email: DEMO.rival, facebookToken: t.facebookToken, facebookUserId: t.facebookUserId },
    });
    expect(wrong.body.code).toBe('-2');
    const bare = await server.call('login', { body: { email: DEMO.rival } });
    expect(bare.status).toBe(400);
  });

  it('registering with a verified token for the same e-mail is confirmed and logged in at once, then -3 again', async () => {
    const email = `fb.${unique()}@example.com`;
    const t = await issue({ email, first_name: 'Flor', last_name: 'Díaz' });
    const body = registration({ email, facebook_token: t.facebookToken, facebook_user_id: t.facebookUserId, leadCode: 'PROMO-7' });
    const created = await server.call('register', { body });
    expect(created.body).toMatchObject({ error: false, emailConfirmed: 'Y' });
    expect(typeof created.body.token).toBe('string');
    const [row] = await server.db.select().from(users).where(eq(users.id, created.body.userId));
    expect(row).toMatchObject({ facebookUserId: t.facebookUserId, leadCode: 'PROMO-7', emailConfirmed: true });
    expect((await check(t.facebookUserId, t.facebookToken)).body.code).toBe('1');
    const again = await server.call('register', {
      body: registration({ facebook_token: t.facebookToken, facebook_user_id: t.facebookUserId }),
    });
    expect(again.body.code).toBe('-3');
  });

  it('a forged social token in the registration is -1401', async () => {
    const response = await server.call('register', { body: registration({ facebook_token: 'sbx1.e30.AAAA', facebook_user_id: 'sbx-1' }) });
    expect(response.body.code).toBe('-1401');
  });
});

describe('with social login off', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ settings: { socialLogin: { provider: 'none', sandboxSecret: 'x' } } });
  });
  afterAll(() => off?.close());

  it('the sandbox signs nothing (-1402) and every check is -1401', async () => {
    const issued = await off.call('issueSandboxFacebookToken', { body: { first_name: 'A', last_name: 'B' } });
    expect(issued.body.code).toBe('-1402');
    expect((await off.call('checkFacebookUser', { params: { facebookUserId: 'a', facebookToken: 'b' } })).body.code).toBe('-1401');
  });
});
