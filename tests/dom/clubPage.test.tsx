import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#api/apiError';
import type { ApiClient } from '#api/client';
import ClubPage from '#features/club/ClubPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { ShellBridge } from '#shell/bridge';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import { createToastStore } from '#ui/toastStore';
import ClubWithOpenMatches from '#app/routes/clubWithOpenMatches';
import { clubDto } from './booking/contractFixtures';
import { HOST, me, openMatchFixture, player } from '../machines/fixtures/openMatch';
import { startLoggedInFakeSession } from './support/fakeSession';
import { renderScreen } from './support/renderScreen';

vi.mock('#shell/externalNavigation', () => ({ goToExternalUrl: vi.fn() }));
const { goToExternalUrl } = await import('#shell/externalNavigation');

// /club/:clubId over the club page machine: the club's phones (tel: links), a routing link or the
// app's map, the blocked notice, contact-club only when the club can be reached, external links
// through the external navigation, and the clubs list when the club does not load.

const VITACURA = clubDto({
  id: 7,
  name: 'Club Pádel Vitacura',
  address: 'Av. Vitacura 5250',
  city: 'Santiago',
  latitude: -33.3932,
  longitude: -70.5945,
  phone: '+56 2 2345 6789;+56 9 8765 4321',
  whatsapp: '+56 9 8765 4321',
  bookingEmail: 'reservas@padelvitacura.test',
  externalLinksData: [{ name: 'Reglamento del club', image: null, externalLinkId: 11, pos: 0 }],
});

function clubApi(club: unknown, link: string | Error = 'https://club.test/reglamento') {
  const calls: { id: string; params: unknown }[] = [];
  const api: Partial<ApiClient> = {
    call: (async ({ id }: EndpointDef, input?: { params?: unknown }) => {
      calls.push({ id, params: input?.params });
      if (id === 'getClub') {
        if (club instanceof Error) throw club;
        return { error: false, code: '0', club };
      }
      if (link instanceof Error) throw link;
      return { error: false, code: '0', url: link };
    }) as ApiClient['call'],
  };
  return { api, calls };
}

afterEach(() => {
  cleanup();
  vi.mocked(goToExternalUrl).mockClear();
});

// The first render compiles the page's modules: generous on a loaded machine.
describe('/club/:clubId', { timeout: 15_000 }, () => {
  it('shows the club with each phone as a tel: link, a routing link, contact-club and its links', async () => {
    const { api, calls } = clubApi(VITACURA);
    await renderScreen(ClubPage, { routeId: 'club', url: '/club/7', api });
    expect(await screen.findByRole('heading', { name: 'Club Pádel Vitacura' })).toBeTruthy();
    expect(calls).toEqual([{ id: 'getClub', params: { clubId: 7 } }]);
    const phones = within(screen.getByTestId('club-phones')).getAllByRole('link');
    expect(phones.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['+56 2 2345 6789', 'tel:+56223456789'],
      ['+56 9 8765 4321', 'tel:+56987654321'],
    ]);
    expect(screen.getByRole('link', { name: 'Ver ruta en el mapa' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.3932%2C-70.5945',
    );
    const contact = screen.getByTestId('club-contact');
    expect(
      within(contact)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/56987654321');
    expect(
      within(contact)
        .getByRole('link', { name: /reservas@padelvitacura.test/ })
        .getAttribute('href'),
    ).toBe('mailto:reservas@padelvitacura.test');
    expect(screen.queryByTestId('club-blocked')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reglamento del club' }));
    await waitFor(() => expect(goToExternalUrl).toHaveBeenCalledWith('https://club.test/reglamento'));
    expect(calls.at(-1)).toEqual({ id: 'generateExternalLink', params: { clubId: 7, linkId: 11 } });
  });

  it('no contact-club when no number has 8 digits and the e-mail is not valid', async () => {
    const { api } = clubApi({ ...VITACURA, phone: '1234;5678', whatsapp: null, bookingEmail: 'reservas@club' });
    await renderScreen(ClubPage, { routeId: 'club', url: '/club/7', api });
    expect(await screen.findByTestId('club-phones')).toBeTruthy();
    expect(screen.queryByTestId('club-contact')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contactar al club' })).toBeNull();
  });

  it('a club that disabled the person shows the notice; in the native shell the map is a message to the app', async () => {
    const { api } = clubApi({ ...VITACURA, isBlocked: true });
    const opened: unknown[] = [];
    const shell: ShellBridge = {
      ...createBrowserBridge({ history: window.history, open: () => null }),
      kind: 'native',
      os: 'ios',
      openMap: async (target) => void opened.push(target),
    };
    await renderScreen(ClubPage, { routeId: 'club', url: '/club/7', api, runtime: { shell } });
    expect((await screen.findByTestId('club-blocked')).textContent).toBe(
      'El club ha deshabilitado tu acceso. Si tienes alguna duda, contáctalo directamente.',
    );
    expect(screen.queryByRole('link', { name: 'Ver ruta en el mapa' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver en el mapa' }));
    expect(opened).toEqual([{ latitude: -33.3932, longitude: -70.5945, label: 'Club Pádel Vitacura' }]);
  });

  it('a club that does not load goes to the clubs list and says the club is not available', async () => {
    const { api } = clubApi(new ApiError('getClub', 404, { code: '-404', message: 'Not found' }));
    const toasts = createToastStore();
    const { router } = await renderScreen(ClubPage, { routeId: 'club', url: '/club/999', api, runtime: { toasts } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/clubs'));
    expect(toasts.getSnapshot().map((t) => (t.message as { id?: string; message?: string }).message)).toEqual([
      'Este club no está disponible.',
    ]);
  });

  it('an address that is not a club id goes to the clubs list without a call', async () => {
    const { api, calls } = clubApi(VITACURA);
    const { router } = await renderScreen(ClubPage, { routeId: 'club', url: '/club/abc', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/clubs'));
    expect(calls).toEqual([]);
  });
  it('signed in, lists the club’s open matches in a modal and opens the join page of one that takes the player', async () => {
    const uuid = (n: number) => `0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f${String(n).padStart(2, '0')}`;
    const matches = [
      openMatchFixture({ id: 1, uuid: uuid(1), club_id: 7 }),
      openMatchFixture({ id: 2, uuid: uuid(2), players: [HOST, player(2, 'Ana'), player(3, 'Luis'), player(4, 'Marta')] }),
      openMatchFixture({ id: 3, uuid: uuid(3), userCanJoin: false, userPosition: 2, players: [HOST, me(2)] }),
    ];
    const calls: { id: string; params: unknown }[] = [];
    const api: Partial<ApiClient> = {
      call: (async ({ id }: EndpointDef, input?: { params?: unknown }) => {
        calls.push({ id, params: input?.params });
        if (id === 'getClub') return { error: false, code: '0', club: VITACURA };
        if (id === 'listClubOpenMatches') return { error: false, code: '0', openMatches: matches };
        throw new Error(`unexpected ${id}`);
      }) as ApiClient['call'],
    };
    const session = await startLoggedInFakeSession(7);
    const { router } = await renderScreen(ClubWithOpenMatches, { routeId: 'club', url: '/club/7', api, session });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver partidos abiertos' }));
    const modal = await screen.findByTestId('open-match-list');
    const rows = await within(modal).findAllByTestId('open-match-row');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['joinable', 'full', 'joined']);
    expect(calls.find((c) => c.id === 'listClubOpenMatches')?.params).toEqual({ clubId: 7 });
    expect(within(rows[0]).getByText(/3 lugares libres · Organiza Rodrigo Vidal/)).toBeTruthy();
    expect(within(rows[1]).getByText('Completo')).toBeTruthy();
    expect(within(rows[2]).getByText('Ya juegas en este partido')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: 'Unirme' })).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Unirme' }));
    await waitFor(() => expect(screen.queryByTestId('open-match-list')).toBeNull());
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/open_match/join/${uuid(1)}`);
  });

  it('signed out, the club page offers no list of open matches', async () => {
    const { api } = clubApi(VITACURA);
    await renderScreen(ClubWithOpenMatches, { routeId: 'club', url: '/club/7', api });
    expect(await screen.findByRole('heading', { name: 'Club Pádel Vitacura' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver partidos abiertos' })).toBeNull();
  });
});
