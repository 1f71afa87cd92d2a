import { eq } from 'drizzle-orm';
import type { EndpointDef } from '#kernel/contract';
import { COMMON_ERRORS } from '#kernel/contract';
import {
  profileFieldProblems,
  type FieldCheckOptions,
  type ProfileField,
  type ProfileFieldRules,
  type ProfileFieldValues,
} from '#kernel/lib/validators';
import type { Db } from '#server/db/client';
import { countries, users } from '#server/db/schema';
import { ApiFailure, callFailure } from '#server/http/apiFailure';

/** The profile field settings of a country (none for an unknown one: every field shown and optional). */
export async function countryFieldRules(db: Db, countryCode: string): Promise<ProfileFieldRules> {
  const [row] = await db
    .select({ fields: countries.fields })
    .from(countries)
    .where(eq(countries.isoCode, countryCode.toUpperCase()))
    .limit(1);
  return row?.fields ?? {};
}

/** The country of this user's account and its settings. */
export async function userFieldRules(db: Db, userId: number): Promise<{ country: string; rules: ProfileFieldRules }> {
  const [row] = await db.select({ countryCode: users.countryCode }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { country: row.countryCode, rules: await countryFieldRules(db, row.countryCode) } : { country: 'CL', rules: {} };
}

/**
 * Applies the country's settings to the values of `fields` (the client checks the same, from the same
 * kernel code): a missing or non-matching phone answers the call's -1956, a document -918, any other
 * field the common invalid-input code naming the field.
 */
export function checkProfileFields(
  endpoint: EndpointDef,
  rules: ProfileFieldRules,
  values: ProfileFieldValues,
  fields: readonly ProfileField[],
  options: FieldCheckOptions = {},
): void {
  const problems = profileFieldProblems(rules, values, fields, options);
  for (const field of fields) {
    const problem = problems[field];
    if (!problem) continue;
    if (field === 'phone' && '-1956' in endpoint.errors) throw callFailure(endpoint, '-1956');
    if (field === 'foid' && '-918' in endpoint.errors) throw callFailure(endpoint, '-918');
    const what = problem === 'missing' ? 'is required in this country' : 'does not match the format of this country';
    throw new ApiFailure(COMMON_ERRORS.INVALID_INPUT, 400, `${field} ${what}`, { field, problem });
  }
}
