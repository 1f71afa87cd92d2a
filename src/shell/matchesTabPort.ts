import { createContext, useContext, type ReactNode } from 'react';

/**
 * The matches tab of /bookings (main filter 3): the open-matches area's list with its leave action.
 * Features do not import each other: src/app fills this with the open-matches view where it routes to
 * the bookings list; without it the tab shows an empty state.
 */
export interface MatchesTabPort {
  /** The tab's content (the open-matches list). */
  render(): ReactNode;
}

export const MatchesTabContext = createContext<MatchesTabPort | null>(null);

export function useMatchesTab(): MatchesTabPort | null {
  return useContext(MatchesTabContext);
}
