import type { RouteHandle } from './types';

/** The route-table id of the screen a router state shows (deepest match with a handle). */
export function currentRouteId(state: { matches: readonly { route: { handle?: unknown } }[] }): string | undefined {
  for (let i = state.matches.length - 1; i >= 0; i--) {
    const handle = state.matches[i].route.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry.id;
  }
  return undefined;
}
