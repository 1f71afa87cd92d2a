import { aliasedTable, and, count, desc, eq, isNotNull, isNull, ne, notExists, or } from 'drizzle-orm';
import type { ChallengeSummaryDto } from '#kernel/contract/matchProfile';
import type { Db } from '#server/db/client';
import { challenges, matchChatMessages, matchProfiles, matchRatings, users } from '#server/db/schema';

// The match home's challenge lists, read from the challenges table: pending (to me, from me),
// accepted (with the chat messages I have not read) and the matches to discard (called off, not yet
// rated by me: docs/decisions.md).

const other = aliasedTable(users, 'other_user');
const otherProfile = aliasedTable(matchProfiles, 'other_profile');

async function challengeRows(db: Db, userId: number, sportId: number, status: 'PENDING' | 'ACCEPTED' | 'NOGO') {
  const otherId = (row: { challengerId: number; challengedId: number }) =>
    row.challengerId === userId ? row.challengedId : row.challengerId;
  const rows = await db
    .select({
      id: challenges.id,
      status: challenges.status,
      challengerId: challenges.challengerId,
      challengedId: challenges.challengedId,
      createdAt: challenges.createdAt,
      expiresAt: challenges.expiresAt,
    })
    .from(challenges)
    .where(
      and(
        eq(challenges.sportId, sportId),
        eq(challenges.status, status),
        or(eq(challenges.challengerId, userId), eq(challenges.challengedId, userId)),
        status === 'NOGO' ? notRatedBy(db, userId) : undefined,
      ),
    )
    .orderBy(desc(challenges.createdAt), desc(challenges.id));
  const summaries: (ChallengeSummaryDto & { fromMe: boolean })[] = [];
  for (const row of rows) {
    const id = otherId(row);
    const [person] = await db
      .select({ firstName: other.firstName, lastName: other.lastName, level: otherProfile.level })
      .from(other)
      .leftJoin(otherProfile, and(eq(otherProfile.userId, other.id), eq(otherProfile.sportId, sportId)))
      .where(eq(other.id, id));
    if (!person) continue;
    summaries.push({
      challengeId: row.id,
      status: row.status,
      other: { userId: id, firstName: person.firstName, lastName: person.lastName, level: person.level },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      fromMe: row.challengerId === userId,
    });
  }
  return summaries;
}

/** No rating row of this player saying whether the match was played. */
const notRatedBy = (db: Db, userId: number) =>
  notExists(
    db
      .select({ one: matchRatings.challengeId })
      .from(matchRatings)
      .where(and(eq(matchRatings.challengeId, challenges.id), eq(matchRatings.userId, userId), isNotNull(matchRatings.played))),
  );

async function undeliveredTo(db: Db, challengeId: number, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(matchChatMessages)
    .where(
      and(eq(matchChatMessages.challengeId, challengeId), ne(matchChatMessages.fromUserId, userId), isNull(matchChatMessages.deliveredAt)),
    );
  return n;
}

const strip = ({ fromMe: _fromMe, ...summary }: ChallengeSummaryDto & { fromMe: boolean }): ChallengeSummaryDto => summary;

/** Pending challenges in the sport: sent to the player and sent by them. Expired ones are left out. */
export async function pendingMatches(db: Db, userId: number, sportId: number, now: Date) {
  const rows = (await challengeRows(db, userId, sportId, 'PENDING')).filter((r) => new Date(r.expiresAt) > now);
  return { toMe: rows.filter((r) => !r.fromMe).map(strip), fromMe: rows.filter((r) => r.fromMe).map(strip) };
}

/** Accepted matches in the sport, each with the chat messages the player has not read. */
export async function acceptedMatches(db: Db, userId: number, sportId: number) {
  const rows = (await challengeRows(db, userId, sportId, 'ACCEPTED')).map(strip);
  return {
    matches: await Promise.all(rows.map(async (r) => ({ ...r, undeliveredMessages: await undeliveredTo(db, r.challengeId, userId) }))),
  };
}

/** Matches called off (nogo) that the player has not rated: rating one clears it from the list. */
export async function matchesToDiscard(db: Db, userId: number, sportId: number) {
  return { matches: (await challengeRows(db, userId, sportId, 'NOGO')).map(strip) };
}
