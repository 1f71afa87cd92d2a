import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { everyInterval, type JobLog } from '#server/jobs/everyInterval';
import { notificationPushes, pushTokens } from '#server/db/schema';
import type { PushMessage, PushTransport } from './pushTransport';

/** Pushes not delivered within a day are not worth sending any more. */
const RETRY_WINDOW_MS = 24 * 3_600_000;
const BATCH = 100;

interface PushSenderSetup {
  db: Db;
  transport: PushTransport;
  now(): Date;
  log: { warn(obj: object, msg: string): void };
}

export interface PushRun {
  sent: number;
  invalidTokens: number;
  failed: number;
}

/**
 * Sends the push outbox (notification_pushes, one row per notification and device token) through the
 * transport. A row is claimed by setting sent_at before the call (so two instances never send it
 * twice), put back when the provider failed (the retry job sends it again, for a day), and removed
 * with its device token when the provider says the token is dead.
 */
export class PushSender {
  constructor(private readonly setup: PushSenderSetup) {}

  /** Sends these rows (a notification just made), or every unsent row of the last day (the retry job). */
  async send(ids?: number[]): Promise<PushRun> {
    const run: PushRun = { sent: 0, invalidTokens: 0, failed: 0 };
    if (ids && ids.length === 0) return run;
    const claimed = await this.claim(ids);
    if (claimed.length === 0) return run;
    const messages: PushMessage[] = claimed.map(({ token, payload }) => {
      const { title, body, ...data } = payload as { title?: string; body?: string };
      return { token, title: String(title ?? ''), body: String(body ?? ''), data };
    });
    let outcomes;
    try {
      outcomes = await this.setup.transport.send(messages);
    } catch (error) {
      this.setup.log.warn({ err: error, pushes: claimed.length }, 'push transport failed');
      outcomes = claimed.map(() => 'failed' as const);
    }
    const { db } = this.setup;
    const failed = claimed.filter((_, i) => outcomes[i] !== 'sent' && outcomes[i] !== 'invalidToken').map((c) => c.id);
    if (failed.length > 0) await db.update(notificationPushes).set({ sentAt: null }).where(inArray(notificationPushes.id, failed));
    const dead = [...new Set(claimed.filter((_, i) => outcomes[i] === 'invalidToken').map((c) => c.pushTokenId))];
    if (dead.length > 0) {
      await db.transaction(async (tx) => {
        await tx.delete(notificationPushes).where(inArray(notificationPushes.pushTokenId, dead));
        await tx.delete(pushTokens).where(inArray(pushTokens.id, dead));
      });
    }
    run.failed = failed.length;
    run.invalidTokens = dead.length;
    run.sent = outcomes.filter((o) => o === 'sent').length;
    return run;
  }

  /** Claims unsent rows whose token is still active (a token switched off since gets nothing). */
  private async claim(ids: number[] | undefined) {
    const { db } = this.setup;
    const now = this.setup.now();
    const since = new Date(now.getTime() - RETRY_WINDOW_MS);
    const due = db
      .select({ id: notificationPushes.id })
      .from(notificationPushes)
      .innerJoin(pushTokens, and(eq(pushTokens.id, notificationPushes.pushTokenId), eq(pushTokens.active, true)))
      .where(and(isNull(notificationPushes.sentAt), ids ? inArray(notificationPushes.id, ids) : gt(notificationPushes.createdAt, since)))
      .orderBy(notificationPushes.id)
      .limit(BATCH)
      .for('update', { of: notificationPushes, skipLocked: true });
    const rows = await db
      .update(notificationPushes)
      .set({ sentAt: now })
      .where(and(inArray(notificationPushes.id, due), isNull(notificationPushes.sentAt)))
      .returning({ id: notificationPushes.id, pushTokenId: notificationPushes.pushTokenId, payload: notificationPushes.payload });
    if (rows.length === 0) return [];
    const tokens = await db
      .select({ id: pushTokens.id, token: pushTokens.token })
      .from(pushTokens)
      .where(inArray(pushTokens.id, [...new Set(rows.map((r) => r.pushTokenId))]));
    const tokenOf = new Map(tokens.map((t) => [t.id, t.token]));
    return rows
      .filter((r) => tokenOf.has(r.pushTokenId))
      .map((r) => ({ ...r, token: tokenOf.get(r.pushTokenId)! }))
      .sort((a, b) => a.id - b.id);
  }
}

/** The retry job: every everyMs (0: never), the pushes the provider failed are sent again. */
export function keepSendingPushes(push: PushSender | null, log: JobLog, everyMs: number): () => void {
  if (!push) return () => {};
  return everyInterval(everyMs, log, 'Sending pushes failed', async () => {
    const run = await push.send();
    if (run.sent + run.invalidTokens + run.failed > 0) log.info({ ...run }, 'pushes sent again');
  });
}
