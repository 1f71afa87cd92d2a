import { and, eq, isNull, lte } from 'drizzle-orm';
import { ACCOUNT_CLOSURE_CONTACT_HOURS } from '#kernel/contract/profileAccount';
import type { Db } from '#server/db/client';
import { accountClosures, users } from '#server/db/schema';
import type { ServerDeps } from '#server/deps';
import { everyInterval, type JobLog } from '#server/jobs/everyInterval';
import type { LivePublisher } from '#server/notifications/notify';
import { endLiveSessions, revokeSessionsOf } from './sessions';

// Account closure (spec part 3 §2 "account closure", §7 POST /api/users/{id}/zendesk/unsubscribe,
// §9 "Account closure: contact within 48 hours"). The request is stored; support contacts the user
// within 48 hours; once that window has passed the closure job closes the account for real: closedAt
// is set (login answers -2, every token 403), every session is revoked and its live sockets closed.

const HOUR_MS = 3_600_000;

/** Stores the request (a second request keeps the first one's time: the user id is the key) and answers when it was made. */
export async function requestAccountClosure(
  deps: ServerDeps,
  userId: number,
): Promise<{ requestedAt: string; contactWithinHours: number }> {
  await deps.db.insert(accountClosures).values({ userId, requestedAt: deps.now() }).onConflictDoNothing();
  const [row] = await deps.db
    .select({ requestedAt: accountClosures.requestedAt })
    .from(accountClosures)
    .where(eq(accountClosures.userId, userId));
  return { requestedAt: row.requestedAt.toISOString(), contactWithinHours: ACCOUNT_CLOSURE_CONTACT_HOURS };
}

/** The pending (not yet processed) request, or null: the page shows it instead of a new form. */
export async function findAccountClosure(
  deps: ServerDeps,
  userId: number,
): Promise<{ requestedAt: string; contactWithinHours: number } | null> {
  const [row] = await deps.db
    .select({ requestedAt: accountClosures.requestedAt })
    .from(accountClosures)
    .where(and(eq(accountClosures.userId, userId), isNull(accountClosures.processedAt)));
  return row ? { requestedAt: row.requestedAt.toISOString(), contactWithinHours: ACCOUNT_CLOSURE_CONTACT_HOURS } : null;
}

/**
 * Closes the accounts whose request is older than the contact window, each in its own transaction
 * (claimed with FOR UPDATE SKIP LOCKED, so several instances never close one twice). Answers the ids.
 */
export async function closeDueAccounts(db: Db, now: Date, live: LivePublisher | null): Promise<number[]> {
  const due = new Date(now.getTime() - ACCOUNT_CLOSURE_CONTACT_HOURS * HOUR_MS);
  const closed: number[] = [];
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [claim] = await tx
        .select({ userId: accountClosures.userId })
        .from(accountClosures)
        .where(and(isNull(accountClosures.processedAt), lte(accountClosures.requestedAt, due)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!claim) return null;
      await tx.update(accountClosures).set({ processedAt: now }).where(eq(accountClosures.userId, claim.userId));
      await tx
        .update(users)
        .set({ closedAt: now })
        .where(and(eq(users.id, claim.userId), isNull(users.closedAt)));
      return { userId: claim.userId, sessions: await revokeSessionsOf(tx, claim.userId, now, null) };
    });
    if (!done) return closed;
    await endLiveSessions(live, done.userId, done.sessions);
    closed.push(done.userId);
  }
}

/** The closure job: every everyMs (0: never). Answers a function that stops it. */
export function keepClosingAccounts(deps: Pick<ServerDeps, 'db' | 'now' | 'notifier'>, log: JobLog, everyMs: number): () => void {
  return everyInterval(everyMs, log, 'Closing accounts failed', async () => {
    const closed = await closeDueAccounts(deps.db, deps.now(), deps.notifier.live);
    if (closed.length > 0) log.info({ closed: closed.length }, 'accounts closed after their closure request');
  });
}
