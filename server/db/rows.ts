import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query on either driver (PGlite answers { rows }, postgres.js an array). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The SQLSTATE of a database error (PGlite or postgres.js, possibly wrapped by drizzle in `cause`). */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const SQLSTATE = {
  exclusionViolation: '23P01',
  checkViolation: '23514',
  uniqueViolation: '23505',
  deadlock: '40P01',
  serializationFailure: '40001',
} as const;

/** A timestamptz column read raw: postgres.js gives a Date or text, PGlite a Date. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
