import * as z from 'zod/mini';
import { idParam } from './common';
import { defineEndpoint } from './endpoint';
import { ok } from './envelope';
import { challengeDto } from './matchChallenge';

// Rating a played (or not played) match, and the ranking it feeds (spec part 3 §3 "Challenge
// rating", "Ranking"; §4 "Rating flow"; §5 'You must tell us if you played or not'; §7; §9 page 10).

export const RANKING_PAGE_SIZE = 10;

export const challengeRatingDto = z.object({
  played: z.nullable(z.enum(['Y', 'N'])),
  wouldPlayAgain: z.nullable(z.enum(['Y', 'N', 'MAYBE'])),
  didSomeoneWin: z.nullable(z.enum(['Y', 'N'])),
  winnerUserId: z.nullable(z.int()),
  personalRating: z.nullable(z.int()),
  notPlayedComment: z.nullable(z.string()),
});
export type ChallengeRatingDto = z.infer<typeof challengeRatingDto>;

/** A partial rating: every click saves what it changed (played N clears the rest). */
export const ratingChange = z.strictObject({
  played: z.optional(z.enum(['Y', 'N'])),
  wouldPlayAgain: z.optional(z.nullable(z.enum(['Y', 'N', 'MAYBE']))),
  didSomeoneWin: z.optional(z.nullable(z.enum(['Y', 'N']))),
  winnerUserId: z.optional(z.nullable(idParam)),
  personalRating: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(5)))),
  notPlayedComment: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
export type RatingChange = z.infer<typeof ratingChange>;

const answer = ok({ challenge: challengeDto, rating: challengeRatingDto });
const errors = {
  '-8344': { status: 404, meaning: 'Not one of the two players of this match' },
  '-8342': { status: 409, meaning: 'Only an accepted or called-off match can be rated' },
  '-8346': { status: 422, meaning: 'Say first whether the match was played' },
  '-8347': { status: 422, meaning: 'The winner must be one of the two players' },
} as const;

export const getChallengeRating = defineEndpoint({
  id: 'getChallengeRating',
  method: 'GET',
  path: '/api/match/challenges/:challengeId/rating',
  auth: 'user',
  summary: "The caller's rating of a challenge's match so far, with the challenge",
  params: z.strictObject({ challengeId: idParam }),
  response: answer,
  errors,
});

export const rateChallenge = defineEndpoint({
  id: 'rateChallenge',
  method: 'POST',
  path: '/api/match/challenges/:challengeId/rate',
  auth: 'user',
  summary: "Saves part of the caller's rating (every click); the ranking moves once both players agree on the result",
  params: z.strictObject({ challengeId: idParam }),
  body: ratingChange,
  response: answer,
  errors,
});

const byHash = z.strictObject({ hash: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)) });
const asPlayer = z.object({ as: idParam });

export const getRatingByHash = defineEndpoint({
  id: 'getRatingByHash',
  method: 'GET',
  path: '/api/match/challenges-by-hash/:hash',
  auth: 'public',
  summary: 'The e-mailed link without a login: the challenge and the rating of the player `as`',
  params: byHash,
  query: asPlayer,
  response: answer,
  errors,
});

export const rateByHash = defineEndpoint({
  id: 'rateByHash',
  method: 'POST',
  path: '/api/match/challenges-by-hash/:hash/rate',
  auth: 'public',
  summary: 'Saves part of the rating of the player `as` through the e-mailed link (no login)',
  params: byHash,
  query: asPlayer,
  body: ratingChange,
  response: answer,
  errors,
});

export const rankingRow = z.object({
  position: z.int(),
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  rating: z.int(),
  ratedMatches: z.int(),
});

export const getMatchRanking = defineEndpoint({
  id: 'getMatchRanking',
  method: 'GET',
  path: '/api/match/sports/:sportId/ranking',
  auth: 'user',
  summary: 'The ranking of a sport (or of one club: clubId) by category (ALL, M, F), 10 a page, the caller’s position',
  params: z.strictObject({ sportId: idParam }),
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
    category: z.optional(z.enum(['ALL', 'M', 'F'])),
    /** The CLUB ranking type: only the club's players (a booking there in the sport). */
    clubId: z.optional(idParam),
  }),
  response: ok({
    sportName: z.string(),
    /** The club of a CLUB ranking; null for the sport's whole ranking. */
    clubName: z.nullable(z.string()),
    categories: z.array(
      z.object({
        id: z.enum(['ALL', 'M', 'F']),
        categoryName: z.string(),
        categoryGender: z.nullable(z.enum(['M', 'F'])),
        ranking: z.array(rankingRow),
        page: z.int(),
        totalPages: z.int(),
        totalItems: z.int(),
      }),
    ),
    me: z.nullable(rankingRow),
  }),
  errors: { '-64': { status: 404, meaning: 'No such club' } },
});
