import { everyInterval, type JobLog } from '#server/jobs/everyInterval';
import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { challenges } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { endChallengeHolds } from './challengeCourt';

/**
 * Moves due PENDING challenges to EXPIRED (the counts trigger frees their places, and their held courts
 * are freed). Run on read, before
 * a send between two players, and by the server's job; `scope` narrows it to some challenges.
 */
export async function expireDue(db: Db | Tx, now: Date, scope?: SQL): Promise<number> {
  const rows = await db
    .update(challenges)
    .set({ status: 'EXPIRED', answeredAt: now })
    .where(and(eq(challenges.status, 'PENDING'), lte(challenges.expiresAt, now), scope))
    .returning({ id: challenges.id, holdId: challenges.holdId });
  await endChallengeHolds(
    db,
    rows.map((r) => r.holdId),
    'expired',
  );
  return rows.length;
}

/** The pending challenges either player sent or received: what a send between them must see expired. */
export const involving = (...userIds: number[]) =>
  or(...userIds.flatMap((id) => [eq(challenges.challengerId, id), eq(challenges.challengedId, id)]));

/** Every minute, due pending challenges expire even when nobody reads them (their places free up). */
export function keepExpiringChallenges(db: Db, log: JobLog, everyMs = 60_000, now: () => Date = () => new Date()): () => void {
  return everyInterval(everyMs, log, 'Expiring challenges failed', async () => {
    const expired = await expireDue(db, now());
    if (expired > 0) log.info({ expired }, 'Challenges expired');
  });
}
