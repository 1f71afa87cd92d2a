import { randomBytes } from 'node:crypto';
import { TokenService } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { BENCH_JWT_SECRET } from './benchDatabase';

export interface BenchPlayer {
  id: number;
  token: string;
}

/** Players with an open session each and a token signed with the bench key (no password hashing). */
export async function createBenchPlayers(db: Db, count: number): Promise<BenchPlayer[]> {
  const tokens = await TokenService.create(db, BENCH_JWT_SECRET);
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${tag}-${i}@bench.test`,
        passwordHash: 'none',
        firstName: 'Bench',
        lastName: String(i),
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
