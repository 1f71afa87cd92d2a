import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChallengeRatingDto, RatingChange } from '#kernel/contract/matchRating';
import { eloRatings, ELO_START, type RatedMatch } from '#kernel/lib/match/elo';
import type { Db } from '#server/db/client';
import { challenges, matchProfiles, matchRatings } from '#server/db/schema';
import { inTransaction, type Tx } from '#server/db/transaction';
import { ApiFailure } from '#server/http/apiFailure';
import { assertParticipant, viewChallenge } from './challengeView';

type RatingRow = typeof matchRatings.$inferSelect;

const EMPTY: ChallengeRatingDto = {
  played: null,
  wouldPlayAgain: null,
  didSomeoneWin: null,
  winnerUserId: null,
  personalRating: null,
  notPlayedComment: null,
};

const toDto = (row: RatingRow | undefined): ChallengeRatingDto =>
  row
    ? {
        played: row.played,
        wouldPlayAgain: row.wouldPlayAgain,
        didSomeoneWin: row.didSomeoneWin,
        winnerUserId: row.winnerUserId,
        personalRating: row.personalRating,
        notPlayedComment: row.notPlayedComment,
      }
    : EMPTY;

/** The rating after a change: 'not played' clears the played-only answers (spec §4 "Rating flow"). */
export function applyChange(current: ChallengeRatingDto, change: RatingChange): ChallengeRatingDto {
  const next = { ...current, ...change } as ChallengeRatingDto;
  if (change.played === 'N') return { ...EMPTY, played: 'N', notPlayedComment: change.notPlayedComment ?? null };
  if (next.played === 'Y') next.notPlayedComment = null;
  if (next.didSomeoneWin !== 'Y') next.winnerUserId = null;
  return next;
}

async function readRating(db: Db | Tx, challengeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(matchRatings)
    .where(and(eq(matchRatings.challengeId, challengeId), eq(matchRatings.userId, userId)));
  return toDto(row);
}

/** GET rating: the challenge and the caller's rating so far. */
export async function ratingOf(db: Db, challengeId: number, userId: number) {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
  assertParticipant(row, userId);
  return { challenge: await viewChallenge(db, row, userId), rating: await readRating(db, challengeId, userId) };
}

/**
 * The sport's ratings recomputed from every agreed match (both players said played, and agree on the
 * winner or on no winner), in the order the matches were accepted: the ranking is a pure function of
 * the rated matches, so a changed answer moves it back as well. Run under the sport's lock.
 */
export async function recomputeRatings(tx: Tx, sportId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(8347, ${sportId})`);
  const rows = await tx
    .select({ id: challenges.id, a: challenges.challengerId, b: challenges.challengedId, rating: matchRatings })
    .from(challenges)
    .innerJoin(matchRatings, eq(matchRatings.challengeId, challenges.id))
    .where(and(eq(challenges.sportId, sportId), inArray(challenges.status, ['ACCEPTED', 'NOGO']), eq(matchRatings.played, 'Y')))
    .orderBy(challenges.answeredAt, challenges.id);
  const byChallenge = new Map<number, { a: number; b: number; ratings: RatingRow[] }>();
  for (const row of rows) {
    const entry = byChallenge.get(row.id) ?? { a: row.a, b: row.b, ratings: [] };
    entry.ratings.push(row.rating);
    byChallenge.set(row.id, entry);
  }
  const matches: RatedMatch[] = [];
  for (const { a, b, ratings } of byChallenge.values()) {
    if (ratings.length !== 2) continue;
    const [x, y] = ratings;
    if (!x.didSomeoneWin || x.didSomeoneWin !== y.didSomeoneWin) continue;
    if (x.didSomeoneWin === 'N') matches.push({ a, b, winner: null });
    else if (x.winnerUserId !== null && x.winnerUserId === y.winnerUserId) matches.push({ a, b, winner: x.winnerUserId });
  }
  const ratings = eloRatings(matches);
  await tx.update(matchProfiles).set({ rating: ELO_START, ratedMatches: 0 }).where(eq(matchProfiles.sportId, sportId));
  for (const [userId, r] of ratings) {
    await tx
      .update(matchProfiles)
      .set({ rating: r.rating, ratedMatches: r.matches })
      .where(and(eq(matchProfiles.userId, userId), eq(matchProfiles.sportId, sportId)));
  }
}

const fail = (code: string, status: number) => new ApiFailure(code, status, 'Rating refused');

/** POST rate (and by hash): saves the change, then recomputes the sport's ranking, in one transaction. */
export async function rate(db: Db, input: { challengeId: number; userId: number; change: RatingChange; now: Date }) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(challenges).where(eq(challenges.id, input.challengeId)).for('update');
    assertParticipant(row, input.userId);
    if (row.status !== 'ACCEPTED' && row.status !== 'NOGO') throw fail('-8342', 409);
    const current = await readRating(tx, row.id, input.userId);
    const next = applyChange(current, input.change);
    const touchesPlayed = Object.keys(input.change).some((k) => k !== 'played' && k !== 'notPlayedComment');
    if (next.played === null && touchesPlayed) throw fail('-8346', 422);
    if (next.winnerUserId !== null && next.winnerUserId !== row.challengerId && next.winnerUserId !== row.challengedId)
      throw fail('-8347', 422);
    await tx
      .insert(matchRatings)
      .values({ challengeId: row.id, userId: input.userId, ...next, updatedAt: input.now })
      .onConflictDoUpdate({ target: [matchRatings.challengeId, matchRatings.userId], set: { ...next, updatedAt: input.now } });
    await recomputeRatings(tx, row.sportId);
    return { challenge: await viewChallenge(tx, row, input.userId), rating: next };
  });
}

/** The challenge behind a rate-by-hash link, and that `as` plays in it (-8344 otherwise). */
export async function challengeIdByHash(db: Db, hash: string, as: number): Promise<number> {
  const [row] = await db.select().from(challenges).where(eq(challenges.hash, hash.toLowerCase()));
  assertParticipant(row, as);
  return row.id;
}
