import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import { MyOpenMatches } from '#features/openMatch';
import OpenMatchPage from '#features/openMatch/OpenMatchPage';
import { HOST, MATCH, MATCH_UUID, ME, me } from '../machines/fixtures/openMatch';
import type { EndpointDef } from '#kernel/contract/endpoint';
import { sessionSelectors } from '#machines/session';
import { startFakeSession } from './support/fakeSession';
import { renderScreen } from './support/renderScreen';

// /open_match/join/:uuid and the matches tab over the open-match machines: players by position,
// categories, the match's own timezone, join, the lost race, the notices and leave with the host's warning.

const UUID = MATCH_UUID;

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

async function loggedIn() {
  const session = await startFakeSession();
  session.send({ type: 'session.login', token: token({ id: ME, role: 'user', corp: null }) });
  await waitFor(() => expect(sessionSelectors.userId(session.getSnapshot())).toBe(ME));
  return session;
}

type Answer = Record<string, unknown> | Error;

function fakeApi(answers: Record<string, Answer[]>) {
  const calls: { id: string; params: unknown; body: unknown }[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef, input?: { params?: unknown; body?: unknown }) => {
      calls.push({ id, params: input?.params, body: input?.body });
      const list = answers[id] ?? [];
      const next = list.length > 1 ? list.shift() : list[0];
      if (!next) throw new Error(`no answer for ${id}`);
      if (next instanceof Error) throw next;
      return { error: false, code: '0', ...next };
    }) as ApiClient['call'],
  };
  return { api, calls };
}

const open = async (api: Partial<ApiClient>, uuid = UUID) =>
  renderScreen(OpenMatchPage, { routeId: 'open_match', url: `/open_match/join/${uuid}`, api, session: await loggedIn() });

afterEach(cleanup);

describe('/open_match/join/:uuid', () => {
  it('shows players by position, categories and the date and times in the match timezone; joins the chosen position', async () => {
    const joined = { ...MATCH, userCanJoin: false, userPosition: 3, players: [HOST, me(3)] };
    const { api, calls } = fakeApi({ getOpenMatch: [{ openMatch: MATCH }], joinOpenMatch: [{ openMatch: joined }] });
    await open(api);
    expect(await screen.findByText('03 de marzo 2026')).toBeTruthy();
    expect(screen.getByTestId('match-time').textContent).toBe('23:30 – 01:00');
    expect(screen.getByTestId('match-categories').textContent).toContain('Cuarta');
    const positions = screen.getByTestId('positions');
    expect(within(positions).getByText(/Rodrigo Vidal/)).toBeTruthy();
    expect(within(positions).getByText('(organizador)')).toBeTruthy();
    const join = screen.getByRole('button', { name: 'Unirme al partido' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('radio')[1]); // position 3
    expect(join.disabled).toBe(false);
    fireEvent.click(join);
    expect(await screen.findByText('Estás en el partido')).toBeTruthy();
    expect(screen.getByText('Juegas en la posición 3.')).toBeTruthy();
    expect(calls).toEqual([
      { id: 'getOpenMatch', params: { uuid: UUID }, body: undefined },
      { id: 'joinOpenMatch', params: { openMatchId: 11 }, body: { position: 3, user_id: ME } },
    ]);
  });

  it('the race for the last position lost: the race text, then reloading shows the match full', async () => {
    const full = {
      ...MATCH,
      players: [HOST, { ...HOST, user_id: 4, position: 2 }, { ...HOST, user_id: 5, position: 3 }, { ...HOST, user_id: 6, position: 4 }],
    };
    const { api } = fakeApi({
      getOpenMatch: [{ openMatch: { ...MATCH, players: full.players.slice(0, 3) } }, { openMatch: full }],
      joinOpenMatch: [new ApiError('joinOpenMatch', 409, { code: '-745', message: 'full' })],
    });
    await open(api);
    fireEvent.click(await screen.findByRole('radio'));
    fireEvent.click(screen.getByRole('button', { name: 'Unirme al partido' }));
    expect(await screen.findByText('Alguien se te adelantó')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a cargar el partido' }));
    expect(await screen.findByText('Partido completo')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('cancelled: the notice, and its button goes to the search', async () => {
    const { api } = fakeApi({ getOpenMatch: [{ openMatch: { ...MATCH, status: 'CANCELLED', userCanJoin: false } }] });
    await open(api);
    expect(await screen.findByText('Partido cancelado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar dónde jugar' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('not joinable and not found are notices; a link without a uuid calls nothing', async () => {
    const { api } = fakeApi({ getOpenMatch: [{ openMatch: { ...MATCH, userCanJoin: false } }] });
    await open(api);
    expect(await screen.findByText('No puedes unirte')).toBeTruthy();
    cleanup();
    const missing = fakeApi({ getOpenMatch: [new ApiError('getOpenMatch', 404, { code: '-404', message: 'Not found' })] });
    await open(missing.api);
    expect(await screen.findByText('Partido no encontrado')).toBeTruthy();
    cleanup();
    const bad = fakeApi({});
    await open(bad.api, 'abc');
    expect(await screen.findByText('Partido no encontrado')).toBeTruthy();
    expect(bad.calls).toEqual([]);
  });

  it('the host leaving gets the host warning and the match ends cancelled', async () => {
    const hosting = { ...MATCH, userCanJoin: false, userPosition: 1, players: [me(1), { ...HOST, position: 2 }] };
    const { api, calls } = fakeApi({
      getOpenMatch: [{ openMatch: hosting }],
      leaveOpenMatch: [{ openMatch: { ...hosting, status: 'CANCELLED' } }],
    });
    await open(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Salir del partido' }));
    expect(await screen.findByText('¿Cancelar el partido?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, salir' }));
    expect(await screen.findByText('Cancelaste el partido')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ id: 'leaveOpenMatch', params: { openMatchId: 11 }, body: undefined });
  });
});

describe('MyOpenMatches (the matches tab)', () => {
  const Tab = () => <MyOpenMatches />;

  it('lists the player’s matches; leaving one asks first (player warning) and reloads the list', async () => {
    const joined = { ...MATCH, id: 12, uuid: UUID.replace(/11$/, '12'), userCanJoin: false, userPosition: 3, players: [HOST, me(3)] };
    const hosted = { ...MATCH, id: 16, uuid: UUID.replace(/11$/, '16'), userCanJoin: false, userPosition: 1, players: [me(1)] };
    const { api, calls } = fakeApi({
      listUserOpenMatches: [{ openMatches: [hosted, joined] }, { openMatches: [hosted] }],
      leaveOpenMatch: [{ openMatch: { ...joined, userPosition: null, players: [HOST] } }],
    });
    await renderScreen(Tab, { routeId: 'bookings', url: '/bookings', api, session: await loggedIn() });
    expect(await screen.findByText('Organizas este partido')).toBeTruthy();
    expect(screen.getAllByText('Ver partido')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Salir del partido' })[1]);
    expect(await screen.findByText('¿Salir del partido?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, salir' }));
    expect(await screen.findByText('Saliste del partido')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Ver partido')).toHaveLength(1));
    expect(calls.map((c) => c.id)).toEqual(['listUserOpenMatches', 'leaveOpenMatch', 'listUserOpenMatches']);
    expect(calls[0].params).toEqual({ userId: ME });
  });

  it('no matches: the empty state', async () => {
    const { api } = fakeApi({ listUserOpenMatches: [{ openMatches: [] }] });
    await renderScreen(Tab, { routeId: 'bookings', url: '/bookings', api, session: await loggedIn() });
    expect(await screen.findByText('No tienes partidos')).toBeTruthy();
  });
});
