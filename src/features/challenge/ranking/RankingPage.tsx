import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '#api/client';
import { listClubs } from '#kernel/contract/booking/clubs';
import { getMatchRanking } from '#kernel/contract/matchRating';
import { matchRankingMachine, type RankingCategory, type RankingClub, type RankingDto, type RankingQuery } from '#machines/matchRanking';
import { Screen } from '#shell/layout/Screen';
import { useRuntime } from '#shell/runtimeContext';
import { RankingView } from './RankingView';

const CATEGORIES: RankingCategory[] = ['ALL', 'M', 'F'];
const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

const rankingActors = (api: ApiClient) => ({
  fetchRanking: fromPromise<RankingDto, RankingQuery>(({ input, signal }) =>
    api.call(getMatchRanking, {
      params: { sportId: input.sportId },
      query: { category: input.category, page: input.page, ...(input.clubId === null ? {} : { clubId: input.clubId }) },
      signal,
    }),
  ),
  fetchClubs: fromPromise<RankingClub[], { sportId: number }>(async ({ input, signal }) => {
    const answer = await api.call(listClubs, { query: { sportId: input.sportId, pageSize: 100 }, signal });
    return answer.result.data.map((c) => ({ id: c.id, name: c.name }));
  }),
});

/** /match/ranking?sportId&category&page&clubId: the address is the query, so a reload shows the same table. */
export default function RankingPage() {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [input] = useState<RankingQuery>(() => ({
    sportId: positive(search.get('sportId')) ?? 1,
    category: CATEGORIES.find((c) => c === search.get('category')) ?? 'ALL',
    page: positive(search.get('page')) ?? 1,
    clubId: positive(search.get('clubId')),
  }));
  const machine = useMemo(
    () =>
      matchRankingMachine.provide({
        actors: rankingActors(api),
        actions: {
          showQuery: (_, q) =>
            setSearch(
              {
                sportId: String(q.sportId),
                category: q.category,
                page: String(q.page),
                ...(q.clubId === null ? {} : { clubId: String(q.clubId) }),
              },
              { replace: true },
            ),
          navigate: (_, { to }) => void navigate(to),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate and setSearch change identity; the machine must not
    [api],
  );
  const actor = useActorRef(machine, { input });
  return (
    <Screen narrow>
      <RankingView actor={actor} />
    </Screen>
  );
}
