import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useActorRef } from '@xstate/react';
import { matchHomeMachine } from '#machines/matchHome';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';
import { homeActors } from './matchActors';
import { MatchHomeView } from './MatchHomeView';

/** /match/{sportId}/home — the player's match in one sport. */
export default function MatchHomePage() {
  const { sportId } = useParams();
  const userId = useSession(sessionSelectors.userId);
  const id = sportId && /^\d+$/.test(sportId) ? Number(sportId) : 0;
  return userId === null ? <Spinner size="large" /> : <Home key={`${id}:${userId}`} userId={userId} sportId={id} />;
}

function Home({ userId, sportId }: { userId: number; sportId: number }) {
  const { api } = useRuntime();
  const machine = useMemo(() => matchHomeMachine.provide({ actors: homeActors(api, userId) }), [api, userId]);
  const actor = useActorRef(machine, { input: { sportId } });
  return (
    <Screen>
      <MatchHomeView actor={actor} />
    </Screen>
  );
}
