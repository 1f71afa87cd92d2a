import { asc, eq, inArray } from 'drizzle-orm';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { zonedParts } from '#kernel/lib/dates/zoneClock';
import type { Db } from '#server/db/client';
import { clubs, courts, openMatchCategories, openMatchPlayers, openMatches, sports, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';

type Reader = Db | Tx;

/** The columns of a match that join, leave and the view read. */
const matchColumns = {
  id: openMatches.id,
  uuid: openMatches.uuid,
  status: openMatches.status,
  startsAt: openMatches.startsAt,
  endsAt: openMatches.endsAt,
  playersQuantity: openMatches.playersQuantity,
  clubId: openMatches.clubId,
  clubName: clubs.name,
  timezone: clubs.timezone,
  sportId: openMatches.sportId,
  sportName: sports.name,
  courtName: courts.name,
};

export type MatchRow = Awaited<ReturnType<typeof selectMatches>>[number];

/** Matches with their club, sport and court; `where` picks them. */
export function selectMatches(db: Reader) {
  return db
    .select(matchColumns)
    .from(openMatches)
    .innerJoin(clubs, eq(clubs.id, openMatches.clubId))
    .innerJoin(sports, eq(sports.id, openMatches.sportId))
    .leftJoin(courts, eq(courts.id, openMatches.courtId))
    .$dynamic();
}

const local = (instant: Date, tz: string) => {
  const { date, time } = zonedParts(tz, instant);
  return `${date} ${time}`;
};

/** Whether a gender fits the categories: none listed, MIXED, the same, or a player who gave none. */
export function genderFits(gender: string | null, categories: { gender: string }[]): boolean {
  if (categories.length === 0 || gender === null || gender === 'O') return true;
  return categories.some((c) => c.gender === 'MIXED' || c.gender === gender);
}

/** The DTOs of matches as `callerId` sees them (players by position, categories, whether they may join). */
export async function viewMatches(db: Reader, rows: MatchRow[], callerId: number, now: Date, publicUrl: string): Promise<OpenMatchDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [players, categories, [caller]] = await Promise.all([
    db
      .select({
        matchId: openMatchPlayers.openMatchId,
        user_id: openMatchPlayers.userId,
        position: openMatchPlayers.position,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(openMatchPlayers)
      .innerJoin(users, eq(users.id, openMatchPlayers.userId))
      .where(inArray(openMatchPlayers.openMatchId, ids))
      .orderBy(asc(openMatchPlayers.position)),
    db.select().from(openMatchCategories).where(inArray(openMatchCategories.openMatchId, ids)).orderBy(asc(openMatchCategories.categoryId)),
    db.select({ gender: users.gender }).from(users).where(eq(users.id, callerId)),
  ]);
  return rows.map((row) => {
    const own = players.filter((p) => p.matchId === row.id).map(({ matchId: _, ...p }) => p);
    const cats = categories.filter((c) => c.openMatchId === row.id);
    const userPosition = own.find((p) => p.user_id === callerId)?.position ?? null;
    return {
      id: row.id,
      uuid: row.uuid,
      status: row.status,
      userCanJoin:
        row.status === 'OPEN' &&
        row.startsAt.getTime() > now.getTime() &&
        userPosition === null &&
        genderFits(caller?.gender ?? null, cats),
      userPosition,
      players: own,
      players_quantity: row.playersQuantity,
      categories: cats.map((c) => ({ category_id: c.categoryId, category_name: c.name, category_gender: c.gender })),
      club_id: row.clubId,
      club_name: row.clubName,
      sport_id: row.sportId,
      sport_name: row.sportName,
      court_name: row.courtName,
      local_start_datetime: local(row.startsAt, row.timezone),
      local_end_datetime: local(row.endsAt, row.timezone),
      timezone: row.timezone,
      share_link: `${publicUrl}/open_match/join/${row.uuid}`,
    };
  });
}
