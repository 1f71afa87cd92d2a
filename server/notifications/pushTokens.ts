import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { pushTokens } from '#server/db/schema';

const answer = (row: { token: string; active: boolean }) => ({ token: row.token, active: row.active ? ('Y' as const) : ('N' as const) });

/** Records a device's token for the player; a token another account registered moves to this one (one device, one account). */
export async function registerToken(db: Db, userId: number, token: string, active: boolean, now: Date) {
  const [row] = await db
    .insert(pushTokens)
    .values({ token, userId, active, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, active, updatedAt: now } })
    .returning();
  return answer(row);
}

/** The player's own token, or null (unknown, or another account's). */
export async function ownToken(db: Db, userId: number, token: string) {
  const [row] = await db
    .select()
    .from(pushTokens)
    .where(and(eq(pushTokens.token, token), eq(pushTokens.userId, userId)));
  return row ? answer(row) : null;
}

export const activeTokens = (db: Db, userId: number) =>
  db
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.active, true)));
