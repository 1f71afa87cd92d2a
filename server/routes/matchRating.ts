import type { FastifyInstance } from 'fastify';
import { getChallengeRating, getMatchRanking, getRatingByHash, rateByHash, rateChallenge } from '#kernel/contract/matchRating';
import type { ServerDeps } from '#server/deps';
import { registerEndpoint } from '#server/http/registerEndpoint';
import { rankingOf } from '#server/match/ranking';
import { challengeIdByHash, rate, ratingOf } from '#server/match/rating';

/** Spec part 3 §7 "Match": rate (logged in or by hash) and the ranking. */
export function matchRatingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerEndpoint(app, deps, getChallengeRating, async ({ params, auth }) => ratingOf(deps.db, params.challengeId, auth.id));
  registerEndpoint(app, deps, rateChallenge, async ({ params, body, auth }) =>
    rate(deps.db, { challengeId: params.challengeId, userId: auth.id, change: body, now: deps.now() }),
  );
  registerEndpoint(app, deps, getRatingByHash, async ({ params, query }) =>
    ratingOf(deps.db, await challengeIdByHash(deps.db, params.hash, query.as), query.as),
  );
  registerEndpoint(app, deps, rateByHash, async ({ params, query, body }) =>
    rate(deps.db, {
      challengeId: await challengeIdByHash(deps.db, params.hash, query.as),
      userId: query.as,
      change: body,
      now: deps.now(),
    }),
  );
  registerEndpoint(app, deps, getMatchRanking, async ({ params, query, auth }) =>
    rankingOf(deps.db, {
      sportId: params.sportId,
      category: query.category ?? 'ALL',
      page: query.page ?? 1,
      userId: auth.id,
      clubId: query.clubId,
    }),
  );
}
