import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  oneClickEnrolmentMachine,
  oneClickEnrolmentSelectors as select,
  type NavigateParams,
  type OneClickEnrolmentInput,
  type RedirectExternalParams,
} from '#machines/oneClickEnrolment';
import { goToExternalUrl } from '#shell/externalNavigation';
import { useApi } from '#shell/runtimeContext';
import { safeFormUrl } from './ProviderForm';
import { oneClickActors } from './statusApi';

/**
 * Runs the one-click machine for one page visit: real calls, in-app links through the router, and
 * the provider's enrolment page (or the answer's redirect URL) by a full navigation.
 */
export function useOneClickStatus(input: OneClickEnrolmentInput) {
  const api = useApi();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      oneClickEnrolmentMachine.provide({
        actors: oneClickActors(api),
        actions: {
          navigate: (_, params: NavigateParams) => void navigate(params.to),
          redirectExternal: (_, params: RedirectExternalParams) => {
            const url = safeFormUrl(params.url);
            if (url) goToExternalUrl(url);
          },
        },
      }),
    [api, navigate],
  );
  const actor = useActorRef(machine, { input });
  return {
    actor,
    status: useSelector(actor, select.status),
    waiting: useSelector(actor, select.isWaiting),
    retrying: useSelector(actor, select.isRetrying),
    links: useSelector(actor, select.links, (a, b) => a.join() === b.join()),
    canRetry: useSelector(actor, select.canRetry),
    failure: useSelector(actor, select.failureMessage),
    card: useSelector(actor, select.card, (a, b) => a.type === b.type && a.last4 === b.last4 && a.chargedAmount === b.chargedAmount),
    context: useSelector(actor, (s) => s.context),
    rejection: useSelector(actor, select.paymentRejection, (a, b) => JSON.stringify(a) === JSON.stringify(b)),
    returning: useSelector(actor, (s) => s.matches('returning')),
  };
}
