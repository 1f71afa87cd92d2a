import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { getChallengeRating, getRatingByHash, rateByHash, rateChallenge } from '#kernel/contract/matchRating';
import {
  matchRatingMachine,
  matchRatingSelectors as select,
  type RatedChallenge,
  type RatingChange,
  type RatingInput,
} from '#machines/matchRating';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import '../Challenge.css';
import { TextArea } from '#ui/TextArea';

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

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

function Rating({ input }: { input: RatingInput }) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const machine = useMemo(
    () => matchRatingMachine.provide({ actors: ratingActors(api), actions: { goToMatchHome: () => void navigate('/match/home') } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes identity on every render; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input });
  const challenge = useSelector(actor, select.challenge);
  const rating = useSelector(actor, select.rating);
  const loading = useSelector(actor, select.isLoading);
  const asking = useSelector(actor, select.askingReason);
  const reason = useSelector(actor, select.reason);
  const canRate = useSelector(actor, select.canRate);
  const mustSay = useSelector(actor, select.mustSayPlayed);
  const failure = useSelector(actor, select.failure);
  const canRetry = useSelector(actor, select.canRetry);
  const rival = challenge ? `${challenge.userFirstName} ${challenge.userLastName}` : '';
  const me = challenge?.myUserId ?? 0;
  return (
    <Screen narrow>
      <section className="card stack" aria-labelledby="rate-title" data-testid="match-rating">
        <h2 id="rate-title">{rival ? <Trans>Califica tu partido con {rival}</Trans> : <Trans>Califica tu partido</Trans>}</h2>
        {loading ? <Spinner size="large" /> : null}
        {failure ? (
          <Notice kind="error">
            <p>{i18n._(failure)}</p>
            {canRetry ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'rating.retry' })}>
                <Trans>Reintentar</Trans>
              </Button>
            ) : null}
          </Notice>
        ) : null}
        {mustSay ? (
          <Notice kind="warning">
            <p>{i18n._(mustSay)}</p>
          </Notice>
        ) : null}
        {canRate && rating && challenge ? (
          <>
            <fieldset className="challenge__question">
              <legend>
                <Trans>¿Jugaron el partido?</Trans>
              </legend>
              <div className="challenge__actions">
                <Choice pressed={rating.played === 'Y'} onClick={() => actor.send({ type: 'played.set', played: 'Y' })}>
                  <Trans>Sí, jugamos</Trans>
                </Choice>
                <Choice pressed={rating.played === 'N'} onClick={() => actor.send({ type: 'played.set', played: 'N' })}>
                  <Trans>No jugamos</Trans>
                </Choice>
              </div>
            </fieldset>
            {rating.played !== 'N' ? (
              <>
                <fieldset className="challenge__question">
                  <legend>
                    <Trans>¿Quién ganó?</Trans>
                  </legend>
                  <div className="challenge__actions">
                    <Choice pressed={rating.winnerUserId === me} onClick={() => actor.send({ type: 'winner.set', winnerUserId: me })}>
                      <Trans>Gané yo</Trans>
                    </Choice>
                    <Choice
                      pressed={rating.winnerUserId === challenge.userId}
                      onClick={() => actor.send({ type: 'winner.set', winnerUserId: challenge.userId })}
                    >
                      <Trans>Ganó {rival}</Trans>
                    </Choice>
                    <Choice pressed={rating.didSomeoneWin === 'N'} onClick={() => actor.send({ type: 'winner.set', winnerUserId: null })}>
                      <Trans>Nadie ganó</Trans>
                    </Choice>
                  </div>
                </fieldset>
                <fieldset className="challenge__question">
                  <legend>
                    <Trans>¿Volverías a jugar con {rival}?</Trans>
                  </legend>
                  <div className="challenge__actions">
                    <Choice pressed={rating.wouldPlayAgain === 'Y'} onClick={() => actor.send({ type: 'again.set', wouldPlayAgain: 'Y' })}>
                      <Trans>Sí</Trans>
                    </Choice>
                    <Choice
                      pressed={rating.wouldPlayAgain === 'MAYBE'}
                      onClick={() => actor.send({ type: 'again.set', wouldPlayAgain: 'MAYBE' })}
                    >
                      <Trans>Tal vez</Trans>
                    </Choice>
                    <Choice pressed={rating.wouldPlayAgain === 'N'} onClick={() => actor.send({ type: 'again.set', wouldPlayAgain: 'N' })}>
                      <Trans>No</Trans>
                    </Choice>
                  </div>
                </fieldset>
              </>
            ) : null}
            <Button block onClick={() => actor.send({ type: 'rating.finish' })}>
              <Trans>Listo</Trans>
            </Button>
          </>
        ) : null}
        {asking ? (
          <>
            <TextArea
              label={<Trans>¿Por qué no jugaron?</Trans>}
              value={reason}
              maxLength={500}
              onChange={(event) => actor.send({ type: 'reason.change', text: event.target.value })}
            />
            <Button block onClick={() => actor.send({ type: 'reason.send' })}>
              <Trans>Enviar</Trans>
            </Button>
            <Button block variant="secondary" onClick={() => actor.send({ type: 'reason.skip' })}>
              <Trans>Omitir</Trans>
            </Button>
          </>
        ) : null}
      </section>
    </Screen>
  );
}
