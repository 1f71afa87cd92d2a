import type { Meta } from '@storybook/react-vite';
import { fromPromise, type ActorRefFrom, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import type { ChallengeDto } from '#kernel/contract/matchChallenge';
import { RatingView } from '#features/challenge/rating/RatingView';
import {
  matchRatingMachine,
  type MatchRatingMachine,
  type RatedChallenge,
  type Rating,
  type RatingChange,
  type RatingInput,
} from '#machines/matchRating';
import { machineStory, type StoryStep } from '../support/machineStory';

// The rating page (/match/rate/{challengeId}, /match/rate-match/{hash}) in each state of the
// matchRating machine: loading, every error of its table, answering, the reason, saved, long names.

export default { title: 'Match rating' } satisfies Meta;

const ME = 7;
const RIVAL = 9;

const challenge = (over: Partial<ChallengeDto> = {}): ChallengeDto => ({
  id: 41,
  status: 'ACCEPTED',
  role: 'challenger',
  userId: RIVAL,
  userFirstName: 'Camila',
  userLastName: 'Rojas',
  userMetadata: { level: 3, levelName: 'Intermedio' },
  myUserId: ME,
  sportId: 1,
  clubId: null,
  date: null,
  time: null,
  timespan: null,
  courtId: null,
  clubName: null,
  courtName: null,
  expirationDate: new Date(Date.now() - 3_600_000).toISOString(),
  nogoReason: null,
  hash: '5b0f3c52-1d4b-4f7e-9a41-6b2c8d9e0f11',
  ...over,
});

const unanswered: Rating = {
  played: null,
  wouldPlayAgain: null,
  didSomeoneWin: null,
  winnerUserId: null,
  personalRating: null,
  notPlayedComment: null,
};
const rated = (rating: Partial<Rating> = {}, over: Partial<ChallengeDto> = {}): RatedChallenge => ({
  challenge: challenge(over),
  rating: { ...unanswered, ...rating },
});

const never = <T,>() => new Promise<T>(() => undefined);
const fail = (code: string, status = 409) => Promise.reject(Object.assign(new Error(code), { code, status }));
const until = (check: (s: AnyMachineSnapshot) => boolean): StoryStep => ({ until: check });
const at = (state: string) => until((s) => s.matches(state));

/** What the server answers: the rating after the click's change (played N clears the rest). */
const applied = (before: RatedChallenge, change: RatingChange): RatedChallenge => ({
  ...before,
  rating: change.played === 'N' ? { ...unanswered, played: 'N' } : { ...before.rating, ...change },
});

interface Fakes {
  load: () => Promise<RatedChallenge>;
  save?: (change: RatingChange, before: RatedChallenge) => Promise<RatedChallenge>;
}

const View = ({ actor }: { actor: AnyActorRef }) => <RatingView actor={actor as ActorRefFrom<MatchRatingMachine>} />;
const story = ({ load, save }: Fakes, steps: StoryStep[] = [], input: RatingInput = { mode: 'login', challengeId: 41 }) => {
  let last: RatedChallenge | null = null;
  return machineStory(View, {
    routeId: input.mode === 'login' ? 'match.rate' : 'match.rate-match',
    url: input.mode === 'login' ? '/match/rate/41' : `/match/rate-match/${input.hash}?as=${input.as}`,
    loggedIn: input.mode === 'login',
    machine: matchRatingMachine.provide({
      actors: {
        fetchRating: fromPromise<RatedChallenge, RatingInput>(async () => (last = await load())),
        saveRating: fromPromise<RatedChallenge, { target: RatingInput; change: RatingChange }>(async ({ input: { change } }) => {
          const answer = await (save ?? (async (c, b) => applied(b, c)))(change, last ?? (await load()));
          last = answer;
          return answer;
        }),
      },
    }),
    input,
    steps,
  });
};

const fresh = async () => rated();

export const Loading = story({ load: never });
export const NothingAnsweredYet = story({ load: fresh }, [at('rating')]);
export const MustSayIfPlayed = story({ load: fresh }, [at('rating'), { type: 'winner.set', winnerUserId: ME }]);
export const Saving = story({ load: fresh, save: never }, [at('rating'), { type: 'played.set', played: 'Y' }]);
export const SavedPlayedAndWon = story({ load: fresh }, [
  at('rating'),
  { type: 'played.set', played: 'Y' },
  at('rating'),
  { type: 'winner.set', winnerUserId: ME },
  at('rating'),
  { type: 'again.set', wouldPlayAgain: 'MAYBE' },
  at('rating'),
]);
export const SavedNobodyWon = story({ load: async () => rated({ played: 'Y', didSomeoneWin: 'N', wouldPlayAgain: 'Y' }) }, [at('rating')]);
export const NotPlayedAsksTheReason = story({ load: fresh }, [
  at('rating'),
  { type: 'played.set', played: 'N' },
  at('askingReason'),
  { type: 'reason.change', text: 'Llovió toda la tarde y el club cerró las canchas.' },
]);
export const SavedNotPlayed = story({ load: async () => rated({ played: 'N', notPlayedComment: 'Llovió' }) }, [at('rating')]);
export const SaveFailedMustSayPlayed = story({ load: fresh, save: () => fail('-8346') }, [
  at('rating'),
  { type: 'played.set', played: 'Y' },
  at('saveFailed'),
]);
export const SaveFailedWinnerNotAPlayer = story({ load: async () => rated({ played: 'Y' }), save: () => fail('-8347') }, [
  at('rating'),
  { type: 'winner.set', winnerUserId: RIVAL },
  at('saveFailed'),
]);
export const SaveFailedNoConnection = story({ load: fresh, save: () => fail('-1', 500) }, [
  at('rating'),
  { type: 'played.set', played: 'Y' },
  at('saveFailed'),
]);
export const LoadFailed = story({ load: () => fail('-1', 500) }, [at('loadFailed')]);
export const NotAParticipant = story({ load: () => fail('-8344', 404) }, [at('notParticipant')]);
export const NotRateable = story({ load: () => fail('-8342') }, [at('notRateable')]);
export const LongNames = story(
  {
    load: async () =>
      rated(
        { played: 'Y', didSomeoneWin: 'Y', winnerUserId: RIVAL },
        { userFirstName: 'María de los Ángeles Constanza', userLastName: 'Fernández-Villavicencio Undurraga' },
      ),
  },
  [at('rating')],
);
export const ByEmailedLinkWithoutLogin = story({ load: fresh }, [at('rating')], {
  mode: 'hash',
  hash: '5b0f3c52-1d4b-4f7e-9a41-6b2c8d9e0f11',
  as: ME,
});
