// The club list finder's calls: every club of a filter (GET /api/club/, one page of 100), a country's
// states and a state's cities (the filter modal), the sports, and the favourite toggle.
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { listClubs } from '#kernel/contract/booking/clubs';
import { toggleFavouriteClub } from '#kernel/contract/booking/favourites';
import { listSports } from '#kernel/contract/booking/sports';
import { listGeoCities, listGeoStates } from '#kernel/contract/geo';
import type { LoadCitiesInput, LoadCitiesOutput, LoadStatesInput, LoadStatesOutput, FilterSport } from '#machines/clubFilter';
import type { LoadFinderClubsInput, LoadFinderClubsOutput } from '#machines/clubFinder';
import type { ToggleFavouriteInput, ToggleFavouriteOutput } from '#machines/favouriteClub/favouriteClub.machine';
import { toClubCard } from '../../api/clubs';

/** The server lists at most 100 a page: more than the product's clubs in one country. */
const ALL = 100;
const joined = (ids: number[]) => (ids.length ? ids.join(',') : undefined);

export function finderActors(api: ApiClient) {
  return {
    loadClubs: fromPromise<LoadFinderClubsOutput, LoadFinderClubsInput>(async ({ input, signal }) => {
      const { filter } = input;
      const answer = await api.call(listClubs, {
        query: {
          countryCode: input.country,
          page: 1,
          pageSize: ALL,
          stateId: filter.stateId ?? undefined,
          cityIds: joined(filter.cityIds),
          sportIds: joined(filter.sportIds),
        },
        signal,
      });
      return { clubs: answer.result.data.map((dto) => ({ ...toClubCard(dto), favourite: dto.fromPreferred })) };
    }),
  };
}

export function filterActors(api: ApiClient) {
  return {
    loadStates: fromPromise<LoadStatesOutput, LoadStatesInput>(async ({ input, signal }) => {
      const { states } = await api.call(listGeoStates, { params: { country: input.country }, signal });
      return { states };
    }),
    loadCities: fromPromise<LoadCitiesOutput, LoadCitiesInput>(async ({ input, signal }) => {
      const { cities } = await api.call(listGeoCities, { params: { country: input.country, stateId: input.stateId }, signal });
      return { cities };
    }),
  };
}

let sports: Promise<FilterSport[]> | null = null;
/** The sports the filter offers (asked once per visit). */
export function loadFilterSports(api: ApiClient): Promise<FilterSport[]> {
  sports ??= api.call(listSports, {}).then(
    (answer) => answer.sports.filter((s) => !s.hide).map((s) => ({ id: s.id, name: s.name, code: s.code })),
    (error: unknown) => {
      sports = null;
      throw error;
    },
  );
  return sports;
}

export function favouriteActors(api: ApiClient) {
  return {
    toggleFavourite: fromPromise<ToggleFavouriteOutput, ToggleFavouriteInput>(async ({ input, signal }) => {
      const { state } = await api.call(toggleFavouriteClub, { params: { clubId: input.clubId }, query: {}, signal });
      return { state: state === 1 ? 1 : 0 };
    }),
  };
}
