import { eq, sql } from 'drizzle-orm';
import { accountContract } from '#kernel/contract';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import { accountKeyOf, judgeLogin, loginCounts, recordLoginFailure, sleep, type LoginLimit } from './loginFailures';
import { dummyVerify, verifyPassword } from './passwords';
import { openSession } from './sessions';

export interface LoginInput {
  email: string;
  password: string;
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
  const passwordRight =
    user && !user.closedAt
      ? await verifyPassword(input.password, user.passwordHash)
      : await dummyVerify(input.password, settings.passwordHashCost);
  if (!user || !passwordRight) {
    await recordLoginFailure(db, input.clientKey, limit, now, accountKey);
    throw callFailure(accountContract.login, '-2');
  }
  if (!user.emailConfirmed) throw callFailure(accountContract.login, '-47');
  return openSession(db, deps.tokens, user, now);
}
