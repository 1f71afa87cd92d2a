// The club list's finder (spec part 1 §5, §9): the filter modal's answer and the fuzzy text search
// narrow the club list; favourites come first. With neither, the booking flow's own list shows.
import type { SearchableClub } from '#kernel/lib/text/clubSearch';
import type { ClubFilter } from '#machines/clubFilter/clubFilter.types';

/** A club the finder lists (the actor may hand wider objects; they pass through unchanged). */
export interface FinderClub extends SearchableClub {
  id: number;
  /** The caller's favourite (fromPreferred). */
  favourite: boolean;
}

export interface ClubFinderInput {
  country: string;
}

export interface ClubFinderContext {
  country: string;
  filter: ClubFilter;
  text: string;
  /** The clubs of the filter (loaded once per filter). */
  clubs: FinderClub[];
  /** The filter the clubs were loaded for (JSON), or null. */
  loadedFor: string | null;
  /** Favourites changed on this screen, by club id (the list re-sorts without a reload). */
  favourites: Record<number, boolean>;
}

export type ClubFinderEvent =
  | { type: 'finder.type'; text: string }
  | { type: 'finder.filter'; filter: ClubFilter }
  | { type: 'finder.clear' }
  | { type: 'finder.retry' }
  /** A favourite toggle's answer. */
  | { type: 'finder.favourite'; clubId: number; favourite: boolean };

export interface LoadFinderClubsInput {
  country: string;
  filter: ClubFilter;
}
export interface LoadFinderClubsOutput {
  clubs: FinderClub[];
}

export const EMPTY_FILTER: ClubFilter = { stateId: null, cityIds: [], sportIds: [] };
