import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { checkInMachine, checkInSelectors as select } from '#machines/checkIn';
import { useBack } from '#shell/layout/useBack';
import { useRuntime } from '#shell/runtimeContext';
import { checkInActors } from './checkInActors';

/** Where "no check-in id" leads (spec part 2 §2): the booking search. */
const SEARCH_PATH = '/book/search';

/** Runs the check-in machine for one visit of /check_in/:checkInId. */
export function useCheckIn(checkInId: string | undefined) {
  const { api, shell } = useRuntime();
  const navigate = useNavigate();
  const { goBack } = useBack();
  const machine = useMemo(
    () =>
      checkInMachine.provide({
        actors: checkInActors(api, typeof navigator === 'undefined' ? undefined : navigator.geolocation),
        actions: {
          goBack: () => goBack(),
          goToSearch: () => void navigate(SEARCH_PATH, { replace: true }),
        },
      }),
    // One machine per visit: the page remounts (key) when its id changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goBack and navigate change identity on every render; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input: { checkInId, nativeShell: shell.kind === 'native' } });
  return {
    locating: useSelector(actor, select.isLocating),
    checkingIn: useSelector(actor, select.isCheckingIn),
    outcome: useSelector(actor, select.outcome),
    canRetry: useSelector(actor, select.canRetry),
    retry: () => actor.send({ type: 'checkIn.retry' }),
    back: () => actor.send({ type: 'checkIn.back' }),
  };
}
