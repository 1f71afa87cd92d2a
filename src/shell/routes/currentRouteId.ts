import type { RouterState } from './appRouter';

/** The route-table id of the screen a router state shows. */
export function currentRouteId(state: Pick<RouterState, 'match'>): string | undefined {
  return state.match?.entry.id;
}
