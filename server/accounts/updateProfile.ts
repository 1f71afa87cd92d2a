import { and, eq, ne } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { accountContract } from '#kernel/contract';
import { users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { callFailure, noAccess } from '#server/http/apiFailure';
import { birthDateText, isNationalDocument, phoneText, type ProfileField } from '#kernel/lib/validators';
import { checkedBirthDate, checkedDocument, checkedPhone, type DocumentFields } from './personalData';
import { checkProfileFields, countryFieldRules } from './profileRules';
import { isUniqueViolation } from './uniqueViolation';

const endpoint = accountContract.updateUser;
type UpdateBody = z.output<typeof endpoint.body>;
type UserRow = typeof users.$inferSelect;

/** The new document when the body touches any document field; undefined when it leaves them alone. */
function documentChange(body: UpdateBody, current: UserRow): DocumentFields | undefined {
  if (body.foid_country === undefined && body.foid_type === undefined && body.foid_number === undefined) return undefined;
  return checkedDocument(
    endpoint,
    {
      country: body.foid_country !== undefined ? body.foid_country : current.foidCountry,
      type: body.foid_type !== undefined ? body.foid_type : current.foidType,
      number: body.foid_number !== undefined ? body.foid_number : current.foidNumber,
    },
    current.countryCode,
  );
}

/**
 * Applies the fields present in the body (null clears a field). Validation codes as in register;
 * -3 when another account already has the document.
 */
export async function updateProfile(deps: ServerDeps, userId: number, body: UpdateBody): Promise<UserRow> {
  const { db } = deps;
  const [current] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw noAccess();

  await checkTouchedFields(deps, current, body);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.geo !== undefined) changes.geo = body.geo && { ...body.geo, countryCode: body.geo.countryCode.toUpperCase() };
  if (body.birth_date !== undefined) changes.birthDate = body.birth_date && checkedBirthDate(body.birth_date, deps.now());
  if (body.phone !== undefined) changes.phone = body.phone && checkedPhone(endpoint, body.phone);
  const document = documentChange(body, current);
  if (document) {
    Object.assign(changes, document);
    if (document.foidNumber) {
      const others = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.foidCountry, document.foidCountry!),
            eq(users.foidType, document.foidType!),
            eq(users.foidNumber, document.foidNumber),
            ne(users.id, userId),
          ),
        )
        .limit(1);
      if (others.length > 0) throw callFailure(endpoint, '-3');
    }
  }
  if (Object.keys(changes).length === 0) return current;
  try {
    const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, 'users_foid_key')) throw callFailure(endpoint, '-3');
    throw error;
  }
}

/** The fields the body touches, checked against the settings of the user's country (as the form does). */
async function checkTouchedFields(deps: ServerDeps, current: UserRow, body: UpdateBody): Promise<void> {
  const touched: ProfileField[] = [];
  if (body.first_name !== undefined) touched.push('first_name');
  if (body.last_name !== undefined) touched.push('last_name');
  if (body.phone !== undefined) touched.push('phone');
  if (body.foid_number !== undefined) touched.push('foid');
  if (body.birth_date !== undefined) touched.push('birth_date');
  if (body.gender !== undefined) touched.push('gender');
  if (touched.length === 0) return;
  checkProfileFields(
    endpoint,
    await countryFieldRules(deps.db, current.countryCode),
    {
      first_name: body.first_name,
      last_name: body.last_name,
      phone: phoneText(body.phone),
      foid: body.foid_number ?? '',
      birth_date: birthDateText(body.birth_date),
      gender: body.gender ?? '',
    },
    touched,
    {
      foreignDocument: !isNationalDocument(
        current.countryCode,
        body.foid_country !== undefined ? body.foid_country : current.foidCountry,
        body.foid_type !== undefined ? body.foid_type : current.foidType,
      ),
    },
  );
}
