import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CHALLENGE_SEND_ERRORS as E,
  MATCH_BOOKING_FEATURE,
  PRIME_COURT_HOLD_MINUTES,
  sendChallenge,
} from '#kernel/contract/matchChallenge';
import { isEnabledAt } from '#server/booking/availability/clubDirectory';
import { loadClubSportContext } from '#server/booking/availability/clubContext';
import { resolveSlot, type ResolvedSlot } from '#server/booking/availability/findSlot';
import { claimForBooking, freeHoldClaims, insertHoldClaim, retireExpiredClaims } from '#server/booking/reservations/claims';
import { countBookings } from '#server/booking/reservations/quote/facts';
import { reachedLimit } from '#server/booking/reservations/quote/rules';
import type { Db } from '#server/db/client';
import { bookingPlayers, bookings, challenges, holds, userFeatures, type HoldState } from '#server/db/schema';
import type { Tx } from '#server/db/transaction';
import { callFailure } from '#server/http/apiFailure';
import type { ChallengeRow } from './challengeView';

// A prime subscriber's court when challenging (spec part 3 §3 "Challenge (new)", §4 "A prime user's
// court is held 120 minutes while the rival answers", §6 MATCH_BOOKING, not with an entity). The court
// is a real hold (purpose 'challenge') with its claim in court_claims, so the same exclusion
// constraint that keeps bookings apart refuses an overlap. docs/decisions.md: "prime challenge court".

const fail = (code: string) => callFailure(sendChallenge, code);

export interface CourtChoice {
  clubId: number;
  courtId: number;
  challengeDate: string;
  challengeTime: string;
  timespan: number;
}

/** The user has the feature (granted by the seed now, by a prime subscription later). */
export async function hasFeature(db: Db | Tx, userId: number, feature: typeof MATCH_BOOKING_FEATURE): Promise<boolean> {
  const rows = await db
    .select({ one: userFeatures.userId })
    .from(userFeatures)
    .where(and(eq(userFeatures.userId, userId), eq(userFeatures.feature, feature)));
  return rows.length > 0;
}

/** Whether the caller may pick a court when challenging: a MATCH_BOOKING subscriber, without an entity. */
export async function canPickCourt(db: Db | Tx, userId: number, entityId: number | null): Promise<boolean> {
  return entityId === null && (await hasFeature(db, userId, MATCH_BOOKING_FEATURE));
}

/** The chosen court time as a slot of the club's grid (an exclusive court, bookable now), else -99. */
export async function resolveChallengeSlot(db: Db, userId: number, sportId: number, choice: CourtChoice, now: Date): Promise<ResolvedSlot> {
  const context = await loadClubSportContext(db, choice.clubId, sportId, choice.timespan);
  const court = context?.courts.find((c) => c.id === choice.courtId);
  if (!context || !court || court.capacity !== null) throw fail(E.courtNotAvailable);
  if (context.club.dummy || !(await isEnabledAt(db, context.club, userId))) throw fail(E.courtNotAvailable);
  const slot = resolveSlot(
    context,
    court,
    { date: choice.challengeDate, startTime: choice.challengeTime, timespan: choice.timespan },
    now,
    () => fail(E.courtNotAvailable),
  );
  // The held court becomes the challenger's booking on accept: the club's booking limits apply as they
  // do to a booking (-61…-65 with the limit as details.count), checked before anything is held.
  const counts = await countBookings(db, [userId], context, choice.challengeDate, now);
  const limit = reachedLimit(context, counts.get(userId) ?? NO_BOOKINGS, true);
  if (limit) throw callFailure(sendChallenge, limit.code, { count: limit.count });
  return slot;
}

const NO_BOOKINGS = { activeAtClub: 0, dayAtClub: 0, activeForSport: 0, dayForSport: 0, activeDayForSport: 0 };

/**
 * Holds the slot for the challenge in the send's transaction: 120 minutes, or until the slot starts
 * if sooner. An overlapping live claim makes the database refuse the insert (23P01, turned into -99
 * by the caller). Answers the hold and its expiry (the challenge expires with it).
 */
export async function holdChallengeCourt(
  tx: Tx,
  slot: ResolvedSlot,
  userId: number,
  now: Date,
): Promise<{ holdId: number; expiresAt: Date }> {
  const range = { courtId: slot.court.id, startsAt: slot.grid.startsAt, endsAt: slot.grid.endsAt };
  const expiresAt = new Date(Math.min(now.getTime() + PRIME_COURT_HOLD_MINUTES * 60_000, slot.grid.startsAt.getTime()));
  await retireExpiredClaims(tx, range, now);
  const [hold] = await tx
    .insert(holds)
    .values({
      userId,
      clubId: slot.court.clubId,
      sportId: slot.court.sportId,
      courtId: slot.court.id,
      startsAt: slot.grid.startsAt,
      endsAt: slot.grid.endsAt,
      localDate: slot.grid.localDate,
      localStartTime: slot.grid.localStartTime,
      timespan: slot.grid.timespan,
      purpose: 'challenge',
      createdAt: now,
      expiresAt,
    })
    .returning({ id: holds.id });
  await insertHoldClaim(tx, range, hold.id, userId, expiresAt);
  return { holdId: hold.id, expiresAt };
}

/** Frees the courts of challenges that ended unanswered (declined, cancelled, dismissed: 'released'; expired: 'expired'). */
export async function endChallengeHolds(tx: Db | Tx, holdIds: (number | null)[], state: Extract<HoldState, 'released' | 'expired'>) {
  const ids = holdIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const ended = await tx
    .update(holds)
    .set({ state })
    .where(and(inArray(holds.id, ids), eq(holds.state, 'held'), eq(holds.purpose, 'challenge')))
    .returning({ id: holds.id });
  await freeHoldClaims(
    tx as Tx,
    ended.map((h) => h.id),
  );
}

/** What an accept needs to book the held court, read before its transaction (the club's grid and price). */
export interface CourtToBook {
  holdId: number;
  slot: ResolvedSlot;
  currencyCode: string;
}

/** The live slot of a challenge's held court, read before the accept's transaction; null without one. */
export async function courtToBook(db: Db, challengeId: number, now: Date): Promise<CourtToBook | null> {
  const [held] = await db
    .select()
    .from(holds)
    .innerJoin(challenges, eq(challenges.holdId, holds.id))
    .where(and(eq(challenges.id, challengeId), eq(holds.state, 'held')));
  if (!held) return null;
  const hold = held.holds;
  const context = await loadClubSportContext(db, hold.clubId, hold.sportId, hold.timespan);
  const court = context?.courts.find((c) => c.id === hold.courtId);
  if (!context || !court) return null;
  try {
    const request = { date: hold.localDate, startTime: hold.localStartTime, timespan: hold.timespan };
    const slot = resolveSlot(context, court, request, now, () => fail(E.courtNotAvailable));
    return { holdId: hold.id, slot, currencyCode: context.club.currencyCode };
  } catch {
    return null;
  }
}

/**
 * On accept, in its transaction: the held court becomes a booking of the challenger with both players
 * confirmed (the rival said yes by accepting), paid at the club (nothing online), each owing half the
 * court's price (the odd minor unit on the challenger). The hold's claim becomes the booking's (no
 * expiry). Null when the hold is no longer live: its court is freed and the match goes on without one.
 */
export async function bookChallengeCourt(tx: Tx, challenge: ChallengeRow, court: CourtToBook | null, now: Date): Promise<number | null> {
  if (challenge.holdId === null) return null;
  const [hold] =
    court && court.holdId === challenge.holdId
      ? await tx
          .update(holds)
          .set({ state: 'booked' })
          .where(
            and(
              eq(holds.id, court.holdId),
              eq(holds.state, 'held'),
              eq(holds.purpose, 'challenge'),
              sql`${holds.expiresAt} > ${now.toISOString()}::timestamptz`,
            ),
          )
          .returning()
      : [];
  if (!hold || !court) {
    await endChallengeHolds(tx, [challenge.holdId], 'released');
    return null;
  }
  const amount = court.slot.price.amount;
  const [booking] = await tx
    .insert(bookings)
    .values({
      userId: challenge.challengerId,
      createdBy: challenge.challengerId,
      clubId: hold.clubId,
      sportId: hold.sportId,
      courtId: hold.courtId,
      holdId: hold.id,
      startsAt: hold.startsAt,
      endsAt: hold.endsAt,
      localDate: hold.localDate,
      localStartTime: hold.localStartTime,
      localEndTime: court.slot.grid.localEndTime,
      timespan: hold.timespan,
      currencyCode: court.currencyCode,
      amount,
      onlineAmount: 0,
      createdAt: now,
    })
    .returning({ id: bookings.id });
  await claimForBooking(tx, hold.id, booking.id);
  const rivalShare = Math.floor(amount / 2);
  await tx.insert(bookingPlayers).values(
    [challenge.challengerId, challenge.challengedId].map((userId, position) => ({
      bookingId: booking.id,
      userId,
      position,
      amount: position === 0 ? amount - rivalShare : rivalShare,
      onlineAmount: 0,
      status: 'CONFIRMED' as const,
      respondedAt: now,
    })),
  );
  return booking.id;
}
