import * as z from 'zod/mini';

/** A numeric id in a path or query: accepts '12' and 12, rejects the rest. */
export const idParam = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
export const userIdParams = z.strictObject({ userId: idParam });

export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'));
export const yesNo = z.enum(['Y', 'N']);
export const roleName = z.string().check(z.minLength(1));
