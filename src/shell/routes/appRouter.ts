import { createPath, parsePath, type Location, type Navigator, type NavigationType, type To } from 'react-router';
import type { RouteEntry, ScreenModule } from './types';

/** The history the router drives: react-router's browser or memory history (UNSAFE_create…History). */
export interface RouterHistory {
  readonly location: Location;
  createHref(to: To): string;
  encodeLocation(to: To): { pathname: string; search: string; hash: string };
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

/** The screen a location shows: its route-table entry and, for built screens, the loaded module. */
export interface RouteMatch {
  entry: RouteEntry;
  screen?: ScreenModule;
}

/** What a location resolves to before anything renders (guards, forwards, the lazy screen module). */
export type Resolution = { kind: 'show'; match: RouteMatch } | { kind: 'forward'; to: string } | { kind: 'stay' };

export interface RouterState {
  /** False until the first location has resolved (the boot screen shows until then). */
  initialized: boolean;
  location: Location;
  historyAction: NavigationType;
  navigation: { state: 'idle' | 'loading' };
  match: RouteMatch | null;
  /** What resolving the location threw (a screen module that failed to load): the error page shows. */
  error: unknown;
}

type Resolve = (target: { pathname: string; search: string; hash: string }, ctx: { initialized: boolean }) => Promise<Resolution>;

const MAX_FORWARDS = 10;

/**
 * The app's router: react-router's declarative <Router> renders what this decides. Like a data
 * router, a navigation resolves first (guards wait for the session, forwards, the screen's chunk) and
 * only then commits; the old screen stays meanwhile, and a newer navigation supersedes an older one.
 * Forwards replace the entry on the first load and after back/forward (back must not bounce), push
 * otherwise; a guard's "stay" leaves the player where they were.
 */
export function createAppRouter({ history, resolve }: { history: RouterHistory; resolve: Resolve }) {
  let state: RouterState = {
    initialized: false,
    location: history.location,
    historyAction: 'POP' as NavigationType,
    navigation: { state: 'idle' },
    match: null,
    error: null,
  };
  const listeners = new Set<(s: RouterState) => void>();
  const set = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l(state));
  };
  let latest = 0;

  async function go(to: To, action: 'PUSH' | 'REPLACE' | 'POP', historyState?: unknown): Promise<void> {
    const id = ++latest;
    set({ navigation: { state: 'loading' } });
    let path = typeof to === 'string' ? to : createPath(to);
    let kind = action;
    let carried = historyState;
    try {
      for (let hops = 0; hops <= MAX_FORWARDS; hops++) {
        const { pathname = '/', search = '', hash = '' } = parsePath(path);
        const outcome = await resolve({ pathname, search, hash }, { initialized: state.initialized });
        if (id !== latest) return;
        if (outcome.kind === 'show') return commit(path, kind, carried, outcome.match, null);
        if (outcome.kind === 'stay') {
          // Back/forward already moved the address bar: put it back where the player was.
          if (kind === 'POP' && state.initialized) history.replace(state.location, state.location.state);
          return set({ navigation: { state: 'idle' } });
        }
        path = outcome.to;
        kind = !state.initialized || kind !== 'PUSH' ? 'REPLACE' : 'PUSH';
        carried = undefined;
      }
      throw new Error(`More than ${MAX_FORWARDS} forwards from ${createPath(typeof to === 'string' ? parsePath(to) : to)}`);
    } catch (error) {
      if (id === latest) commit(path, kind, carried, null, error);
    }
  }

  function commit(path: string, kind: 'PUSH' | 'REPLACE' | 'POP', historyState: unknown, match: RouteMatch | null, error: unknown) {
    if (kind === 'PUSH') history.push(path, historyState);
    else if (kind === 'REPLACE') history.replace(path, historyState);
    set({
      initialized: true,
      location: history.location,
      historyAction: kind as NavigationType,
      navigation: { state: 'idle' },
      match,
      error,
    });
  }

  /** What react-router's hooks (useNavigate, <Link>) call: every in-app navigation resolves here. */
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, historyState) => void go(to, 'PUSH', historyState),
    replace: (to, historyState) => void go(to, 'REPLACE', historyState),
  };

  let unlisten: (() => void) | null = null;
  return {
    get state() {
      return state;
    },
    navigator,
    subscribe(listener: (s: RouterState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A navigation from code: a path, or a step through history (-1 is back). */
    navigate(to: To | number, options: { replace?: boolean; state?: unknown } = {}): Promise<void> {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      return go(to, options.replace ? 'REPLACE' : 'PUSH', options.state);
    },
    /** Resolves the address the page opened at, then follows back/forward. */
    start(): Promise<void> {
      unlisten ??= history.listen(({ location }) => void go(location, 'POP', location.state));
      return go(history.location, 'POP', history.location.state);
    },
    dispose() {
      unlisten?.();
      unlisten = null;
      listeners.clear();
    },
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;
