// Model-based test of the match rating machine (/match/rate/{id}, /match/rate-match/{hash}): every
// state and code; journeys for 'every click saves', 'not played' asking the reason, and the rule
// 'You must tell us if you played or not'.
import { expect } from 'vitest';
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import { MUST_SAY_PLAYED } from '#machines/matchRating/matchRating.errors';
import { matchRatingMachine, type MatchRatingMachine } from '#machines/matchRating/matchRating.machine';
import * as select from '#machines/matchRating/matchRating.selectors';
import type { RatedChallenge, Rating } from '#machines/matchRating/matchRating.types';
import { describeModel, type Journey } from './support/modelTest';

type J = Journey<MatchRatingMachine>;

const challenge: ChallengeDto = {
  id: 41,
  status: 'ACCEPTED',
  role: 'challenger',
  userId: 9,
  userFirstName: 'Camila',
  userLastName: 'Rojas',
  userMetadata: { level: 3, levelName: 'Intermedio' },
  myUserId: 7,
  sportId: 1,
  clubId: null,
  date: null,
  time: null,
  timespan: null,
  courtId: null,
  clubName: null,
  courtName: null,
  expirationDate: '2026-03-03T15:00:00.000Z',
  nogoReason: null,
  hash: '5b0f3c52-1d4b-4f7e-9a41-6b2c8d9e0f11',
};
const empty: Rating = {
  played: null,
  wouldPlayAgain: null,
  didSomeoneWin: null,
  winnerUserId: null,
  personalRating: null,
  notPlayedComment: null,
};
const r = (rating: Partial<Rating>): RatedChallenge => ({ challenge, rating: { ...empty, ...rating } });
const o = {
  unrated: r({}),
  played: r({ played: 'Y' }),
  won: r({ played: 'Y', didSomeoneWin: 'Y', winnerUserId: 7 }),
  notPlayed: r({ played: 'N' }),
  withReason: r({ played: 'N', notPlayedComment: 'Llovió' }),
};
const apiError = (code: string, status: number) => Object.assign(new Error(code), { code, status });
const inputs = {
  login: { mode: 'login', challengeId: 41 },
  hash: { mode: 'hash', hash: '5b0f3c52-1d4b-4f7e-9a41-6b2c8d9e0f11', as: 7 },
} as const;

const journeys: J[] = [
  {
    name: 'every click saves: played, the winner, play again, stars; then finish',
    steps: [
      { done: 'fetchRating', output: o.unrated },
      { type: 'played.set', played: 'Y' },
      { done: 'saveRating', output: o.played },
      { type: 'winner.set', winnerUserId: 7 },
      { done: 'saveRating', output: o.won },
      { type: 'again.set', wouldPlayAgain: 'MAYBE' },
      { done: 'saveRating', output: r({ played: 'Y', didSomeoneWin: 'Y', winnerUserId: 7, wouldPlayAgain: 'MAYBE' }) },
      { type: 'rating.finish' },
    ],
    end: 'finished',
    assert: ({ invocations }) =>
      expect(invocations.filter((i) => i.src === 'saveRating').map((i) => (i.input as { change: object }).change)).toEqual([
        { played: 'Y' },
        { didSomeoneWin: 'Y', winnerUserId: 7 },
        { wouldPlayAgain: 'MAYBE' },
      ]),
  },
  {
    name: "before saying played: 'You must tell us if you played or not', nothing saved",
    steps: [
      { done: 'fetchRating', output: o.unrated },
      { type: 'again.set', wouldPlayAgain: 'Y' },
      { check: ({ snapshot }) => expect(select.mustSayPlayed(snapshot)).toBe(MUST_SAY_PLAYED) },
      { type: 'rating.finish' },
    ],
    end: 'rating',
    assert: ({ invocations }) => expect(invocations.map((i) => i.src)).toEqual(['fetchRating']),
  },
  {
    name: 'not played: saved, then the reason asked and sent as the comment (by hash, no login)',
    input: inputs.hash,
    steps: [
      { done: 'fetchRating', output: o.won },
      { type: 'played.set', played: 'N' },
      { done: 'saveRating', output: o.notPlayed },
      { type: 'reason.change', text: 'Llovió' },
      { type: 'reason.send' },
      { done: 'saveRating', output: o.withReason },
    ],
    end: 'rating',
    assert: ({ invocations, snapshot }) => {
      expect(invocations.at(-1)?.input).toEqual({ target: inputs.hash, change: { notPlayedComment: 'Llovió' } });
      expect(select.rating(snapshot)?.winnerUserId).toBeNull();
    },
  },
];

describeModel(matchRatingMachine, {
  name: 'matchRating',
  inputs,
  events: {
    'played.set': [
      { type: 'played.set', played: 'Y' },
      { type: 'played.set', played: 'N' },
    ],
    'winner.set': [
      { type: 'winner.set', winnerUserId: 7 },
      { type: 'winner.set', winnerUserId: null },
    ],
    'again.set': [{ type: 'again.set', wouldPlayAgain: 'Y' }],
    'stars.set': [{ type: 'stars.set', personalRating: 4 }],
    'reason.change': [{ type: 'reason.change', text: 'Llovió' }],
    'reason.send': [{ type: 'reason.send' }],
    'reason.skip': [{ type: 'reason.skip' }],
    'rating.finish': [{ type: 'rating.finish' }],
    'rating.retry': [{ type: 'rating.retry' }],
  },
  outputs: {
    fetchRating: [o.unrated, o.won],
    saveRating: [o.played, o.notPlayed],
  },
  errors: {
    fetchRating: { '-8344': apiError('-8344', 404), '-8342': apiError('-8342', 409), other: new TypeError('Failed to fetch') },
    saveRating: {
      '-8344': apiError('-8344', 404),
      '-8342': apiError('-8342', 409),
      '-8346': apiError('-8346', 422),
      '-8347': apiError('-8347', 422),
      other: new TypeError('Failed to fetch'),
    },
  },
  journeys,
  serializeContext: (c) => ({
    rating: c.rating && [c.rating.played, c.rating.winnerUserId],
    change: c.change,
    reason: c.reason,
    missing: c.missingPlayed,
    error: c.error?.code,
  }),
  require: { states: true, errors: true, transitions: true },
});
