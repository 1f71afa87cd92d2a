import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { matchHomeMachine, matchHomeSelectors as select } from '#machines/matchHome';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { ButtonLink } from '#ui/ButtonLink';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { ChallengeLists } from './ChallengeLists';
import { homeActors } from './matchActors';
import './Match.css';

/** /match/matches?sportId (spec part 3 §2): the player's matches in a sport, without the recommendations. */
export default function MatchesPage() {
  const [search] = useSearchParams();
  const userId = useSession(sessionSelectors.userId);
  const sportId = Number(search.get('sportId') ?? 1) || 1;
  return userId === null ? <Spinner size="large" /> : <Matches key={`${sportId}:${userId}`} userId={userId} sportId={sportId} />;
}

function Matches({ userId, sportId }: { userId: number; sportId: number }) {
  const { api } = useRuntime();
  const { i18n } = useLingui();
  const machine = useMemo(() => matchHomeMachine.provide({ actors: homeActors(api, userId) }), [api, userId]);
  const actor = useActorRef(machine, { input: { sportId } });
  const snapshot = useSelector(actor, (s) => s);
  const home = select.home(snapshot);
  const loadError = select.loadError(snapshot);
  const empty = home && home.pending.toMe.length + home.pending.fromMe.length + home.accepted.length + home.toDiscard.length === 0;
  return (
    <Screen narrow>
      <div className="match-page" data-testid="match-matches">
        <h2>
          <Trans>Mis partidos</Trans>
        </h2>
        {select.isLoading(snapshot) ? <Loader /> : null}
        {loadError ? (
          <Notice kind="error" title={i18n._(loadError.title ?? loadError.message)}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'home.reload' })}>
              <Trans>Reintentar</Trans>
            </Button>
          </Notice>
        ) : null}
        {home ? <ChallengeLists home={home} /> : null}
        {empty || select.needsWizard(snapshot) ? (
          <EmptyState
            title={<Trans>Aún no tienes partidos</Trans>}
            action={
              <ButtonLink to={`/match/${sportId}/home`}>
                <Trans>Buscar rivales</Trans>
              </ButtonLink>
            }
          >
            <Trans>Desafía a un rival recomendado y tus partidos aparecerán aquí.</Trans>
          </EmptyState>
        ) : null}
      </div>
    </Screen>
  );
}
