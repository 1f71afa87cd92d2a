import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TokenService } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/transaction';
import { sessions } from '#server/db/schema';
import type { LivePublisher } from '#server/notifications/notify';

export interface SessionUser {
  id: number;
  role: string;
  corp: string | null;
}

/** Opens a session row and answers its token (the row id is the token's jti). */
export async function openSession(db: Db, tokens: TokenService, user: SessionUser, now: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId: user.id, createdAt: now }).returning({ id: sessions.id });
  return tokens.sign({ id: user.id, role: user.role, corp: user.corp, sid: row.id });
}

/** Revokes one session: its token answers 401 from now on. */
export async function revokeSession(db: Db, userId: number, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every open session of the user but `keepSessionId` (none kept when null) and answers the
 * revoked ids, so their live sockets can be closed too (endLiveSessions).
 */
export async function revokeSessionsOf(db: Db | Tx, userId: number, now: Date, keepSessionId: string | null): Promise<string[]> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open)
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Closes the live sockets (every instance) of sessions that just ended. */
export async function endLiveSessions(live: LivePublisher | null, userId: number, sessionIds: string[]): Promise<void> {
  if (!live) return;
  for (const sid of sessionIds) await live.endSession(userId, sid);
}
