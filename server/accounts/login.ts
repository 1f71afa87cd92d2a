import { eq, sql } from 'drizzle-orm';
import { accountContract } from '#kernel/contract';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import { accountKeyOf, judgeLogin, loginCounts, recordLoginFailure, sleep, type LoginLimit } from './loginFailures';
import { dummyVerify, verifyPassword } from './passwords';
import { linkClubMember } from './clubMemberLink';
import { openSession } from './sessions';

export interface LoginInput {
  email: string;
  password?: string;
  /** A social-login token and its provider user id, instead of the password. */
  facebookToken?: string;
  facebookUserId?: string;
  /** A club's link to its member record (clubMemberLink.ts), followed once the login succeeds. */
  encodedClubMemberId?: string;
  clientKey: string;
}

/**
 * Checks e-mail and password and opens a session. Order matters:
 * -48 first (a locked-out account learns nothing, not even with the right password), then the delay
 * the failures so far ask for (loginFailures.ts), before the check so that its length says nothing of
 * the verdict; then the password, with the same work and the same -2 for an unknown e-mail, a closed
 * account and a wrong password; -47 only once the password is right, so it does not reveal which
 * e-mails have accounts.
 */
export async function logIn(deps: ServerDeps, input: LoginInput): Promise<string> {
  const { db, settings } = deps;
  const limit: LoginLimit = {
    maxFailures: settings.loginMaxFailures,
    windowMinutes: settings.loginWindowMinutes,
    delayMs: settings.loginDelayMs,
  };
  const now = deps.now();
  const accountKey = accountKeyOf(input.email);
  const verdict = judgeLogin(await loginCounts(db, input.clientKey, accountKey, limit, now), limit, now);
  if (verdict.refuse) throw callFailure(accountContract.login, '-48');
  await sleep(verdict.delayMs);

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .limit(1);
  if (input.facebookToken && input.facebookUserId && !input.password) {
    const proven = user && !user.closedAt ? await socialProof(deps, user, input.facebookToken, input.facebookUserId) : null;
    if (!user || !proven) {
      await recordLoginFailure(db, input.clientKey, limit, now, accountKey);
      throw callFailure(accountContract.login, '-2');
    }
    if (!user.emailConfirmed && !proven.emailVouched) throw callFailure(accountContract.login, '-47');
    await db
      .update(users)
      .set({ facebookUserId: proven.providerUserId, emailConfirmed: user.emailConfirmed || proven.emailVouched })
      .where(eq(users.id, user.id));
    await linkClubMember(deps, user, input.encodedClubMemberId);
    return openSession(db, deps.tokens, user, now);
  }
  const password = input.password ?? '';
  const passwordRight =
    user && !user.closedAt ? await verifyPassword(password, user.passwordHash) : await dummyVerify(password, settings.passwordHashCost);
  if (!user || !passwordRight) {
    await recordLoginFailure(db, input.clientKey, limit, now, accountKey);
    throw callFailure(accountContract.login, '-2');
  }
  if (!user.emailConfirmed) throw callFailure(accountContract.login, '-47');
  await linkClubMember(deps, user, input.encodedClubMemberId);
  return openSession(db, deps.tokens, user, now);
}

/**
 * Whether a social-login token opens this account: the verifier vouches for the token and its person
 * is the one linked to the account, or (not linked to anybody yet) has the account's e-mail, which
 * links them now. A person linked to another account, or a token for another e-mail, opens nothing.
 */
async function socialProof(
  deps: ServerDeps,
  user: typeof users.$inferSelect,
  token: string,
  providerUserId: string,
): Promise<{ providerUserId: string; emailVouched: boolean } | null> {
  const identity = deps.socialVerifier ? await deps.socialVerifier.verify(token, deps.now()) : null;
  if (!identity || identity.providerUserId !== providerUserId) return null;
  const emailVouched = identity.email !== null && identity.email === user.email.toLowerCase();
  if (user.facebookUserId) return user.facebookUserId === identity.providerUserId ? { providerUserId, emailVouched } : null;
  if (!emailVouched) return null;
  const [other] = await deps.db.select({ id: users.id }).from(users).where(eq(users.facebookUserId, providerUserId)).limit(1);
  return other ? null : { providerUserId, emailVouched };
}
