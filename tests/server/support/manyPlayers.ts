import { randomBytes } from 'node:crypto';
import { sessions, users } from '#server/db/schema';
import type { Db } from '#server/db/client';
import type { TokenService } from '#server/auth/tokens';

export interface SignedPlayer {
  id: number;
  token: string;
}

/**
 * N confirmed players with an open session and a signed token each, written straight to the database
 * (logging in through the API would hash N passwords). For concurrency tests and benchmarks.
 */
export async function createPlayers(db: Db, tokens: TokenService, count: number, label = 'p'): Promise<SignedPlayer[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${label}-${tag}-${i}@players.test`,
        passwordHash: 'not-a-login',
        firstName: `Player ${i}`,
        lastName: label,
        emailConfirmed: true,
      })),
    )
    .returning({ id: users.id });
  const opened = await db
    .insert(sessions)
    .values(rows.map((r) => ({ userId: r.id })))
    .returning({ id: sessions.id, userId: sessions.userId });
  return Promise.all(
    opened.map(async (s) => ({ id: s.userId, token: await tokens.sign({ id: s.userId, role: 'user', corp: null, sid: s.id }) })),
  );
}
