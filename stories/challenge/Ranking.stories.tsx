import type { Meta } from '@storybook/react-vite';
import type { AnyActorRef } from 'xstate';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { RankingView } from '#features/challenge/ranking/RankingView';
import {
  matchRankingMachine,
  matchRankingSelectors as select,
  type MatchRankingMachine,
  type RankingClub,
  type RankingDto,
  type RankingQuery,
} from '#machines/matchRanking';
import type { ActorRefFrom } from 'xstate';
import { machineStory, type StoryStep } from '../support/machineStory';

export default { title: 'Match ranking' } satisfies Meta;

const never = <T,>() => new Promise<T>(() => undefined);
const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code, status: 404 }));
const until = (check: (s: AnyMachineSnapshot) => boolean): StoryStep => ({ until: check });
const CLUBS = [
  { id: 1, name: 'Club Pádel Vitacura' },
  { id: 2, name: 'Padel Center Ñuñoa' },
];
const NAMES = ['Camila Reyes', 'Matías González', 'Valentina Muñoz', 'Sebastián Ortiz', 'Diego Tapia', 'Catalina Silva', 'Martina Fuentes'];

const ranking = (total: number, page = 1, clubName: string | null = null): RankingDto => ({
  error: false,
  code: '0',
  sportName: 'Pádel',
  clubName,
  categories: [
    {
      id: 'ALL',
      categoryName: 'General',
      categoryGender: null,
      ranking: Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => {
        const position = (page - 1) * 10 + i + 1;
        const [firstName, lastName] = NAMES[position % NAMES.length].split(' ');
        return { userId: 100 + position, firstName, lastName, rating: 1620 - position * 7, ratedMatches: 2 + (position % 5), position };
      }),
      page,
      totalPages: Math.max(1, Math.ceil(total / 10)),
      totalItems: total,
    },
  ],
  me: total > 3 ? { userId: 104, firstName: 'Sebastián', lastName: 'Ortiz', rating: 1592, ratedMatches: 6, position: 4 } : null,
});

const View = ({ actor }: { actor: AnyActorRef }) => <RankingView actor={actor as ActorRefFrom<MatchRankingMachine>} />;
const story = (
  load: (q: RankingQuery) => Promise<RankingDto>,
  input: Partial<RankingQuery> = {},
  steps: StoryStep[] = [],
  clubs: () => Promise<RankingClub[]> = async () => CLUBS,
) =>
  machineStory(View, {
    routeId: 'match.ranking',
    url: '/match/ranking',
    machine: matchRankingMachine.provide({
      actors: {
        fetchRanking: fromPromise<RankingDto, RankingQuery>(({ input: q }) => load(q)),
        fetchClubs: fromPromise<RankingClub[], { sportId: number }>(() => clubs()),
      },
    }),
    input: { sportId: 1, category: 'ALL', page: 1, clubId: null, ...input },
    steps,
  });
type Snap = Parameters<typeof select.isReady>[0];
const ready = until((s) => select.isReady(s as Snap) && !select.clubsLoading(s as Snap));
const failed = until((s) => select.hasFailed(s as Snap) && !select.clubsLoading(s as Snap));

export const Loading = story(never);
export const FirstPage = story(async () => ranking(25), {}, [ready]);
export const LastPage = story(async (q) => ranking(25, q.page), { page: 3 }, [ready]);
export const ByClub = story(async () => ranking(4, 1, 'Club Pádel Vitacura'), { clubId: 1 }, [ready]);
export const NobodyRatedYet = story(async () => ranking(0), { category: 'F' }, [ready]);
export const UnknownClub = story(() => fail('-64'), { clubId: 999 }, [failed]);
export const LoadFailed = story(() => fail('-1'), {}, [failed]);
export const ClubsFailedToLoad = story(
  async () => ranking(25),
  {},
  [ready],
  () => fail('-1'),
);
export const SportWithoutClubs = story(
  async () => ranking(4),
  {},
  [ready],
  async () => [],
);
