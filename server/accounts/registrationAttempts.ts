import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { registrationAttempts } from '#server/db/schema';

// The register call's rate limit (-48): every well-formed attempt from a client counts, successful
// or not, so the -3 answer cannot be used to test e-mail after e-mail for existing accounts.

export interface RegistrationLimit {
  maxAttempts: number;
  windowMinutes: number;
}

/**
 * Counts this attempt and answers whether the client is still within its limit. Attempts over the
 * limit are not recorded, so a client that stops is free again one window after its last allowed one.
 */
export async function admitRegistration(db: Db, key: string, limit: RegistrationLimit, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
  const [row] = await db
    .select({ attempts: count() })
    .from(registrationAttempts)
    .where(and(eq(registrationAttempts.clientKey, key), gt(registrationAttempts.attemptedAt, since)));
  if ((row?.attempts ?? 0) >= limit.maxAttempts) return false;
  await db.insert(registrationAttempts).values({ clientKey: key, attemptedAt: now });
  await db.delete(registrationAttempts).where(and(eq(registrationAttempts.clientKey, key), lt(registrationAttempts.attemptedAt, since)));
  return true;
}
