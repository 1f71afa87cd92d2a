import { and, eq, gt, sql } from 'drizzle-orm';
import { accountContract, COMMON_ERRORS } from '#kernel/contract';
import { resolveLanguage } from '#kernel/lib/i18n';
import type { Db } from '#server/db/client';
import { emailChanges, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { ApiFailure, callFailure, noAccess } from '#server/http/apiFailure';
import { changeEmailMessage } from '#server/mail/templates/changeEmail';
import { mailLocale } from '#server/mail/templates/layout';
import { confirmTokenMatches, newConfirmToken } from './confirmTokens';
import { isLoginLimited, recordLoginFailure, type LoginLimit } from './loginFailures';
import { verifyPassword } from './passwords';
import { isUniqueViolation } from './uniqueViolation';

// E-mail change (spec part 3 §5, §7 "Account"; part 1 §2.4 action CONFIRM): check that the new
// address is free, ask for the change with the password (a link goes to the new address), then
// confirm it from the link while logged in. Addresses arrive lower-cased (the contract's schema).

/** How long a confirmation link works. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

const request = accountContract.requestEmailChange;
const confirm = accountContract.confirmEmailChange;

/** Whether any account, the caller's included, uses this address in any letter case. */
async function emailInUse(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function checkEmailChange(deps: ServerDeps, email: string): Promise<{ email: string; available: boolean }> {
  return { email, available: !(await emailInUse(deps.db, email)) };
}

/** Wrong passwords are counted per account (the caller holds its token), with the login's limits. */
const limitKey = (userId: number) => `change-email:${userId}`;

export interface RequestEmailChangeContext {
  brandName: string;
}

/**
 * Checks the password (-48 once too many were wrong, then -2), that the address is free (-3), stores
 * the pending change (replacing an earlier one) with the SHA-256 of a new token, and mails the link
 * to the new address in the user's language. If the mail cannot be sent the pending change is
 * removed again and the answer is -1 / 503, as at registration.
 */
export async function requestEmailChange(
  deps: ServerDeps,
  input: { userId: number; email: string; password: string },
  context: RequestEmailChangeContext,
): Promise<{ email: string }> {
  const { db, settings } = deps;
  const now = deps.now();
  const limit: LoginLimit = { maxFailures: settings.loginMaxFailures, windowMinutes: settings.loginWindowMinutes, delayMs: 0 };
  if (await isLoginLimited(db, limitKey(input.userId), limit, now)) throw callFailure(request, '-48');

  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw noAccess();
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordLoginFailure(db, limitKey(input.userId), limit, now);
    throw callFailure(request, '-2');
  }
  if (await emailInUse(db, input.email)) throw callFailure(request, '-3');

  const { token, stored } = newConfirmToken();
  const pending = {
    newEmail: input.email,
    tokenHash: stored,
    requestedAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
  };
  await db
    .insert(emailChanges)
    .values({ userId: user.id, ...pending })
    .onConflictDoUpdate({ target: emailChanges.userId, set: pending });

  const query = new URLSearchParams({ action: 'CONFIRM', user_id: String(user.id), new_email: input.email, token });
  try {
    await deps.mailer.send(
      changeEmailMessage({
        to: input.email,
        firstName: user.firstName,
        brandName: context.brandName,
        link: `${settings.publicUrl}/?${query.toString()}`,
        validHours: EMAIL_CHANGE_VALID_HOURS,
        locale: mailLocale(resolveLanguage(user.language)),
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'e-mail change link could not be sent; the pending change is removed');
    await db.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), eq(emailChanges.tokenHash, stored)));
    throw new ApiFailure(COMMON_ERRORS.GENERIC, 503, 'The e-mail could not be sent. Please try again later');
  }
  return { email: input.email };
}

/**
 * Applies the caller's pending change to `newEmail`, in one transaction: the pending row is taken
 * (deleted) and the address written. The token is optional (the spec's session sends only user_id
 * and new_email) but must match when sent; a mismatch rolls back and keeps the change pending.
 * No live pending change to this address is -37, or -36 when the account already has it; the
 * unique e-mail index firing (another account took the address meanwhile) is -3.
 */
export async function confirmEmailChange(
  deps: ServerDeps,
  input: { userId: number; newEmail: string; token?: string },
): Promise<{ email: string }> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [pending] = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.userId, input.userId), eq(emailChanges.newEmail, input.newEmail), gt(emailChanges.expiresAt, now)))
        .returning();
      if (!pending) {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).limit(1);
        throw callFailure(confirm, user?.email.toLowerCase() === input.newEmail ? '-36' : '-37');
      }
      if (input.token !== undefined && !confirmTokenMatches(input.token, pending.tokenHash)) throw callFailure(confirm, '-37');
      await tx.update(users).set({ email: pending.newEmail }).where(eq(users.id, input.userId));
      return { email: pending.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw callFailure(confirm, '-3');
    throw error;
  }
}
