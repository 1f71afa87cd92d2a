import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { openMatchMachine, openMatchSelectors as select } from '#machines/openMatch';
import { useRuntime } from '#shell/runtimeContext';
import { openMatchActors } from './openMatchActors';

/** Where the cancelled notice leads (spec part 2 §4): the booking search. */
const SEARCH_PATH = '/book/search';

/** Runs the open-match machine for one visit of /open_match/join/:uuid. */
export function useOpenMatch(uuid: string | undefined, userId: number) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      openMatchMachine.provide({
        actors: openMatchActors(api),
        actions: { goToSearch: () => void navigate(SEARCH_PATH, { replace: true }) },
      }),
    // One machine per visit: the page remounts (key) when its uuid changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes identity on every render; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input: { uuid, userId } });
  return {
    busy: useSelector(actor, select.isBusy),
    sending: useSelector(actor, select.isSending),
    match: useSelector(actor, select.match),
    notice: useSelector(actor, select.notice),
    choosable: useSelector(actor, select.choosablePositions),
    chosen: useSelector(actor, select.chosenPosition),
    canJoin: useSelector(actor, select.canJoin),
    joined: useSelector(actor, select.isJoined),
    canLeave: useSelector(actor, select.canLeave),
    leaveWarning: useSelector(actor, select.leaveWarning),
    leftMessage: useSelector(actor, select.leftMessage),
    failure: useSelector(actor, select.failure),
    choose: (position: number) => actor.send({ type: 'position.choose', position }),
    join: () => actor.send({ type: 'match.join' }),
    leave: () => actor.send({ type: 'match.leave' }),
    confirmLeave: () => actor.send({ type: 'leave.confirm' }),
    cancelLeave: () => actor.send({ type: 'leave.cancel' }),
    reload: () => actor.send({ type: 'match.reload' }),
    toSearch: () => actor.send({ type: 'match.toSearch' }),
  };
}
