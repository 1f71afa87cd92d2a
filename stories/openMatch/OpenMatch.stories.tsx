import type { Meta } from '@storybook/react-vite';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import OpenMatchPage from '#features/openMatch/OpenMatchPage';
import type { OpenMatchDto } from '#kernel/contract/booking';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { startLoggedInFakeSession } from '../../tests/dom/support/fakeSession';
import { createScreenHarness } from '../../tests/dom/support/screenHarness';
import { screenStory } from '../support/screenStory';

export default { title: 'Open match' } satisfies Meta;

const UUID = '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f11';
const ME = 7;
const HOST = { user_id: 3, position: 1, first_name: 'Rodrigo', last_name: 'Vidal' };

const MATCH: OpenMatchDto = {
  id: 11,
  uuid: UUID,
  status: 'OPEN',
  userCanJoin: true,
  userPosition: null,
  players: [HOST],
  players_quantity: 4,
  categories: [{ category_id: 4, category_name: 'Cuarta', category_gender: 'MIXED' }],
  club_id: 1,
  club_name: 'Polanco Pádel',
  sport_id: 1,
  sport_name: 'Pádel',
  court_name: 'Cancha 1',
  local_start_datetime: '2026-03-03 23:30:00',
  local_end_datetime: '2026-03-04 01:00:00',
  timezone: 'America/Mexico_City',
  share_link: `http://localhost/open_match/join/${UUID}`,
};

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
const player = (position: number, first_name: string) => ({ user_id: 100 + position, position, first_name, last_name: 'Rojas' });

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
