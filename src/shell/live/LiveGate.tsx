import { lazy, Suspense, useEffect, useState } from 'react';
import { sessionSelectors } from '#machines/session';
import { useRuntime, useSession } from '../runtimeContext';
import { whenIdle } from '../idlePrefetch';

// The live notifications (socket.io client, the flow, the snack bar) are their own chunk, loaded only
// for a signed-in player once the first screen is idle: the first load of /book/search carries none of it.
const LiveNotifications = lazy(() => import('./LiveNotifications'));

/** Mounts the live notifications while a player is signed in. */
export function LiveGate() {
  const { api, shell } = useRuntime();
  const userId = useSession(sessionSelectors.userId);
  const signedIn = useSession(sessionSelectors.isLoggedIn);
  const token = useSession((s) => s.context.token);
  const [idle, setIdle] = useState(false);
  useEffect(() => (signedIn && !idle ? whenIdle(() => setIdle(true)) : undefined), [signedIn, idle]);
  if (!signedIn || !idle || userId === null || !token) return null;
  return (
    <Suspense fallback={null}>
      <LiveNotifications key={`${userId}:${token}`} userId={userId} token={token} api={api} shell={shell} />
    </Suspense>
  );
}
