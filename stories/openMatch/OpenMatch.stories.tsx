import type { Meta } from '@storybook/react-vite';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { OpenMatchListModal } from '#features/openMatch';
import OpenMatchPage from '#features/openMatch/OpenMatchPage';
import { openMatchListMachine } from '#machines/openMatchList';
import type { OpenMatchDto } from '#kernel/contract/booking';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';
import { HOST, MATCH, MATCH_UUID, ME, player } from '../../tests/machines/fixtures/openMatch';

export default { title: 'Open match' } satisfies Meta;

const UUID = MATCH_UUID;

/** /open_match/join/:uuid for a logged-in player, the match call answering `answer` (or never). */
const matchStory = (answer: OpenMatchDto | Error | 'pending') =>
  screenStory(async (language) => {
    const call = (async ({ id }: EndpointDef) => {
      if (answer === 'pending' || id !== 'getOpenMatch') return new Promise(() => undefined);
      if (answer instanceof Error) throw answer;
      return { error: false, code: '0', openMatch: answer };
    }) as ApiClient['call'];
    const session = await startLoggedInFakeSession(ME);
    const url = `/open_match/join/${UUID}`;
    return (await createScreenHarness(OpenMatchPage, { routeId: 'open_match', url, api: { call }, session, language })).element;
  });

const refused = (code: string, status = 409) => new ApiError('getOpenMatch', status, { code, message: 'refused' });

export const Loading = matchStory('pending');
export const OpenToJoin = matchStory(MATCH);
export const OnePlaceLeft = matchStory({ ...MATCH, players: [HOST, player(2, 'Ana'), player(3, 'Luis')] });
export const AlreadyIn = matchStory({
  ...MATCH,
  userCanJoin: false,
  userPosition: 2,
  players: [HOST, { ...player(2, 'Paula'), user_id: ME }],
});
export const Hosting = matchStory({ ...MATCH, userCanJoin: false, userPosition: 1, players: [{ ...HOST, user_id: ME }] });
export const Cancelled = matchStory({ ...MATCH, status: 'CANCELLED', userCanJoin: false });
export const Full = matchStory({
  ...MATCH,
  userCanJoin: false,
  players: [HOST, player(2, 'Ana'), player(3, 'Luis'), player(4, 'Marta')],
});
export const NotFound = matchStory(refused('-404', 404));

/** The open-match list modal over a club's matches (answer), as the club page opens it. */
const listStory = (answer: OpenMatchDto[] | 'pending') =>
  screenStory(async (language) => {
    const fetchClubMatches = fromPromise<OpenMatchDto[], { clubId: number }>(() =>
      answer === 'pending' ? new Promise(() => undefined) : Promise.resolve(answer),
    );
    const machine = openMatchListMachine.provide({ actors: { fetchClubMatches } });
    function ListModal() {
      return <OpenMatchListModal actor={useActorRef(machine, { input: { clubId: 1 } })} />;
    }
    const session = await startLoggedInFakeSession(ME);
    return (await createScreenHarness(ListModal, { routeId: 'club', url: '/club/1', session, language })).element;
  });

const uuidOf = (n: number) => `0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f${String(n).padStart(2, '0')}`;

export const ListLoading = listStory('pending');
export const ListEmpty = listStory([]);
export const ListOfAClub = listStory([
  { ...MATCH, id: 1, uuid: uuidOf(1) },
  { ...MATCH, id: 2, uuid: uuidOf(2), players: [HOST, player(2, 'Ana'), player(3, 'Luis'), player(4, 'Marta')] },
  { ...MATCH, id: 3, uuid: uuidOf(3), userCanJoin: false, userPosition: 2, players: [HOST, { ...player(2, 'Paula'), user_id: ME }] },
  {
    ...MATCH,
    id: 4,
    uuid: uuidOf(4),
    userCanJoin: false,
    categories: [{ category_id: 2, category_name: 'Segunda varones', category_gender: 'M' }],
  },
]);
