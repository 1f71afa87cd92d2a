import { and, eq } from 'drizzle-orm';
import { CHALLENGE_STATE_ERRORS as E, type ChallengeDto, type ChallengeStatus } from '#kernel/contract/matchChallenge';
import type { Db } from '#server/db/client';
import { bookings, challenges } from '#server/db/schema';
import { freeBookingClaims } from '#server/booking/reservations/claims';
import { inTransaction, type Tx } from '#server/db/transaction';
import { ApiFailure } from '#server/http/apiFailure';
import type { Notifier } from '#server/notifications/notify';
import { bookChallengeCourt, courtToBook, endChallengeHolds } from './challengeCourt';
import { notifyChallengeEvent } from './challengeEvents';
import { assertParticipant, viewChallenge, type ChallengeRow } from './challengeView';
import { expireDue } from './expireChallenges';
import type { ChallengeNotificationType } from './matchTexts';

export type ChallengeAction = 'accept' | 'decline' | 'cancel' | 'dismiss' | 'nogo';

interface Rule {
  /** The status the challenge must be in. */
  from: ChallengeStatus;
  to: ChallengeStatus;
  /** Who may do it: the challenged player, the challenger, or either. */
  who: 'challenged' | 'challenger' | 'either';
  /** What the other player is told (dismiss tells nobody). */
  notify: ChallengeNotificationType | null;
  /** The code for a challenge in another status (dismiss has its own). */
  stateCode: string;
}

/** The lifecycle (spec part 3 §4 "Challenge"): every allowed move; anything else is refused. */
export const CHALLENGE_RULES: Record<ChallengeAction, Rule> = {
  accept: { from: 'PENDING', to: 'ACCEPTED', who: 'challenged', notify: 'acceptChallenge', stateCode: E.noLongerAvailable },
  decline: { from: 'PENDING', to: 'DECLINED', who: 'challenged', notify: 'declineChallenge', stateCode: E.noLongerAvailable },
  cancel: { from: 'PENDING', to: 'CANCELLED', who: 'challenger', notify: 'cancelChallenge', stateCode: E.noLongerAvailable },
  dismiss: { from: 'PENDING', to: 'DISMISSED', who: 'challenged', notify: null, stateCode: E.cannotDismiss },
  nogo: { from: 'ACCEPTED', to: 'NOGO', who: 'either', notify: 'nogoChallenge', stateCode: E.noLongerAvailable },
};

const refuse = (code: string) =>
  new ApiFailure(
    code,
    code === E.notParticipant ? 404 : 409,
    code === E.wrongParticipant ? 'Not the participant this is for' : 'Not available',
  );

export interface TransitionInput {
  challengeId: number;
  callerId: number;
  action: ChallengeAction;
  reason?: string | null;
  now: Date;
}

/**
 * Moves a challenge by the rules, on the row locked FOR UPDATE (two answers at once: one wins, the
 * other sees the new status). A due pending challenge is expired first, so it cannot be accepted late.
 * The other player is notified after the commit.
 */
export async function moveChallenge(db: Db, notifier: Notifier, input: TransitionInput): Promise<ChallengeDto> {
  const rule = CHALLENGE_RULES[input.action];
  // An accept books the held court: its grid and price are read before the transaction.
  const court = input.action === 'accept' ? await courtToBook(db, input.challengeId, input.now) : null;
  const moved = await inTransaction(db, async (tx) => {
    await expireDue(tx, input.now, eq(challenges.id, input.challengeId));
    const [row] = await tx.select().from(challenges).where(eq(challenges.id, input.challengeId)).for('update');
    assertParticipant(row, input.callerId);
    const role = row.challengerId === input.callerId ? 'challenger' : 'challenged';
    if (rule.who !== 'either' && rule.who !== role) throw refuse(input.action === 'dismiss' ? E.cannotDismiss : E.wrongParticipant);
    if (row.status !== rule.from) throw refuse(rule.stateCode);
    const [updated] = await tx
      .update(challenges)
      .set({
        status: rule.to,
        answeredAt: rule.from === 'PENDING' ? input.now : row.answeredAt,
        nogoReason: input.action === 'nogo' ? input.reason?.trim() || null : row.nogoReason,
      })
      .where(eq(challenges.id, row.id))
      .returning();
    return { ...updated, ...(await settleCourt(tx, updated, input, court)) };
  });
  if (rule.notify) {
    const other = moved.challengerId === input.callerId ? moved.challengedId : moved.challengerId;
    await notifyChallengeEvent(notifier, db, rule.notify, moved, input.callerId, other);
  }
  return viewChallenge(db, moved, input.callerId);
}

/**
 * What the move does to a prime subscriber's court (docs/decisions.md "prime challenge court"): accept
 * books it; decline, cancel and dismiss free the hold; a match called off (nogo) cancels its booking.
 */
async function settleCourt(tx: Tx, row: ChallengeRow, input: TransitionInput, court: Awaited<ReturnType<typeof courtToBook>>) {
  if (input.action === 'accept') {
    const bookingId = await bookChallengeCourt(tx, row, court, input.now);
    if (bookingId !== null) await tx.update(challenges).set({ bookingId }).where(eq(challenges.id, row.id));
    return { bookingId };
  }
  if (input.action === 'nogo') {
    if (row.bookingId !== null) {
      const cancelled = await tx
        .update(bookings)
        .set({ status: 'CANCELLED', cancelledAt: input.now, cancelReason: 'MATCH_NOGO' })
        .where(and(eq(bookings.id, row.bookingId), eq(bookings.status, 'BOOKED')))
        .returning({ id: bookings.id });
      if (cancelled.length > 0) await freeBookingClaims(tx, row.bookingId);
    }
    return {};
  }
  await endChallengeHolds(tx, [row.holdId], 'released');
  return {};
}

/** GET /api/match/challenges/{id}: a participant's view; a due pending challenge is expired first. */
export async function readChallenge(db: Db, challengeId: number, callerId: number, now: Date): Promise<ChallengeDto> {
  await expireDue(db, now, eq(challenges.id, challengeId));
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
  assertParticipant(row, callerId);
  return viewChallenge(db, row as ChallengeRow, callerId);
}
