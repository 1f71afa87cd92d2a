import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useCashierPort } from '#shell/cashierPort';
import { useRuntime, useSession } from '#shell/runtimeContext';
import { Loader } from '#ui/Loader';
import { BookingScreens } from './BookingScreens';
import { bookingFlowFor } from './flow/flowForRuntime';
import { BookingActorContext } from './shared/BookingContext';

/**
 * Every booking route (/book/search, /book/clubs..., /book/slots, /book/summary...) renders this:
 * it hands the address to the visit's booking flow and shows the flow's screen.
 */
export default function BookingRoute() {
  const runtime = useRuntime();
  const cashierPort = useCashierPort();
  const flow = useMemo(() => bookingFlowFor(runtime, cashierPort), [runtime, cashierPort]);
  const location = useLocation();
  // The players' names come with the profile: a logged-in user's flow starts once it is there.
  const waiting = useSession((s) => sessionSelectors.isProfileLoading(s) || sessionSelectors.isBooting(s));
  useLayoutEffect(() => {
    if (!waiting) flow.visit({ pathname: location.pathname, search: location.search });
  }, [flow, location.pathname, location.search, waiting]);
  const actor = useSyncExternalStore(flow.subscribe, flow.current, flow.current);
  if (!actor) {
    return (
      <Screen>
        <Loader />
      </Screen>
    );
  }
  return (
    <BookingActorContext.Provider value={actor}>
      <BookingScreens key={actor.id + actor.sessionId} />
    </BookingActorContext.Provider>
  );
}
