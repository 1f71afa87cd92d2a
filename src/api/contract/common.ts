import { z } from 'zod';

/** A numeric id in a path or query: accepts '12' and 12, rejects the rest. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const userIdParams = z.object({ userId: idParam }).strict();

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');
export const yesNo = z.enum(['Y', 'N']);
export const roleName = z.string().min(1);
