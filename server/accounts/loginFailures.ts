import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

// The login rate limit (-48). Failed logins are rows, so every instance on the database sees them.
// Counted per client only, not per e-mail: counting per e-mail would let anyone lock a player out of
// their own account; guessing one account from many addresses is slowed by the password hash cost.

export interface LoginLimit {
  maxFailures: number;
  windowMinutes: number;
}

function windowStart(now: Date, limit: LoginLimit): Date {
  return new Date(now.getTime() - limit.windowMinutes * 60_000);
}

/** True when the client has used up its failures in the window; then even a right password gets -48. */
export async function isLoginLimited(db: Db, key: string, limit: LoginLimit, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientKey, key), gt(loginFailures.failedAt, windowStart(now, limit))));
  return (row?.failures ?? 0) >= limit.maxFailures;
}

/** Records one failed login and forgets this client's failures that have left the window. */
export async function recordLoginFailure(db: Db, key: string, limit: LoginLimit, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ clientKey: key, failedAt: now });
  await db.delete(loginFailures).where(and(eq(loginFailures.clientKey, key), lt(loginFailures.failedAt, windowStart(now, limit))));
}
