import { and, eq, isNull } from 'drizzle-orm';
import type { TokenService } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { sessions } from '#server/db/schema';

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
