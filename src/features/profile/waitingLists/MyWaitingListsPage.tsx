import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { myWaitingListsMachine } from '#machines/myWaitingLists';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { waitingListsActors } from './waitingListsActors';
import { MyWaitingListsView } from './MyWaitingListsView';

/** /profile/my-waiting-lists — the slots the player waits for; each can be left. */
export default function MyWaitingListsPage() {
  const { api } = useRuntime();
  const machine = useMemo(() => myWaitingListsMachine.provide({ actors: waitingListsActors(api) }), [api]);
  const actor = useActorRef(machine);
  return (
    <Screen narrow>
      <MyWaitingListsView actor={actor} />
    </Screen>
  );
}
