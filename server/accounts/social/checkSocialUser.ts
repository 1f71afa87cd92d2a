import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { accountContract } from '#kernel/contract';
import type { SocialCheckCode, socialUserFields } from '#kernel/contract/socialLogin';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { verifiedSocialIdentity } from './identity';

type Fields = z.input<typeof socialUserFields>;
type UserRow = typeof users.$inferSelect;

const endpoint = accountContract.checkFacebookUser;

const fieldsOf = (row: UserRow): Fields => ({
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone ?? null,
  foid_country: row.foidCountry,
  foid_type: row.foidType,
  foid_number: row.foidNumber,
});

/**
 * GET /api/facebookuser/{id}/facebooktoken/{token}/check (spec part 3 §4 "Social login check"):
 * 1 an account is linked to this provider id; 2 an account has the e-mail the provider vouches for;
 * 0 nobody (a new user, prefilled from the provider); 3 nobody, and the provider gave no e-mail.
 * An existing account's fields are its own (the client logs in at once when e-mail, phone and
 * document are all there).
 */
export async function checkSocialUser(
  deps: ServerDeps,
  providerUserId: string,
  token: string,
): Promise<{ code: SocialCheckCode; fields: Fields }> {
  const identity = await verifiedSocialIdentity(deps, endpoint, token, providerUserId);
  const [linked] = await deps.db.select().from(users).where(eq(users.facebookUserId, identity.providerUserId)).limit(1);
  if (linked) return { code: '1', fields: fieldsOf(linked) };
  if (identity.email) {
    const [sameEmail] = await deps.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, identity.email))
      .limit(1);
    if (sameEmail) return { code: '2', fields: fieldsOf(sameEmail) };
  }
  const fields: Fields = {
    email: identity.email,
    first_name: identity.firstName,
    last_name: identity.lastName,
    phone: null,
    foid_country: null,
    foid_type: null,
    foid_number: null,
  };
  return { code: identity.email ? '0' : '3', fields };
}
