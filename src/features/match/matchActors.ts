// The real calls of the match pages (spec part 3 §7 "Match"), for machine.provide({ actors }).
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { searchGeoCities } from '#kernel/contract/geo';
import {
  activateMatchSport,
  checkTeamName,
  deactivateMatchSport,
  getMatchData,
  getMatchUser,
  listAcceptedMatches,
  listMatchesToDiscard,
  listMatchSports,
  listPendingMatches,
  listRecommendations,
  saveMatchData,
  saveMatchPreferences,
  type MatchDataDto,
  type UserPreferencesDto,
} from '#kernel/contract/matchProfile';
import type { HomeData } from '#machines/matchHome';
import type { CitySearchResult, SaveInput, StartData } from '#machines/matchWizard';

async function loadStart(api: ApiClient, signal: AbortSignal): Promise<StartData> {
  const [user, sports] = await Promise.all([api.call(getMatchUser, { signal }), api.call(listMatchSports, { signal })]);
  return { matchUser: user.matchUser, sports: sports.sports };
}

const matchDataOf = async (api: ApiClient, userId: number, sportId: number, signal: AbortSignal) =>
  (await api.call(getMatchData, { params: { userId, sportId }, signal })).matchData;

export function wizardActors(api: ApiClient, userId: number) {
  return {
    loadStart: fromPromise<StartData, void>(({ signal }) => loadStart(api, signal)),
    loadSportData: fromPromise<MatchDataDto, { sportId: number }>(({ input, signal }) => matchDataOf(api, userId, input.sportId, signal)),
    checkTeamName: fromPromise<boolean, { sportId: number; teamName: string }>(
      async ({ input, signal }) =>
        (await api.call(checkTeamName, { params: { userId }, query: { teamName: input.teamName, sportId: input.sportId }, signal }))
          .available,
    ),
    searchCities: fromPromise<CitySearchResult, { q: string }>(async ({ input, signal }) => {
      const { cities, total } = await api.call(searchGeoCities, { query: { q: input.q }, signal });
      return { cities: cities.map(({ id, name, shortName }) => ({ id, name, shortName })), total };
    }),
    saveMatchData: fromPromise<MatchDataDto, SaveInput>(
      async ({ input, signal }) =>
        (await api.call(saveMatchData, { params: { userId, sportId: input.sportId }, body: input.body, signal })).matchData,
    ),
  };
}

export function sportsActors(api: ApiClient) {
  return { loadSports: fromPromise<StartData, void>(({ signal }) => loadStart(api, signal)) };
}

export function homeActors(api: ApiClient, userId: number) {
  return {
    loadHome: fromPromise<HomeData, { sportId: number }>(async ({ input, signal }) => {
      const params = { userId, sportId: input.sportId };
      const matchData = await matchDataOf(api, userId, input.sportId, signal);
      if (matchData.status === null || matchData.status === 'WIZARD')
        return { matchData, rivals: [], pending: { toMe: [], fromMe: [] }, accepted: [], toDiscard: [] };
      const [recommended, pending, accepted, toDiscard] = await Promise.all([
        api.call(listRecommendations, { params, signal }),
        api.call(listPendingMatches, { params, signal }),
        api.call(listAcceptedMatches, { params, signal }),
        api.call(listMatchesToDiscard, { params, signal }),
      ]);
      return {
        matchData,
        rivals: recommended.rivals,
        pending: { toMe: pending.toMe, fromMe: pending.fromMe },
        accepted: accepted.matches,
        toDiscard: toDiscard.matches,
      };
    }),
    switchMatch: fromPromise<void, { sportId: number; active: boolean }>(async ({ input, signal }) => {
      await api.call(input.active ? activateMatchSport : deactivateMatchSport, { params: { userId, sportId: input.sportId }, signal });
    }),
  };
}

export function preferencesActors(api: ApiClient, userId: number) {
  return {
    loadMatchData: fromPromise<MatchDataDto, { sportId: number }>(({ input, signal }) => matchDataOf(api, userId, input.sportId, signal)),
    savePreferences: fromPromise<MatchDataDto, { sportId: number; prefs: UserPreferencesDto }>(
      async ({ input, signal }) =>
        (await api.call(saveMatchPreferences, { params: { userId, sportId: input.sportId }, body: input.prefs, signal })).matchData,
    ),
  };
}
