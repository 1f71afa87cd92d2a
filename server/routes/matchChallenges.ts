import type { FastifyInstance } from 'fastify';
import {
  acceptChallenge,
  cancelChallenge,
  challengeOptions,
  CHALLENGE_SEND_ERRORS,
  DEFAULT_CHALLENGE_HOURS,
  declineChallenge,
  dismissChallenge,
  getChallenge,
  MAX_INCOMING_CHALLENGES,
  MAX_OUTGOING_CHALLENGES,
  nogoChallenge,
  sendChallenge,
} from '#kernel/contract/matchChallenge';
import { and, eq } from 'drizzle-orm';
import type { ServerDeps } from '#server/deps';
import { matchProfiles, users } from '#server/db/schema';
import { callFailure } from '#server/http/apiFailure';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { moveChallenge, readChallenge, type ChallengeAction } from '#server/match/challengeTransitions';
import { notifyChallengeEvent } from '#server/match/challengeEvents';
import { levelOf } from '#server/match/challengeView';
import { canPickCourt } from '#server/match/challengeCourt';
import { expireDue, involving } from '#server/match/expireChallenges';
import { commonDays, createChallenge, openChallengeBetween, pendingCounts, sendBlocker } from '#server/match/sendChallenge';
import { challenges } from '#server/db/schema';

/** Spec part 3 §7 "Match": the challenge call, its options, and the moves of an existing challenge. */
export function matchChallengeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, sendChallenge, async ({ params, body }) => {
    const challengeId = await createChallenge(deps.db, {
      challengerId: params.userId,
      challengedId: params.otherUserId,
      sportId: body.sportId,
      expiresHours: body.expires,
      entityId: body.entity_id ?? null,
      court:
        body.clubId !== undefined &&
        body.courtId !== undefined &&
        body.challengeDate !== undefined &&
        body.challengeTime !== undefined &&
        body.timespan !== undefined
          ? {
              clubId: body.clubId,
              courtId: body.courtId,
              challengeDate: body.challengeDate,
              challengeTime: body.challengeTime,
              timespan: body.timespan,
            }
          : null,
      now: deps.now(),
    });
    const [row] = await deps.db.select().from(challenges).where(eq(challenges.id, challengeId));
    await notifyChallengeEvent(deps.notifier, deps.db, 'challenge', row, params.userId, params.otherUserId);
    return { challengeId };
  });

  registerEndpoint(app, deps, challengeOptions, async ({ params, query }) => {
    const me = params.userId;
    const rivalId = params.otherUserId;
    const [mine] = await deps.db
      .select()
      .from(matchProfiles)
      .where(and(eq(matchProfiles.userId, me), eq(matchProfiles.status, 'ACTIVE')))
      .orderBy(matchProfiles.sportId);
    const sportId = query.sportId ?? mine?.sportId;
    const [rival] = await deps.db.select().from(users).where(eq(users.id, rivalId));
    if (!rival || rival.closedAt) throw callFailure(challengeOptions, CHALLENGE_SEND_ERRORS.unavailableAccount);
    if (!sportId) throw callFailure(challengeOptions, CHALLENGE_SEND_ERRORS.mustEnableMatch);
    await expireDue(deps.db, deps.now(), involving(me, rivalId));
    const profiles = await deps.db.select().from(matchProfiles).where(eq(matchProfiles.sportId, sportId));
    const myProfile = profiles.find((p) => p.userId === me);
    const rivalProfile = profiles.find((p) => p.userId === rivalId);
    const mineCounts = await pendingCounts(deps.db, me, sportId);
    const theirCounts = await pendingCounts(deps.db, rivalId, sportId);
    const openChallengeId = await openChallengeBetween(deps.db, me, rivalId, sportId);
    let blockedBy = await sendBlocker(deps.db, { challengerId: me, challengedId: rivalId, sportId });
    if (!blockedBy && openChallengeId !== null) {
      const [open] = await deps.db.select({ status: challenges.status }).from(challenges).where(eq(challenges.id, openChallengeId));
      if (open?.status === 'PENDING') blockedBy = CHALLENGE_SEND_ERRORS.pendingWithThisPerson;
    }
    if (!blockedBy && mineCounts.outgoing >= MAX_OUTGOING_CHALLENGES) blockedBy = CHALLENGE_SEND_ERRORS.tooManyOutgoing;
    if (!blockedBy && theirCounts.incoming >= MAX_INCOMING_CHALLENGES) blockedBy = CHALLENGE_SEND_ERRORS.tooManyIncoming;
    const level = await levelOf(deps.db, rivalId, sportId);
    return {
      sportId,
      rival: { userId: rivalId, firstName: rival.firstName, lastName: rival.lastName, ...level },
      commonDays: myProfile && rivalProfile ? commonDays(myProfile, rivalProfile) : [],
      outgoingPending: mineCounts.outgoing,
      rivalIncomingPending: theirCounts.incoming,
      openChallengeId,
      blockedBy,
      expiresHours: DEFAULT_CHALLENGE_HOURS,
      // A player in an entity challenges within it, where a court is not picked (spec §6).
      canPickCourt: await canPickCourt(deps.db, me, myProfile?.entityId ?? null),
    };
  });

  registerEndpoint(app, deps, getChallenge, async ({ params, auth }) => ({
    challenge: await readChallenge(deps.db, params.challengeId, auth.id, deps.now()),
  }));

  const moves: [ChallengeAction, typeof acceptChallenge][] = [
    ['accept', acceptChallenge],
    ['decline', declineChallenge],
    ['cancel', cancelChallenge],
    ['dismiss', dismissChallenge],
  ];
  for (const [action, endpoint] of moves) {
    registerEndpoint(app, deps, endpoint, async ({ params, auth }) => ({
      challenge: await moveChallenge(deps.db, deps.notifier, {
        challengeId: params.challengeId,
        callerId: auth.id,
        action,
        now: deps.now(),
      }),
    }));
  }
  registerEndpoint(app, deps, nogoChallenge, async ({ params, body, auth }) => ({
    challenge: await moveChallenge(deps.db, deps.notifier, {
      challengeId: params.challengeId,
      callerId: auth.id,
      action: 'nogo',
      reason: body.reason ?? null,
      now: deps.now(),
    }),
  }));
}
