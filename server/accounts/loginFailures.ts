import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { loginFailures } from '#server/db/schema';

// The login limit (-48). Failed logins are rows, so every instance on the database sees them, each
// with the client address it came from and the account it named (a hash of the e-mail, known or not).
// - Per account, from any address: the first failures slow the next attempt down (growing delays
//   before the check); from `maxFailures` on, the account is refused for a lock-out that doubles with
//   each further failure (1, 2, 4 … minutes, at most the window). Guessing one account from many
//   addresses gets a handful of tries per window.
// - Per address, across accounts: from `maxFailures` on, every attempt from it is slowed down more
//   and more; the right password still gets through for an account that was not itself attacked, so
//   an office behind one address (or a proxy without TRUST_PROXY) is not locked out by one person.
//   Only an address far over the limit (10×) is refused on the accounts it failed on.

export interface LoginLimit {
  maxFailures: number;
  windowMinutes: number;
  /** The first growing delay, in milliseconds (0: none). */
  delayMs: number;
}

/** What the failures in the window say about one attempt. */
export interface LoginCounts {
  /** Failures naming this account, from any address. */
  account: number;
  /** When the last of them happened. */
  accountLast: Date | null;
  /** Failures from this address, naming any account. */
  address: number;
  /** Failures from this address naming this account. */
  pair: number;
}

export interface LoginVerdict {
  refuse: boolean;
  /** How long to wait before checking the password. */
  delayMs: number;
}

/** The longest wait before a check; longer waits would only hold connections. */
const MAX_DELAY_MS = 8_000;
/** An address this many times over the limit is refused on the accounts it failed on. */
const ADDRESS_HARD_FACTOR = 10;

/** The account a login names: a hash of its e-mail, so attempted addresses are not kept as typed. */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function windowStart(now: Date, limit: Pick<LoginLimit, 'windowMinutes'>): Date {
  return new Date(now.getTime() - limit.windowMinutes * 60_000);
}

/** The lock-out after `failures` failures of an account (from maxFailures on): 1, 2, 4 … minutes, at most the window. */
export function lockOutMs(failures: number, limit: LoginLimit): number {
  const minutes = Math.min(2 ** Math.max(0, failures - limit.maxFailures), limit.windowMinutes);
  return minutes * 60_000;
}

/** Refuse, or check after a delay: a pure function of the counts (tests walk it). */
export function judgeLogin(counts: LoginCounts, limit: LoginLimit, now: Date): LoginVerdict {
  const { maxFailures, delayMs } = limit;
  if (
    counts.account >= maxFailures &&
    counts.accountLast &&
    now.getTime() < counts.accountLast.getTime() + lockOutMs(counts.account, limit)
  ) {
    return { refuse: true, delayMs: 0 };
  }
  if (counts.address >= maxFailures * ADDRESS_HARD_FACTOR && counts.pair > 0) return { refuse: true, delayMs: 0 };
  const accountDelay = counts.account > 0 ? delayMs * 2 ** (Math.min(counts.account, maxFailures) - 1) : 0;
  const addressDelay = counts.address >= maxFailures ? delayMs * 2 ** Math.min(counts.address - maxFailures + 1, 6) : 0;
  return { refuse: false, delayMs: Math.min(Math.max(accountDelay, addressDelay), MAX_DELAY_MS) };
}

/** The failures in the window for one attempt: by account, by address, and both. */
export async function loginCounts(db: Db, clientKey: string, accountKey: string, limit: LoginLimit, now: Date): Promise<LoginCounts> {
  const since = gt(loginFailures.failedAt, windowStart(now, limit));
  const [[byAccount], [byAddress], [byPair]] = await Promise.all([
    db
      .select({ n: count(), last: max(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountKey, accountKey), since)),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientKey, clientKey), since)),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientKey, clientKey), eq(loginFailures.accountKey, accountKey), since)),
  ]);
  return {
    account: byAccount?.n ?? 0,
    accountLast: byAccount?.last ? new Date(byAccount.last) : null,
    address: byAddress?.n ?? 0,
    pair: byPair?.n ?? 0,
  };
}

/** True when a key (e.g. the e-mail change's per-account key) has used up its failures in the window. */
export async function isLoginLimited(
  db: Db,
  key: string,
  limit: Pick<LoginLimit, 'maxFailures' | 'windowMinutes'>,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientKey, key), gt(loginFailures.failedAt, windowStart(now, limit))));
  return (row?.failures ?? 0) >= limit.maxFailures;
}

/** Records one failed attempt (with the account it named, for logins) and forgets those that have left the window. */
export async function recordLoginFailure(
  db: Db,
  key: string,
  limit: Pick<LoginLimit, 'windowMinutes'>,
  now: Date,
  accountKey: string | null = null,
): Promise<void> {
  await db.insert(loginFailures).values({ clientKey: key, accountKey, failedAt: now });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart(now, limit)));
}

export const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
