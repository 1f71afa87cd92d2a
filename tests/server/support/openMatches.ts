import type { Db } from '#server/db/client';
import { openMatchCategories, openMatchPlayers, openMatches } from '#server/db/schema';
import { SPORT_ID } from '#server/db/seed/sports';

export interface MatchSpec {
  clubId: number;
  startsAt: Date;
  quantity?: number;
  /** User ids in positions 1, 2, ...: the first is the host. */
  players: number[];
  categories?: [number, string, 'M' | 'F' | 'MIXED'][];
  status?: 'OPEN' | 'CANCELLED';
}

/** An open match written straight to the database (the API has no call that creates one). */
export async function createMatch(db: Db, spec: MatchSpec): Promise<{ id: number; uuid: string }> {
  const [match] = await db
    .insert(openMatches)
    .values({
      clubId: spec.clubId,
      sportId: SPORT_ID.padel,
      startsAt: spec.startsAt,
      endsAt: new Date(spec.startsAt.getTime() + 90 * 60_000),
      playersQuantity: spec.quantity ?? 4,
      status: spec.status ?? 'OPEN',
    })
    .returning({ id: openMatches.id, uuid: openMatches.uuid });
  if (spec.players.length) {
    await db.insert(openMatchPlayers).values(spec.players.map((userId, i) => ({ openMatchId: match.id, userId, position: i + 1 })));
  }
  if (spec.categories?.length) {
    await db
      .insert(openMatchCategories)
      .values(spec.categories.map(([categoryId, name, gender]) => ({ openMatchId: match.id, categoryId, name, gender })));
  }
  return match;
}
