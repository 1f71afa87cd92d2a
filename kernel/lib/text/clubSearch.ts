// The club list's text search (spec part 1 §5): fuzzy, weighted towards the name (name 0.9, state
// 0.03, city 0.04, address 0.03), threshold 0.4, minimum match length 2, accents ignored; under 3
// characters it does not search (the list stays whole). fuse.js does the matching.
import Fuse, { type IFuseOptions } from 'fuse.js';

/** Spec part 1 §5: the filter returns nothing under 3 characters. */
export const CLUB_SEARCH_MIN_CHARS = 3;

export interface SearchableClub {
  name: string;
  state?: string | null;
  city?: string | null;
  address?: string | null;
}

export const CLUB_SEARCH_OPTIONS: IFuseOptions<SearchableClub> = {
  keys: [
    { name: 'name', weight: 0.9 },
    { name: 'state', weight: 0.03 },
    { name: 'city', weight: 0.04 },
    { name: 'address', weight: 0.03 },
  ],
  threshold: 0.4,
  minMatchCharLength: 2,
  ignoreDiacritics: true,
  // A word anywhere in a club's name counts as much as at its start ('vitacura' in 'Club Pádel Vitacura').
  ignoreLocation: true,
};

/** The clubs matching the text, best first; null when the text is too short to search (show them all). */
export function searchClubs<T extends SearchableClub>(clubs: readonly T[], text: string): T[] | null {
  const query = text.trim();
  if (query.length < CLUB_SEARCH_MIN_CHARS) return null;
  const fuse = new Fuse(clubs, CLUB_SEARCH_OPTIONS as IFuseOptions<T>);
  return fuse.search(query).map((r) => r.item);
}
