import type { Meta } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { MyWaitingListsView } from '#features/profile/waitingLists/MyWaitingListsView';
import type { WaitingListEntryDto } from '#kernel/contract/booking';
import { myWaitingListsMachine } from '#machines/myWaitingLists';
import { machineStory, type StoryStep } from '../support/machineStory';
import { offline, refused } from '../support/fakeApi';

// /profile/my-waiting-lists (issue 16): the player's waiting lists in each state of the myWaitingLists
// machine — loading, failed, none, listed (waiting and freed), leaving one asked first, leaving, and
// its refusals (-404 already gone: the list loads again; any other).

export default { title: 'Profile/My waiting lists' } satisfies Meta;

const never = <T,>() => new Promise<T>(() => undefined);
const entry = (id: number, over: Partial<WaitingListEntryDto> = {}): WaitingListEntryDto => ({
  id,
  bookingId: 40 + id,
  sport_id: 1,
  sportName: 'Pádel',
  club_id: 1,
  clubName: 'Club Pádel Vitacura',
  court_id: id,
  courtName: `Cancha ${id}`,
  local_date: '2026-12-04',
  local_time: '19:00:00',
  timespan: 90,
  status: 'waiting',
  ...over,
});
const ENTRIES = [
  entry(1),
  entry(2, { local_date: '2026-12-05', local_time: '20:30:00', status: 'freed' }),
  entry(3, { clubName: 'Sportlife Ñuñoa', sportName: 'Tenis', timespan: 60 }),
];

const lists = (load: () => Promise<WaitingListEntryDto[]>, revoke: () => Promise<WaitingListEntryDto[]> = never) =>
  myWaitingListsMachine.provide({
    actors: {
      loadWaitingLists: fromPromise<WaitingListEntryDto[], void>(load),
      revokeWaitingList: fromPromise<WaitingListEntryDto[], { id: number }>(revoke),
    },
  });
const story = (machine: ReturnType<typeof lists>, steps: StoryStep[] = []) =>
  machineStory(MyWaitingListsView, { routeId: 'profile.my-waiting-lists', url: '/profile/my-waiting-lists', machine, steps });
const listed: StoryStep = { until: (s) => s.matches('listed') };
const ask: StoryStep[] = [listed, { type: 'entry.revoke', id: 2 }];

export const Loading = story(lists(never));
export const LoadFailed = story(
  lists(() => Promise.reject(offline('loadWaitingLists'))),
  [{ until: (s) => s.matches('loadFailed') }],
);
export const NoWaitingLists = story(
  lists(async () => []),
  [listed],
);
/** Waiting, and one whose slot freed ('Se liberó: te avisamos'); dates DD/MM/YYYY. */
export const Listed = story(
  lists(async () => ENTRIES),
  [listed],
);
export const LongNames = story(
  lists(async () => [
    entry(7, {
      clubName: 'Club de Tenis y Pádel Las Condes del Gran Santiago Oriente — Sede Cordillera',
      courtName: 'Cancha central techada con iluminación LED y graderías',
    }),
  ]),
  [listed],
);
/** Leaving a list is asked first: the place in the queue is lost. */
export const ConfirmLeaving = story(
  lists(async () => ENTRIES),
  ask,
);
export const Leaving = story(
  lists(async () => ENTRIES),
  [...ask, { type: 'revoke.confirm' }],
);
export const LeftTheList = story(
  lists(
    async () => ENTRIES,
    async () => [ENTRIES[0], ENTRIES[2]],
  ),
  [...ask, { type: 'revoke.confirm' }, { until: (s) => s.matches('listed') && s.context.entries.length === 2 }],
);
export const LeavingFailed = story(
  lists(
    async () => ENTRIES,
    () => Promise.reject(refused('revokeWaitingList', '-1', 500)),
  ),
  [...ask, { type: 'revoke.confirm' }, { until: (s) => s.matches('listed') && s.context.error !== null }],
);
/** -404: already gone (left in another tab): the list loads again and says so. */
let gone = false; // the refused entry is missing from the next load only (each render starts afresh)
export const AlreadyGone = story(
  lists(
    async () => {
      const answer = gone ? [ENTRIES[0], ENTRIES[2]] : ENTRIES;
      gone = false;
      return answer;
    },
    () => ((gone = true), Promise.reject(refused('revokeWaitingList', '-404', 404))),
  ),
  [...ask, { type: 'revoke.confirm' }, { until: (s) => s.matches('listed') && s.context.error !== null }],
);
