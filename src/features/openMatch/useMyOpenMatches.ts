import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { OpenMatchDto } from '#kernel/contract/booking';
import { myOpenMatchesMachine, myOpenMatchesSelectors as select } from '#machines/myOpenMatches';
import { useRuntime } from '#shell/runtimeContext';
import { myOpenMatchesActors } from './openMatchActors';

/** Runs the list machine of the caller's open matches (the matches tab of /bookings). */
export function useMyOpenMatches(userId: number) {
  const { api } = useRuntime();
  const machine = useMemo(() => myOpenMatchesMachine.provide({ actors: myOpenMatchesActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { userId } });
  const snapshot = useSelector(actor, (s) => s);
  return {
    loading: select.isLoading(snapshot),
    matches: select.matches(snapshot),
    canLeave: (match: OpenMatchDto) => select.canLeave(snapshot, match),
    leaving: select.isLeaving(snapshot),
    leaveWarning: select.leaveWarning(snapshot),
    leftMessage: select.leftMessage(snapshot),
    failure: select.failure(snapshot),
    leave: (matchId: number) => actor.send({ type: 'match.leave', matchId }),
    confirmLeave: () => actor.send({ type: 'leave.confirm' }),
    cancelLeave: () => actor.send({ type: 'leave.cancel' }),
    reload: () => actor.send({ type: 'list.reload' }),
  };
}
