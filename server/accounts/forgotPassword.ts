import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { accountContract } from '#kernel/contract';
import { resolveLanguage } from '#kernel/lib/i18n';
import type { Db } from '#server/db/client';
import { passwordResets, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure } from '#server/http/apiFailure';
import { mailLocale } from '#server/mail/templates/layout';
import { passwordResetMessage } from '#server/mail/templates/passwordReset';
import { newConfirmToken } from './confirmTokens';
import { accountKeyOf, isLoginLimited, recordLoginFailure, type LoginLimit } from './loginFailures';
import { checkedDocument } from './personalData';

// Forgot password (spec part 3 §7: POST /api/users/forgot_password and forgot_password_foid). Both
// answer the same, at about the same time, whether or not an account matches: the link is stored
// and mailed after the answer. Requests are limited with the login's limit (loginFailures.ts),
// counted per client address and per account named (by a hash, known or not), so nobody can flood
// an inbox or walk the e-mails; over the limit the answer is -48 for known and unknown alike.

export interface ForgotContext {
  clientKey: string;
  brandName: string;
}

type Endpoint = typeof accountContract.forgotPassword | typeof accountContract.forgotPasswordFoid;

type Recipient = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'language'>;

const recipientColumns = { id: users.id, email: users.email, firstName: users.firstName, language: users.language };

export async function forgotPasswordByEmail(deps: ServerDeps, email: string, context: ForgotContext): Promise<Record<string, never>> {
  await countRequest(deps, accountContract.forgotPassword, accountKeyOf(email), context.clientKey);
  const [user] = await deps.db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.closedAt)))
    .limit(1);
  if (user) mailInBackground(deps, user, context);
  return {};
}

export async function forgotPasswordByDocument(
  deps: ServerDeps,
  body: { foid_country: string; foid_type?: string; foid_number: string },
  context: ForgotContext,
): Promise<Record<string, never>> {
  const endpoint = accountContract.forgotPasswordFoid;
  // -918 for a number that fails its country's rule: it says nothing about accounts.
  const doc = checkedDocument(endpoint, { country: body.foid_country, type: body.foid_type, number: body.foid_number }, body.foid_country);
  const { foidCountry, foidType, foidNumber } = doc;
  if (!foidCountry || !foidType || !foidNumber) throw callFailure(endpoint, '-918');
  await countRequest(deps, endpoint, accountKeyOf(`foid:${foidCountry}:${foidType}:${foidNumber}`), context.clientKey);
  const [user] = await deps.db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.foidCountry, foidCountry), eq(users.foidType, foidType), eq(users.foidNumber, foidNumber), isNull(users.closedAt)))
    .limit(1);
  if (user) mailInBackground(deps, user, context);
  return {};
}

/** -48 when this client or this account already asked too often in the window; otherwise counts this request. */
async function countRequest(deps: ServerDeps, endpoint: Endpoint, accountKey: string, clientKey: string): Promise<void> {
  const { db, settings } = deps;
  const now = deps.now();
  const limit: LoginLimit = { maxFailures: settings.loginMaxFailures, windowMinutes: settings.loginWindowMinutes, delayMs: 0 };
  const keys = [`forgot-password:${clientKey}`, `forgot-password-account:${accountKey}`];
  for (const key of keys) if (await isLoginLimited(db, key, limit, now)) throw callFailure(endpoint, '-48');
  for (const key of keys) await recordLoginFailure(db, key, limit, now);
}

/** Stores a new link and mails it; a failure is logged (never the token) since the answer is already gone. */
function mailInBackground(deps: ServerDeps, user: Recipient, context: ForgotContext): void {
  sendResetLink(deps, user, context).catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'password reset link could not be stored or sent');
  });
}

export async function sendResetLink(deps: ServerDeps, user: Recipient, context: Pick<ForgotContext, 'brandName'>): Promise<void> {
  const { settings } = deps;
  const now = deps.now();
  const { token, stored } = newConfirmToken();
  await deleteExpired(deps.db, user.id, now);
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: stored,
    requestedAt: now,
    expiresAt: new Date(now.getTime() + settings.passwordResetMinutes * 60_000),
  });
  const query = new URLSearchParams({ email: user.email.toLowerCase(), token });
  await deps.mailer.send(
    passwordResetMessage({
      to: user.email,
      firstName: user.firstName,
      brandName: context.brandName,
      link: `${settings.publicUrl}/reset_password?${query.toString()}`,
      validMinutes: settings.passwordResetMinutes,
      locale: mailLocale(resolveLanguage(user.language)),
    }),
  );
}

async function deleteExpired(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, now)));
}
