import { eq } from 'drizzle-orm';
import { accountContract } from '#kernel/contract';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { isLoginLimited, recordLoginFailure, type LoginLimit } from './loginFailures';
import { hashPassword, verifyPassword } from './passwords';
import { endLiveSessions, revokeSessionsOf } from './sessions';

// Password change from /profile/password (spec part 3 §2, §5 "Password and profile forms require the
// form valid", §7 PUT /api/users/{id}/password). Neither password is stored or logged in clear: the
// body never reaches a log line (server/http/logging.ts logs no bodies) and only the scrypt hash is kept.

const endpoint = accountContract.changePassword;
/** Wrong current passwords are counted per account, with the login's limits (then -48). */
const limitKey = (userId: number) => `change-password:${userId}`;

export interface ChangePasswordInput {
  userId: number;
  /** The session that asks: it stays open; every other session of the account ends. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(deps: ServerDeps, input: ChangePasswordInput): Promise<Record<string, never>> {
  const { db, settings } = deps;
  const now = deps.now();
  const limit: LoginLimit = { maxFailures: settings.loginMaxFailures, windowMinutes: settings.loginWindowMinutes, delayMs: 0 };
  if (await isLoginLimited(db, limitKey(input.userId), limit, now)) throw callFailure(endpoint, '-48');

  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw noAccess();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await recordLoginFailure(db, limitKey(input.userId), limit, now);
    throw callFailure(endpoint, '-2');
  }
  if (input.newPassword === input.currentPassword) throw callFailure(endpoint, '-4');

  // Hashed before the transaction: scrypt's ~100 ms would otherwise hold it.
  const passwordHash = await hashPassword(input.newPassword, settings.passwordHashCost);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    return revokeSessionsOf(tx, input.userId, now, input.sessionId);
  });
  await endLiveSessions(deps.notifier.live, input.userId, ended);
  return {};
}
