import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { challengeMachine, challengeSelectors as select, type ChallengeInput } from '#machines/challenge';
import { liveStore } from '#shell/live/liveStore';
import { useRuntime } from '#shell/runtimeContext';
import { challengeActors } from './challengeActors';

/** Runs the challenge machine for one visit of a challenge page. */
export function useChallenge(input: ChallengeInput) {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      challengeMachine.provide({
        actors: challengeActors(api),
        actions: {
          goToChat: ({ context }) => void navigate(`/match/chat/${context.challengeId ?? 0}`, { replace: true }),
          goToRate: ({ context }) => void navigate(`/match/rate/${context.challengeId ?? 0}`),
          goToMatchHome: ({ context }) =>
            void navigate(
              (context.sportId ?? context.challenge?.sportId)
                ? `/match/${context.sportId ?? context.challenge?.sportId}/home`
                : '/match/home',
            ),
        },
      }),
    // One machine per visit: the page remounts (key) when its params change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate changes identity on every render; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input });
  // The other player answered (a live notification about this challenge): read it again.
  useEffect(
    () =>
      liveStore.onNotification((notification) => {
        if (notification.challengeId !== null && notification.challengeId === actor.getSnapshot().context.challengeId)
          actor.send({ type: 'challenge.reload' });
      }),
    [actor],
  );
  return {
    phase: useSelector(actor, select.phase),
    options: useSelector(actor, select.options),
    court: useSelector(actor, select.court),
    courtPick: useSelector(actor, select.courtPick),
    canChangeCourt: useSelector(actor, select.canChangeCourt),
    changeCourt: () => actor.send({ type: 'court.change' }),
    challenge: useSelector(actor, select.challenge),
    countdown: useSelector(actor, select.countdown),
    failure: useSelector(actor, select.failureMessage),
    nogoReason: useSelector(actor, select.nogoReason),
    send: () => actor.send({ type: 'challenge.send' }),
    accept: () => actor.send({ type: 'challenge.accept' }),
    decline: () => actor.send({ type: 'challenge.decline' }),
    dismiss: () => actor.send({ type: 'challenge.dismiss' }),
    cancel: () => actor.send({ type: 'challenge.cancel' }),
    nogo: () => actor.send({ type: 'challenge.nogo' }),
    setReason: (reason: string) => actor.send({ type: 'nogo.reason', reason }),
    confirmNogo: () => actor.send({ type: 'nogo.confirm' }),
    backFromNogo: () => actor.send({ type: 'nogo.back' }),
    reload: () => actor.send({ type: 'challenge.reload' }),
    openChat: () => actor.send({ type: 'chat.open' }),
    rate: () => actor.send({ type: 'match.rate' }),
    home: () => actor.send({ type: 'match.home' }),
  };
}

export type ChallengeFlow = ReturnType<typeof useChallenge>;
