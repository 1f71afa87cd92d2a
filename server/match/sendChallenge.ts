import { and, eq, inArray, or } from 'drizzle-orm';
import { CHALLENGE_SEND_ERRORS as E, DEFAULT_CHALLENGE_HOURS, sendChallenge } from '#kernel/contract/matchChallenge';
import type { Db } from '#server/db/client';
import { challenges, matchChallengeCounts, matchProfiles, users } from '#server/db/schema';
import { inTransaction, type Tx } from '#server/db/transaction';
import { callFailure } from '#server/http/apiFailure';
import { canPickCourt, holdChallengeCourt, resolveChallengeSlot, type CourtChoice } from './challengeCourt';
import { violation } from './constraintViolation';
import { expireDue, involving } from './expireChallenges';

const fail = (code: string) => callFailure(sendChallenge, code);

export interface SendInput {
  challengerId: number;
  challengedId: number;
  sportId: number;
  expiresHours?: number;
  entityId?: number | null;
  /** A prime subscriber's court and time, held while the rival answers. */
  court?: CourtChoice | null;
  now: Date;
}

type Profile = typeof matchProfiles.$inferSelect;

/** Days of the week both players can play. */
export const commonDays = (a: Profile, b: Profile): number[] =>
  [...new Set(a.dayAvailability.map((d) => d.dayOfWeek))].filter((day) => b.dayAvailability.some((d) => d.dayOfWeek === day)).sort();

/**
 * Why a challenge between the two cannot be sent, checked in the spec's order of notices; null when
 * it can. The limits and the one-pending-per-pair rule are checked here for the options page only:
 * the send itself leaves them to the database (counts CHECKs and the pending-pair unique index).
 */
export async function sendBlocker(db: Db | Tx, input: Omit<SendInput, 'now' | 'expiresHours'>): Promise<string | null> {
  const { challengerId, challengedId, sportId } = input;
  if (challengerId === challengedId) return E.challengingYourself;
  const profiles = await db
    .select()
    .from(matchProfiles)
    .where(and(eq(matchProfiles.sportId, sportId), inArray(matchProfiles.userId, [challengerId, challengedId])));
  const mine = profiles.find((p) => p.userId === challengerId);
  const theirs = profiles.find((p) => p.userId === challengedId);
  if (!mine || mine.status !== 'ACTIVE') return E.mustEnableMatch;
  const [other] = await db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, challengedId));
  if (!other || other.closedAt) return E.unavailableAccount;
  if (!theirs || theirs.status !== 'ACTIVE') return E.unavailable;
  const entityId = input.entityId ?? null;
  if (entityId !== null && (mine.entityId !== entityId || theirs.entityId !== entityId)) return E.otherEntity;
  // With an entity the availability step is skipped (defaults apply): days are not compared then.
  if (entityId === null && commonDays(mine, theirs).length === 0) return E.noChallengeDays;
  return null;
}

type Slot = Awaited<ReturnType<typeof resolveChallengeSlot>>;

async function insertChallenge(tx: Tx, input: SendInput, slot: Slot | null): Promise<number> {
  const hours = input.expiresHours ?? DEFAULT_CHALLENGE_HOURS;
  const asked = new Date(input.now.getTime() + hours * 3_600_000);
  // With a court, the challenge waits only as long as its court is held (docs/decisions.md).
  const held = slot ? await holdChallengeCourt(tx, slot, input.challengerId, input.now) : null;
  const [row] = await tx
    .insert(challenges)
    .values({
      sportId: input.sportId,
      challengerId: input.challengerId,
      challengedId: input.challengedId,
      entityId: input.entityId ?? null,
      expiresAt: held && held.expiresAt < asked ? held.expiresAt : asked,
      createdAt: input.now,
      ...(slot && held
        ? {
            clubId: slot.court.clubId,
            courtId: slot.court.id,
            localDate: slot.grid.localDate,
            localTime: slot.grid.localStartTime,
            timespan: slot.grid.timespan,
            holdId: held.holdId,
          }
        : {}),
    })
    .returning({ id: challenges.id });
  return row.id;
}

/**
 * POST /api/match/users/{userId}/challenge/users/{otherUserId}. In one transaction: the two players'
 * due challenges expire, the checks run, a prime subscriber's court is held (its claim refused by the
 * exclusion constraint when taken: -99), the row goes in. The trigger on `challenges` counts it in
 * match_challenge_counts, whose CHECKs refuse an 8th outgoing (-486) or a 4th incoming (-487); the
 * partial unique index refuses a second pending challenge of the pair (-583). No read-then-write.
 */
export async function createChallenge(db: Db, input: SendInput): Promise<number> {
  let slot: Slot | null = null;
  if (input.court) {
    // Read before the transaction (the club's grid and the feature); the claim itself is in it.
    if (!(await canPickCourt(db, input.challengerId, input.entityId ?? null))) throw fail(E.courtNotAllowed);
    slot = await resolveChallengeSlot(db, input.challengerId, input.sportId, input.court, input.now);
  }
  try {
    return await inTransaction(db, async (tx) => {
      await expireDue(tx, input.now, involving(input.challengerId, input.challengedId));
      const blocker = await sendBlocker(tx, input);
      if (blocker) throw fail(blocker);
      return insertChallenge(tx, input, slot);
    });
  } catch (error) {
    const broken = violation(error);
    if (broken?.constraint.includes('court_claims_no_overlap') || broken?.code === '23P01') throw fail(E.courtNotAvailable);
    if (broken?.constraint.includes('challenges_pending_pair_key')) throw fail(E.pendingWithThisPerson);
    if (broken?.constraint.includes('match_challenge_counts_outgoing')) throw fail(E.tooManyOutgoing);
    if (broken?.constraint.includes('match_challenge_counts_incoming')) throw fail(E.tooManyIncoming);
    throw error;
  }
}

/** The pending counts of a player in a sport (what the counts table holds). */
export async function pendingCounts(db: Db | Tx, userId: number, sportId: number) {
  const [row] = await db
    .select({ outgoing: matchChallengeCounts.outgoing, incoming: matchChallengeCounts.incoming })
    .from(matchChallengeCounts)
    .where(and(eq(matchChallengeCounts.userId, userId), eq(matchChallengeCounts.sportId, sportId)));
  return { outgoing: row?.outgoing ?? 0, incoming: row?.incoming ?? 0 };
}

/** The open (pending or accepted) challenge between two players in a sport, newest first. */
export async function openChallengeBetween(db: Db | Tx, a: number, b: number, sportId: number): Promise<number | null> {
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        eq(challenges.sportId, sportId),
        inArray(challenges.status, ['PENDING', 'ACCEPTED']),
        or(
          and(eq(challenges.challengerId, a), eq(challenges.challengedId, b)),
          and(eq(challenges.challengerId, b), eq(challenges.challengedId, a)),
        ),
      ),
    )
    .orderBy(challenges.id);
  return rows.at(-1)?.id ?? null;
}
