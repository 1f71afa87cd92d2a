import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '#machines/session';
import type { AppRuntime } from './appRuntime';
import type { RouterState } from './routes/appRouter';

export const RuntimeContext = createContext<AppRuntime | null>(null);

/** Everything the app runs on: api client, session actor, router, shell bridge, brand... */
export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime: render inside <AppProviders>');
  return runtime;
}

/** The session actor: send it events (`session.login`, `language.change`, `country.choose`...). */
export function useSessionActor() {
  return useRuntime().session;
}

/** A value from the session's snapshot; use the selectors of machines/session (views read flags, not states). */
export function useSession<T>(selector: (snapshot: SnapshotFrom<SessionMachine>) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useRuntime().session, selector, compare);
}

export function useApi() {
  return useRuntime().api;
}

/** A value from the router's state (the screen shown, whether a navigation is loading). */
export function useRouterState<T>(selector: (state: RouterState) => T): T {
  const { router } = useRuntime();
  return useSyncExternalStore(router.subscribe, () => selector(router.state));
}
