import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { friendsMachine } from '#machines/friends';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { friendsActors } from './friendsActors';
import { FriendsView } from './FriendsView';

/** /profile/friends — the players booked with or invited; one can be taken off the list. */
export default function FriendsPage() {
  const { api } = useRuntime();
  const userId = useSession(sessionSelectors.userId) ?? 0;
  const machine = useMemo(() => friendsMachine.provide({ actors: friendsActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  return (
    <Screen narrow>
      <FriendsView actor={actor} />
    </Screen>
  );
}
