import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef } from '@xstate/react';
import { matchSportsMachine } from '#machines/matchSports';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { sportsActors } from './matchActors';
import { MatchSportsView } from './MatchSportsView';

function SportsScreen({ forward }: { forward: boolean }) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const entity = search.get('entityId');
  const machine = useMemo(
    () =>
      matchSportsMachine.provide({
        actors: sportsActors(api),
        actions: { navigate: (_, { to }) => void navigate(to, { replace: true }) },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine, { input: { forward, entityId: entity && /^\d+$/.test(entity) ? Number(entity) : null } });
  return (
    <Screen narrow>
      <MatchSportsView actor={actor} />
    </Screen>
  );
}

/** /match/sports — every match sport. */
export default function MatchSportsPage() {
  return <SportsScreen forward={false} />;
}

/** /match/home — straight to the one sport, or the wizard, or the list. */
export function MatchEntryPage() {
  return <SportsScreen forward />;
}
