import { useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { matchPreferencesMachine, type MatchPreferencesMachine } from '#machines/matchPreferences';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';
import { preferencesActors } from './matchActors';
import { MatchPreferencesView } from './MatchPreferencesView';

type View = ComponentType<{ actor: ActorRefFrom<MatchPreferencesMachine> }>;

/** A page over one sport's match data (?sportId, padel by default). */
export function MatchDataScreen({ View }: { View: View }) {
  const userId = useSession(sessionSelectors.userId);
  const [search] = useSearchParams();
  const raw = search.get('sportId');
  const sportId = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return userId === null ? <Spinner size="large" /> : <Loaded key={`${sportId}:${userId}`} userId={userId} sportId={sportId} View={View} />;
}

function Loaded({ userId, sportId, View }: { userId: number; sportId: number; View: View }) {
  const { api } = useRuntime();
  const machine = useMemo(() => matchPreferencesMachine.provide({ actors: preferencesActors(api, userId) }), [api, userId]);
  const actor = useActorRef(machine, { input: { sportId } });
  return (
    <Screen narrow>
      <View actor={actor} />
    </Screen>
  );
}

/** /match/user_preferences?sportId — gender, age bands, ranked, level and hand of the rivals. */
export default function MatchPreferencesPage() {
  return <MatchDataScreen View={MatchPreferencesView} />;
}
