// The club filter modal (spec part 1 §2.2, §5, §9): a state, at most 3 of its cities and at most 3
// sports; changing the state clears the cities. Its answer is the filter the club list applies.
import type { GeoPlaceDto } from '#kernel/contract/geo';

/** Spec part 1 §9: at most 3 cities and 3 sports. */
export const FILTER_LIMIT = 3;

export type GeoPlace = Pick<GeoPlaceDto, 'id' | 'name'>;
export interface FilterSport {
  id: number;
  name: string;
  code?: string;
}

export interface ClubFilter {
  stateId: number | null;
  cityIds: number[];
  sportIds: number[];
}

export interface ClubFilterInput {
  /** The country whose states are offered (ISO code). */
  country: string;
  sports: FilterSport[];
  /** The filter in use when the modal opens. */
  current?: ClubFilter;
}

export interface ClubFilterContext {
  country: string;
  sports: FilterSport[];
  states: GeoPlace[];
  cities: GeoPlace[];
  filter: ClubFilter;
  /** 'You can select only three options' is shown (a fourth city or sport was tried). */
  overLimit: 'cities' | 'sports' | null;
  /** How the modal ended (its output). */
  ended: 'applied' | 'cancelled' | null;
}

export type ClubFilterEvent =
  | { type: 'filter.chooseState'; stateId: number | null }
  | { type: 'filter.toggleCity'; cityId: number }
  | { type: 'filter.toggleSport'; sportId: number }
  | { type: 'filter.clear' }
  | { type: 'filter.retry' }
  | { type: 'filter.apply' }
  | { type: 'filter.cancel' };

export interface LoadStatesInput {
  country: string;
}
export interface LoadStatesOutput {
  states: GeoPlace[];
}
export interface LoadCitiesInput {
  country: string;
  stateId: number;
}
export interface LoadCitiesOutput {
  cities: GeoPlace[];
}

/** The modal's answer: the filter to apply, or nothing changed. */
export type ClubFilterOutput = { result: 'applied'; filter: ClubFilter } | { result: 'cancelled' };
