import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { matchRatingSelectors as select, type MatchRatingMachine } from '#machines/matchRating';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { TextArea } from '#ui/TextArea';
import '../Challenge.css';

function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The rating of a match (spec part 3 §4 "Rating flow"): renders the matchRating machine and sends it the clicks. */
export function RatingView({ actor }: { actor: ActorRefFrom<MatchRatingMachine> }) {
  const { i18n } = useLingui();
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
  );
}
