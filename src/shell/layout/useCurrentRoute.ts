import { useMatches } from 'react-router';
import type { RouteEntry, RouteHandle } from '../routes/types';

/** The route-table entry of the screen being shown (deepest match with a handle). */
export function useCurrentRoute(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return undefined;
}
