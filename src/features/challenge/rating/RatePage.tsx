import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getChallengeRating, getRatingByHash, rateByHash, rateChallenge } from '#kernel/contract/matchRating';
import { matchRatingMachine, type RatedChallenge, type RatingChange, type RatingInput } from '#machines/matchRating';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { RatingView } from './RatingView';

function ratingActors(api: ApiClient) {
  return {
    fetchRating: fromPromise<RatedChallenge, RatingInput>(async ({ input, signal }) => {
      const { challenge, rating } =
        input.mode === 'login'
          ? await api.call(getChallengeRating, { params: { challengeId: input.challengeId }, signal })
          : await api.call(getRatingByHash, { params: { hash: input.hash }, query: { as: input.as }, signal });
      return { challenge, rating };
    }),
    saveRating: fromPromise<RatedChallenge, { target: RatingInput; change: RatingChange }>(async ({ input, signal }) => {
      const { target, change } = input;
      const { challenge, rating } =
        target.mode === 'login'
          ? await api.call(rateChallenge, { params: { challengeId: target.challengeId }, body: change, signal })
          : await api.call(rateByHash, { params: { hash: target.hash }, query: { as: target.as }, body: change, signal });
      return { challenge, rating };
    }),
  };
}

/** /match/rate/:challengeId (logged in). */
export default function RatePage() {
  const { challengeId } = useParams();
  const id = challengeId && /^\d+$/.test(challengeId) ? Number(challengeId) : 0;
  return <Rating key={id} input={{ mode: 'login', challengeId: id }} />;
}

/** /match/rate-match/:matchHash?as={userId} (no login: the e-mailed link). */
export function RateByHashPage() {
  const { matchHash } = useParams();
  const [search] = useSearchParams();
  const as = Number(search.get('as') ?? 0) || 0;
  return <Rating key={`${matchHash ?? ''}:${as}`} input={{ mode: 'hash', hash: matchHash ?? '', as }} />;
}

function Rating({ input }: { input: RatingInput }) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const machine = useMemo(
    () => matchRatingMachine.provide({ actors: ratingActors(api), actions: { goToMatchHome: () => void navigate('/match/home') } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes identity on every render; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input });
  return (
    <Screen narrow>
      <RatingView actor={actor} />
    </Screen>
  );
}
