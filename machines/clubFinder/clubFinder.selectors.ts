// View flags of the club list's finder.
import type { SnapshotFrom } from 'xstate';
import { searchClubs } from '#kernel/lib/text/clubSearch';
import { hasFilter, type ClubFinderMachine } from './clubFinder.machine';
import type { FinderClub } from './clubFinder.types';

type Snapshot = SnapshotFrom<ClubFinderMachine>;

/** The finder's list replaces the booking flow's (a filter or a search is in use). */
export const isActive = (s: Snapshot): boolean => !s.matches('browsing');
export const isLoading = (s: Snapshot): boolean => s.matches('loading');
export const loadFailed = (s: Snapshot): boolean => s.matches('failed');
export const filter = (s: Snapshot) => s.context.filter;
export const text = (s: Snapshot) => s.context.text;
export const filtered = (s: Snapshot): boolean => hasFilter(s.context);
/** How many of the filter's parts are chosen (the filter button's badge). */
export const filterCount = (s: Snapshot): number =>
  (s.context.filter.stateId === null ? 0 : 1) + s.context.filter.cityIds.length + s.context.filter.sportIds.length;

/** The matches, best first, then favourites moved first (a stable sort keeps the rest in order). */
export function results<C extends FinderClub>(s: Snapshot): C[] {
  if (!s.matches('found')) return [];
  const clubs = s.context.clubs as C[];
  const matched = searchClubs(clubs, s.context.text) ?? clubs;
  const favourite = (c: C) => s.context.favourites[c.id] ?? c.favourite;
  return matched.map((c) => ({ ...c, favourite: favourite(c) })).sort((a, b) => Number(b.favourite) - Number(a.favourite));
}
