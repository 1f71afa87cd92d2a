import { and, eq } from 'drizzle-orm';
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import { CHALLENGE_STATE_ERRORS } from '#kernel/contract/matchChallenge';
import type { Db } from '#server/db/client';
import { challenges, clubs, courts, matchProfiles, matchSportSettings, users } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { ApiFailure } from '#server/http/apiFailure';

export type ChallengeRow = typeof challenges.$inferSelect;

export const notParticipant = () => new ApiFailure(CHALLENGE_STATE_ERRORS.notParticipant, 404, 'Not part of this match');

/** The level of a player in a sport and its name in the sport's settings. */
export async function levelOf(db: Db | Tx, userId: number, sportId: number) {
  const [row] = await db
    .select({ level: matchProfiles.level, levels: matchSportSettings.levels })
    .from(matchProfiles)
    .leftJoin(matchSportSettings, eq(matchSportSettings.sportId, matchProfiles.sportId))
    .where(and(eq(matchProfiles.userId, userId), eq(matchProfiles.sportId, sportId)));
  const level = row?.level ?? null;
  const levelName = level === null ? null : (row?.levels?.find((l) => l.id === level)?.name ?? null);
  return { level, levelName };
}

/** A challenge as one of its players sees it: the other player's name and level. */
export async function viewChallenge(db: Db | Tx, row: ChallengeRow, callerId: number): Promise<ChallengeDto> {
  const role = row.challengerId === callerId ? 'challenger' : 'challenged';
  const otherId = role === 'challenger' ? row.challengedId : row.challengerId;
  const [other] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, otherId));
  const [place] =
    row.courtId === null
      ? []
      : await db
          .select({ clubName: clubs.name, courtName: courts.name })
          .from(courts)
          .innerJoin(clubs, eq(clubs.id, courts.clubId))
          .where(eq(courts.id, row.courtId));
  return {
    id: row.id,
    status: row.status,
    role,
    userId: otherId,
    userFirstName: other?.firstName ?? '',
    userLastName: other?.lastName ?? '',
    userMetadata: await levelOf(db, otherId, row.sportId),
    myUserId: callerId,
    sportId: row.sportId,
    clubId: row.clubId,
    date: row.localDate,
    time: row.localTime,
    timespan: row.timespan,
    courtId: row.courtId,
    clubName: place?.clubName ?? null,
    courtName: place?.courtName ?? null,
    expirationDate: row.expiresAt.toISOString(),
    nogoReason: row.nogoReason,
    hash: row.hash,
  };
}

/** Answers -8344 unless the caller is one of the challenge's two players. */
export function assertParticipant(row: ChallengeRow | undefined, callerId: number): asserts row is ChallengeRow {
  if (!row || (row.challengerId !== callerId && row.challengedId !== callerId)) throw notParticipant();
}
