import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountContract } from '#kernel/contract';
import { loginFailures, passwordResets, sessions, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import { tokenDigest } from './confirmTokens';
import { accountKeyOf, isLoginLimited, recordLoginFailure, type LoginLimit } from './loginFailures';
import { hashPassword } from './passwords';

const endpoint = accountContract.resetPassword;

/**
 * Sets a new password with a reset link (spec part 3 §7 POST /api/users/reset_password). The token
 * must be one of the account's live links (-37 otherwise: unknown, used, expired, another e-mail's);
 * the first use deletes every link of the account, so each works once. A reset also:
 * - ends every session of the account (whoever knew the old password is logged out);
 * - confirms the e-mail (the link proves the mailbox) and forgets the account's failed logins, so
 *   the new password logs in at once.
 * Wrong links count against the client with the login's limit (-48).
 */
export async function resetPassword(
  deps: ServerDeps,
  input: { email: string; token: string; password: string; clientKey: string },
): Promise<Record<string, never>> {
  const { db, settings } = deps;
  const now = deps.now();
  const limit: LoginLimit = { maxFailures: settings.loginMaxFailures, windowMinutes: settings.loginWindowMinutes, delayMs: 0 };
  const limitKey = `reset-password:${input.clientKey}`;
  if (await isLoginLimited(db, limitKey, limit, now)) throw callFailure(endpoint, '-48');

  const tokenHash = tokenDigest(input.token);
  const [link] = await db
    .select({ id: passwordResets.id, userId: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        gt(passwordResets.expiresAt, now),
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        isNull(users.closedAt),
      ),
    )
    .limit(1);
  if (!link) {
    await recordLoginFailure(db, limitKey, limit, now);
    throw callFailure(endpoint, '-37');
  }

  // Hashed before the transaction: scrypt's ~100 ms would otherwise hold it (PGlite runs one at a time).
  const passwordHash = await hashPassword(input.password, settings.passwordHashCost);
  await db.transaction(async (tx) => {
    // Taking the link (deleting it) is what makes it single use: of two concurrent uses one finds it gone.
    const taken = await tx.delete(passwordResets).where(eq(passwordResets.id, link.id)).returning({ id: passwordResets.id });
    if (taken.length === 0) throw callFailure(endpoint, '-37');
    await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.id, link.userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, link.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, link.userId), isNull(sessions.revokedAt)));
    await tx.delete(loginFailures).where(eq(loginFailures.accountKey, accountKeyOf(link.email)));
  });
  return {};
}
