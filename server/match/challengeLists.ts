import { aliasedTable, and, desc, eq, or } from 'drizzle-orm';
import type { ChallengeSummaryDto } from '#kernel/contract/matchProfile';
import type { Db } from '#server/db/client';
import { challenges, matchProfiles, users } from '#server/db/schema';

// The match home's challenge lists, read from the challenges table. The challenge lifecycle (send,
// accept, decline, expiry, chat) is built elsewhere; it extends these lists (undelivered message
// counts, matches to discard) without the match home changing.

const other = aliasedTable(users, 'other_user');
const otherProfile = aliasedTable(matchProfiles, 'other_profile');

async function challengeRows(db: Db, userId: number, sportId: number, status: 'PENDING' | 'ACCEPTED') {
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

const strip = ({ fromMe: _fromMe, ...summary }: ChallengeSummaryDto & { fromMe: boolean }): ChallengeSummaryDto => summary;

/** Pending challenges in the sport: sent to the player and sent by them. Expired ones are left out. */
export async function pendingMatches(db: Db, userId: number, sportId: number, now: Date) {
  const rows = (await challengeRows(db, userId, sportId, 'PENDING')).filter((r) => new Date(r.expiresAt) > now);
  return { toMe: rows.filter((r) => !r.fromMe).map(strip), fromMe: rows.filter((r) => r.fromMe).map(strip) };
}

export async function acceptedMatches(db: Db, userId: number, sportId: number) {
  return { matches: (await challengeRows(db, userId, sportId, 'ACCEPTED')).map(strip) };
}
