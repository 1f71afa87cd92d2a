import { matchProfiles } from '#server/db/schema';
import type { Db } from '#server/db/client';
import type { TokenService } from '#server/auth/tokens';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';

/** N signed players with ACTIVE padel match profiles, all free on Mondays (and `days` if given). */
export async function createMatchPlayers(db: Db, tokens: TokenService, count: number, label: string, days = [1]): Promise<SignedPlayer[]> {
  const players = await createPlayers(db, tokens, count, label);
  await db.insert(matchProfiles).values(
    players.map((p) => ({
      userId: p.id,
      sportId: 1,
      status: 'ACTIVE' as const,
      level: 3,
      dayAvailability: days.map((dayOfWeek) => ({ dayOfWeek, startTime: '19:00', endTime: '21:00' })),
      cityIds: [],
    })),
  );
  return players;
}
