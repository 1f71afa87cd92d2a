// /match/ranking: the ranking of a sport, by category, 10 a page, whole or by club. Two regions run
// side by side while browsing: the table, and the sport's clubs for the CLUB ranking's picker.
//
//   browsing.table
//     loading     GET /api/match/sports/{sportId}/ranking?category&page&clubId → ready | loadFailed
//     ready       category.select → loading (page 1); page.go (1..totalPages, not this one) → loading;
//                 club.select (another club, or none for the whole sport) → loading (page 1);
//                 explanation.open → explaining
//     loadFailed  ranking.retry → loading; club.select → loading (leave a club that failed)
//   browsing.clubs
//     loadingClubs  GET /api/club/?sportId&pageSize=100 → clubsReady | clubsFailed
//     clubsReady    the picker lists them (none: no picker)
//     clubsFailed   clubs.retry → loadingClubs (the table is not affected)
//   explaining  final: navigate to /match/ranking-explanation
// Each table move writes the query to the address (showQuery), so a reload or a shared link shows the same table.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { NavigateParams } from '#machines/shared/viewActions';
import type {
  MatchRankingContext,
  MatchRankingEvent,
  MatchRankingInput,
  RankingClub,
  RankingDto,
  RankingQuery,
} from './matchRanking.types';

type Args = { context: MatchRankingContext; event: MatchRankingEvent };

/** The pages of the loaded table (1 while nothing is loaded). */
export const totalPages = (c: MatchRankingContext) => c.ranking?.categories[0]?.totalPages ?? 1;

export const matchRankingMachine = setup({
  types: { context: {} as MatchRankingContext, events: {} as MatchRankingEvent, input: {} as MatchRankingInput },
  actors: {
    fetchRanking: placeholder<RankingDto, RankingQuery>('matchRanking', 'fetchRanking'),
    fetchClubs: placeholder<RankingClub[], { sportId: number }>('matchRanking', 'fetchClubs'),
  },
  guards: {
    otherCategory: ({ context, event }: Args) => event.type === 'category.select' && event.category !== context.query.category,
    pageInRange: ({ context, event }: Args) =>
      event.type === 'page.go' && event.page >= 1 && event.page <= totalPages(context) && event.page !== context.query.page,
    otherClub: ({ context, event }: Args) => event.type === 'club.select' && event.clubId !== context.query.clubId,
  },
  actions: {
    assignQuery: assign(({ context, event }: Args) => {
      if (event.type === 'category.select') return { query: { ...context.query, category: event.category, page: 1 } };
      if (event.type === 'page.go') return { query: { ...context.query, page: event.page } };
      if (event.type === 'club.select') return { query: { ...context.query, clubId: event.clubId, page: 1 } };
      return {};
    }),
    assignRanking: assign(({ context }, ranking: RankingDto) => ({
      ranking,
      error: null,
      // The server keeps the page inside the table; so does the address.
      query: { ...context.query, page: ranking.categories[0]?.page ?? context.query.page },
    })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    clearError: assign({ error: null }),
    assignClubs: assign((_, clubs: RankingClub[]) => ({ clubs, clubsError: null })),
    assignClubsError: assign((_, { error }: RejectionParams) => ({ clubsError: error })),
    clearClubsError: assign({ clubsError: null }),
    showQuery: (_: Args, _query: RankingQuery) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'matchRanking',
  context: ({ input }) => ({ query: input, ranking: null, error: null, clubs: [], clubsError: null }),
  initial: 'browsing',
  states: {
    browsing: {
      type: 'parallel',
      states: {
        table: {
          initial: 'loading',
          states: {
            loading: {
              entry: { type: 'showQuery', params: ({ context }) => context.query },
              invoke: {
                id: 'fetchRanking',
                src: 'fetchRanking',
                input: ({ context }) => context.query,
                onDone: { target: 'ready', actions: { type: 'assignRanking', params: output<RankingDto> } },
                onError: { target: 'loadFailed', actions: { type: 'assignError', params: rejection } },
              },
            },
            ready: {
              on: {
                'category.select': { guard: 'otherCategory', target: 'loading', actions: 'assignQuery' },
                'page.go': { guard: 'pageInRange', target: 'loading', actions: 'assignQuery' },
                'club.select': { guard: 'otherClub', target: 'loading', actions: 'assignQuery' },
                'explanation.open': '#matchRanking.explaining',
              },
            },
            loadFailed: {
              on: {
                'ranking.retry': { target: 'loading', actions: 'clearError' },
                'club.select': { guard: 'otherClub', target: 'loading', actions: ['clearError', 'assignQuery'] },
              },
            },
          },
        },
        clubs: {
          initial: 'loadingClubs',
          states: {
            loadingClubs: {
              invoke: {
                id: 'fetchClubs',
                src: 'fetchClubs',
                input: ({ context }) => ({ sportId: context.query.sportId }),
                onDone: { target: 'clubsReady', actions: { type: 'assignClubs', params: output<RankingClub[]> } },
                onError: { target: 'clubsFailed', actions: { type: 'assignClubsError', params: rejection } },
              },
            },
            clubsReady: {},
            clubsFailed: { on: { 'clubs.retry': { target: 'loadingClubs', actions: 'clearClubsError' } } },
          },
        },
      },
    },
    explaining: { type: 'final', entry: { type: 'navigate', params: { to: '/match/ranking-explanation' } } },
  },
});

export type MatchRankingMachine = typeof matchRankingMachine;
