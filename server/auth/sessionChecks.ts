import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema';

/** An open session's account, as the database has it now. */
export interface OpenSession {
  closedAt: Date | null;
  role: string;
  corp: string | null;
}

type Check = (sid: string, userId: number) => Promise<OpenSession | null>;

interface Waiting {
  sid: string;
  userId: number;
  resolve: (session: OpenSession | null) => void;
  reject: (error: unknown) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const checks = new WeakMap<Db, Check>();

/**
 * Whether a token's session is open, checked in the database on every call (a logout or a closed
 * account stops the next call). The checks of calls that arrive together are sent as ONE query at
 * the end of the event loop's turn: 50 players opening the app at once cost one statement instead of
 * 50 in a row (on PGlite, in this process, those held every answer back until the last had run).
 * Each query starts after the calls it answers arrived, so it sees every logout committed before them.
 */
export function sessionCheck(db: Db): Check {
  const known = checks.get(db);
  if (known) return known;
  let batch: Waiting[] = [];
  const flush = async () => {
    const waiting = batch;
    batch = [];
    try {
      const rows = await db
        .select({ sid: sessions.id, userId: sessions.userId, closedAt: users.closedAt, role: users.role, corp: users.corp })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, [...new Set(waiting.map((w) => w.sid))]), isNull(sessions.revokedAt)));
      const bySid = new Map(rows.map((row) => [row.sid, row]));
      for (const { sid, userId, resolve } of waiting) {
        const row = bySid.get(sid);
        resolve(row && row.userId === userId ? { closedAt: row.closedAt, role: row.role, corp: row.corp } : null);
      }
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  };
  const check: Check = (sid, userId) => {
    // Not a session id we issue (the query would fail for the whole batch).
    if (!UUID.test(sid)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      if (batch.length === 0) setImmediate(() => void flush());
      batch.push({ sid, userId, resolve, reject });
    });
  };
  checks.set(db, check);
  return check;
}
