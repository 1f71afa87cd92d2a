import { useRouterState } from '../runtimeContext';
import type { RouteEntry } from '../routes/types';

/** The route-table entry of the screen being shown. */
export function useCurrentRoute(): RouteEntry | undefined {
  return useRouterState((s) => s.match?.entry);
}
