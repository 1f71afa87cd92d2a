// The match rating (/match/rate/{challengeId}, /match/rate-match/{hash}; spec part 3 §4 "Rating flow"):
//
//   loading      the challenge and the rating so far → rating (-8344 notParticipant, -8342 notRateable)
//   rating       every click saves at once (saving): played Y/N, winner or no winner, play again
//                Y/N/MAYBE, stars; before 'played' is answered the other clicks and finishing show
//                'You must tell us if you played or not' and save nothing
//   saving       POST rate with the click's change → rating; 'not played' → askingReason
//   askingReason the reason, sent as notPlayedComment (or skipped)
//   saveFailed   rating.retry saves the same change again
//   finished     rating.finish once played is answered (goToMatchHome)
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { leadsTo, output, rejection, rowLeadsTo } from '#machines/shared/outcomes';
import { ratingErrors } from './matchRating.errors';
import type { RatedChallenge, RatingChange, RatingContext, RatingEvent, RatingInput } from './matchRating.types';

type Args = { context: RatingContext; event: RatingEvent };

/** The change a click makes. */
function changeOf(event: RatingEvent, context: RatingContext): RatingChange {
  switch (event.type) {
    case 'played.set':
      return { played: event.played };
    case 'winner.set':
      return { didSomeoneWin: event.winnerUserId === null ? 'N' : 'Y', winnerUserId: event.winnerUserId };
    case 'again.set':
      return { wouldPlayAgain: event.wouldPlayAgain };
    case 'stars.set':
      return { personalRating: Math.min(5, Math.max(1, Math.round(event.personalRating))) };
    case 'reason.send':
      return { notPlayedComment: context.reason.trim() || null };
    default:
      return {};
  }
}

export const matchRatingSetup = setup({
  types: { context: {} as RatingContext, events: {} as RatingEvent, input: {} as RatingInput },
  actors: {
    /** GET rating (or by hash). */
    fetchRating: placeholder<RatedChallenge, RatingInput>('matchRating', 'fetchRating'),
    /** POST rate (or by hash) with one click's change. */
    saveRating: placeholder<RatedChallenge, { target: RatingInput; change: RatingChange }>('matchRating', 'saveRating'),
  },
  guards: {
    hasPlayed: ({ context }: Args) => context.rating?.played != null,
    savedNotPlayed: ({ context }: Args) => context.change.played === 'N',
    ratingLeadsTo: rowLeadsTo(ratingErrors),
  },
  actions: {
    assignRated: assign((_, { challenge, rating }: RatedChallenge) => ({ challenge, rating, error: null, missingPlayed: false })),
    assignChange: assign(({ event, context }: Args) => ({ change: changeOf(event, context), missingPlayed: false })),
    flagMissingPlayed: assign({ missingPlayed: true }),
    assignReason: assign(({ event }: Args) => ({ reason: event.type === 'reason.change' ? event.text.slice(0, 500) : '' })),
    assignError: assign((_, { error }: ReturnType<typeof rejection>) => ({ error })),
    goToMatchHome: () => {},
  },
});

const keepError = { type: 'assignError', params: rejection } as const;
const save = { target: 'saving', actions: 'assignChange' } as const;
const needsPlayed = () => [{ guard: 'hasPlayed', ...save }, { actions: 'flagMissingPlayed' }] as const;
const failures = [
  { guard: { type: 'ratingLeadsTo', params: leadsTo('notParticipant') }, target: 'notParticipant', actions: keepError },
  { guard: { type: 'ratingLeadsTo', params: leadsTo('notRateable') }, target: 'notRateable', actions: keepError },
] as const;

export const matchRatingMachine = matchRatingSetup.createMachine({
  id: 'matchRating',
  context: ({ input }) => ({ input, challenge: null, rating: null, change: {}, reason: '', missingPlayed: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchRating',
        src: 'fetchRating',
        input: ({ context }) => context.input,
        onDone: { target: 'rating', actions: { type: 'assignRated', params: output<RatedChallenge> } },
        onError: [...failures, { target: 'loadFailed', actions: keepError }],
      },
    },
    rating: {
      on: {
        'played.set': save,
        'winner.set': needsPlayed(),
        'again.set': needsPlayed(),
        'stars.set': needsPlayed(),
        'rating.finish': [{ guard: 'hasPlayed', target: 'finished' }, { actions: 'flagMissingPlayed' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveRating',
        src: 'saveRating',
        input: ({ context }) => ({ target: context.input, change: context.change }),
        onDone: [
          { guard: 'savedNotPlayed', target: 'askingReason', actions: { type: 'assignRated', params: output<RatedChallenge> } },
          { target: 'rating', actions: { type: 'assignRated', params: output<RatedChallenge> } },
        ],
        onError: [...failures, { target: 'saveFailed', actions: keepError }],
      },
    },
    askingReason: {
      on: {
        'reason.change': { actions: 'assignReason' },
        'reason.send': save,
        'reason.skip': 'rating',
      },
    },
    saveFailed: { on: { 'rating.retry': 'saving', 'played.set': save } },
    loadFailed: { on: { 'rating.retry': 'loading' } },
    notParticipant: {},
    notRateable: {},
    finished: { type: 'final', entry: 'goToMatchHome' },
  },
});

export type MatchRatingMachine = typeof matchRatingMachine;
