import { and, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { accountContract, COMMON_ERRORS } from '#kernel/contract';
import type { SupportedLanguage } from '#kernel/lib/i18n';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { ApiFailure, callFailure } from '#server/http/apiFailure';
import { confirmEmailMessage } from '#server/mail/templates/confirmEmail';
import { mailLocale } from '#server/mail/templates/layout';
import { welcomeMessage } from '#server/mail/templates/welcome';
import { newConfirmToken } from './confirmTokens';
import { hashPassword } from './passwords';
import { birthDateText, isNationalDocument, phoneText } from '#kernel/lib/validators';
import { checkedBirthDate, checkedDocument, checkedPhone, NO_DOCUMENT } from './personalData';
import { checkProfileFields, countryFieldRules } from './profileRules';
import { verifiedSocialIdentity } from './social/identity';
import { admitRegistration } from './registrationAttempts';
import { linkClubMember } from './clubMemberLink';
import { openSession } from './sessions';
import { isUniqueViolation } from './uniqueViolation';

const endpoint = accountContract.register;
type RegisterBody = z.output<typeof endpoint.body>;

export interface RegisterContext {
  clientKey: string;
  language: SupportedLanguage;
  /** From the x-country header, when sent. */
  headerCountry: string | null;
  brandName: string;
}

export interface Registered {
  userId: number;
  emailConfirmed: 'Y' | 'N';
  token: string | null;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

async function documentTaken(db: Db, doc: typeof NO_DOCUMENT): Promise<boolean> {
  if (!doc.foidNumber || !doc.foidCountry || !doc.foidType) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.foidCountry, doc.foidCountry), eq(users.foidType, doc.foidType), eq(users.foidNumber, doc.foidNumber)))
    .limit(1);
  return rows.length > 0;
}

async function socialTaken(db: Db, providerUserId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.facebookUserId, providerUserId)).limit(1);
  return rows.length > 0;
}

/**
 * Creates an account. With e-mail confirmation required the user is created unconfirmed and gets the
 * link; otherwise confirmed, logged in at once and welcomed. User and session are written in one
 * transaction; the e-mail is sent after it (no network wait inside a transaction, which on PGlite
 * would stall every other request), and if it cannot be sent the account is removed again, so the
 * person is left with nothing half-made and can simply register again.
 */
export async function register(deps: ServerDeps, body: RegisterBody, context: RegisterContext): Promise<Registered> {
  const { db, settings } = deps;
  const now = deps.now();
  const limit = { maxAttempts: settings.registerMaxAttempts, windowMinutes: settings.registerWindowMinutes };
  if (!(await admitRegistration(db, context.clientKey, limit, now))) throw callFailure(endpoint, '-48');

  const countryCode = (body.countryCode ?? context.headerCountry ?? 'CL').toUpperCase();
  checkProfileFields(
    endpoint,
    await countryFieldRules(db, countryCode),
    {
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: phoneText(body.phone),
      foid: body.foid_number ?? '',
      birth_date: birthDateText(body.birth_date),
      gender: body.gender ?? '',
    },
    ['first_name', 'last_name', 'email', 'phone', 'foid', 'birth_date', 'gender'],
    { foreignDocument: !isNationalDocument(countryCode, body.foid_country, body.foid_type) },
  );
  const phone = body.phone?.phoneNumber.trim() ? checkedPhone(endpoint, body.phone) : null;
  const document = checkedDocument(endpoint, { country: body.foid_country, type: body.foid_type, number: body.foid_number }, countryCode);
  const birthDate = body.birth_date ? checkedBirthDate(body.birth_date, now) : null;
  const social = body.facebook_token ? await verifiedSocialIdentity(deps, endpoint, body.facebook_token, body.facebook_user_id) : null;
  if ((await emailTaken(db, body.email)) || (await documentTaken(db, document))) throw callFailure(endpoint, '-3');
  if (social && (await socialTaken(db, social.providerUserId))) throw callFailure(endpoint, '-3');

  const passwordHash = await hashPassword(body.password, settings.passwordHashCost);
  // The provider vouches for this e-mail: nothing to confirm (spec part 3 §4: confirmed → logged in).
  const socialConfirmed = social !== null && social.email !== null && social.email === body.email.toLowerCase();
  const confirmed = settings.emailConfirmation === 'optional' || socialConfirmed;
  const confirmToken = confirmed ? null : newConfirmToken();
  let created: typeof users.$inferSelect;
  let token: string | null = null;
  try {
    ({ created, token } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          emailConfirmed: confirmed,
          emailConfirmToken: confirmToken?.stored ?? null,
          language: context.language,
          countryCode,
          phone,
          ...document,
          birthDate,
          gender: body.gender ?? null,
          facebookUserId: social?.providerUserId ?? null,
          leadCode: body.leadCode?.trim() || null,
          createdAt: now,
        })
        .returning();
      return { created: row, token: confirmed ? await openSession(tx, deps.tokens, row, now) : null };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw callFailure(endpoint, '-3'); // a concurrent registration won the race
    throw error;
  }

  const locale = mailLocale(context.language);
  const common = { to: created.email, firstName: created.firstName, brandName: context.brandName, locale };
  const message = confirmToken
    ? confirmEmailMessage({
        ...common,
        link: `${settings.publicUrl}/confirm_email?userid=${created.id}&token=${encodeURIComponent(confirmToken.token)}`,
      })
    : welcomeMessage({ ...common, appUrl: `${settings.publicUrl}/book/search` });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.log.error({ err: error }, 'registration e-mail could not be sent; the new account is removed');
    await forgetAccount(db, created.id);
    throw new ApiFailure(COMMON_ERRORS.GENERIC, 503, 'The e-mail could not be sent. Please try again later');
  }
  // The account can be used only once its e-mail is confirmed, and the link is made out to that e-mail.
  await linkClubMember(deps, created, body.encodedClubMemberId);
  return { userId: created.id, emailConfirmed: confirmed ? 'Y' : 'N', token };
}

/** Removes an account that was never handed out (its e-mail could not be sent). */
async function forgetAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
