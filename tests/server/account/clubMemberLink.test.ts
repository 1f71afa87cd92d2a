import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { inviteClubMember, issueClubMemberId } from '#server/accounts/clubMemberLink';
import { clubMembers, clubs } from '#server/db/schema';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

let server: TestServer;
let clubId: number;
beforeAll(async () => {
  server = await startTestServer({ settings: { emailConfirmation: 'optional' } });
  const [club] = await server.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'club-privado-lo-curro'));
  clubId = club.id;
});
afterAll(() => server?.close());

const memberOf = async (userId: number) =>
  (
    await server.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
  ).length;

const login = (email: string, encodedClubMemberId: string, remoteAddress = '198.51.100.40') =>
  server.call('login', { body: { email, password: 'courtflow', encodedClubMemberId }, remoteAddress });

describe('encodedClubMemberId on the login', () => {
  it('links the account to the club the link was made out for, once', async () => {
    const rival = await server.userId(DEMO.rival);
    expect(await memberOf(rival)).toBe(0);
    const encoded = await issueClubMemberId(server.deps, clubId, 'Rival@Courtflow.test');
    expect((await login(DEMO.rival, encoded)).status).toBe(200);
    expect(await memberOf(rival)).toBe(1);
    expect((await login(DEMO.rival, encoded)).status).toBe(200);
    expect(await memberOf(rival)).toBe(1);
  });

  it('links nobody else: a link made out to another e-mail, forged, expired or a session token; the login still succeeds', async () => {
    const teacher = await server.userId(DEMO.teacher);
    const otherPerson = await issueClubMemberId(server.deps, clubId, DEMO.rival);
    const forged = await new SignJWT({ clubId, email: DEMO.teacher })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('courtflow')
      .setAudience('club-member')
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    const sixtyOneDaysAgo = new Date(Date.now() - 61 * 24 * 3600 * 1000);
    const expired = await server.deps.tokens.signClubMember({ clubId, email: DEMO.teacher }, sixtyOneDaysAgo);
    const fiftyNineDaysAgo = new Date(Date.now() - 59 * 24 * 3600 * 1000);
    expect(
      await server.deps.tokens.verifyClubMember(
        await server.deps.tokens.signClubMember({ clubId, email: DEMO.teacher }, fiftyNineDaysAgo),
        new Date(),
      ),
    ).not.toBeNull();
    const session = await server.login(DEMO.teacher);
    for (const encoded of [otherPerson, forged, expired, session, 'not-a-token']) {
      const response = await login(DEMO.teacher, encoded, '198.51.100.41');
      expect(response.status).toBe(200);
    }
    expect(await memberOf(teacher)).toBe(0);
  });

  it('is not a session: the session check refuses a club member link', async () => {
    const encoded = await issueClubMemberId(server.deps, clubId, DEMO.teacher);
    expect(await server.deps.tokens.verify(encoded)).toBeNull();
    const response = await server.call('validateToken', { token: encoded });
    expect(response.status).toBe(401);
  });

  it('a wrong password links nothing', async () => {
    const admin = await server.userId(DEMO.admin);
    const encoded = await issueClubMemberId(server.deps, clubId, DEMO.admin);
    const response = await server.call('login', {
      body: { email: DEMO.admin, password: 'wrong-password', encodedClubMemberId: encoded },
      remoteAddress: '198.51.100.42',
    });
    expect(response.body.code).toBe('-2');
    expect(await memberOf(admin)).toBe(0);
  });
});

describe('encodedClubMemberId on the registration', () => {
  it('links the new account when the link is made out to its e-mail', async () => {
    const body = registration();
    const encoded = await issueClubMemberId(server.deps, clubId, String(body.email));
    const response = await server.call('register', { body: { ...body, encodedClubMemberId: encoded }, remoteAddress: '198.51.100.43' });
    expect(response.status).toBe(200);
    expect(await memberOf(response.body.userId)).toBe(1);
  });
});

describe('the invitation a club sends (npm run club-member-link)', () => {
  it('gives register and login links whose ecmid makes that e-mail a member; refuses an unknown club or a non-address', async () => {
    const body = registration();
    const invitation = await inviteClubMember(server.deps, 'https://courtflow.example', clubId, ` ${String(body.email).toUpperCase()} `);
    if (typeof invitation === 'string') throw new Error(`refused: ${invitation}`);
    expect(invitation.clubName).toBe('Club Privado Lo Curro');
    const register = new URL(invitation.register);
    expect(register.origin + register.pathname).toBe('https://courtflow.example/register');
    expect(register.searchParams.get('email')).toBe(String(body.email).toLowerCase());
    expect(new URL(invitation.login).searchParams.get('ecmid')).toBe(register.searchParams.get('ecmid'));
    const response = await server.call('register', {
      body: { ...body, encodedClubMemberId: register.searchParams.get('ecmid') ?? '' },
      remoteAddress: '198.51.100.44',
    });
    expect(response.status).toBe(200);
    expect(await memberOf(response.body.userId)).toBe(1);
    expect(await inviteClubMember(server.deps, 'https://courtflow.example', 987654, String(body.email))).toBe('noClub');
    expect(await inviteClubMember(server.deps, 'https://courtflow.example', clubId, 'not an address')).toBe('invalidEmail');
  });
});
