import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from '#api/client';
import ClubMapPage from '#features/discovery/maps/ClubMapPage';
import type { EndpointDef } from '#kernel/contract/endpoint';
import type { ShellBridge } from '#shell/bridge';
import { createBrowserBridge } from '#shell/bridge/browserBridge';
import { createNativeBridge } from '#shell/bridge/nativeBridge';
import { answer, clubDto } from './booking/contractFixtures';
import { renderScreen } from './support/renderScreen';

// /book/club-map inside the native app shell (docs/decisions.md 'Maps inside the native shell'): the
// club's map is the app's own — the bridge posts map.open with the club's place and name when the
// club loads and again on request — and the page draws no Leaflet map and fetches no tiles.

const VITACURA = clubDto({ id: 7, name: 'Club Pádel Vitacura', latitude: -33.3932, longitude: -70.5945 });
const TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const clubApi = (): Partial<ApiClient> => ({
  call: (async ({ id }: EndpointDef) => {
    if (id === 'getClub') return answer('getClub', { club: VITACURA });
    if (id === 'getConfig') {
      return answer('getConfig', {
        env: 'test',
        config: { defaultCountry: 'CL', defaultLanguage: 'es-CL', defaultTimezone: 'America/Santiago' },
        appConfig: {
          appid: 'main',
          name: 'Courtflow',
          force_country: false,
          main_image: null,
          allowedOrigins: [],
          notifyUpdate: false,
          updateLink: null,
        },
        searchMaxDistance: 50,
        globalUrl: 'http://localhost',
        mapTilesUrl: TILES,
      });
    }
    throw new Error(`unexpected call ${id}`);
  }) as ApiClient['call'],
});

/** The real native bridge over a fake webview transport: what the page posts to the app. */
function fakeNativeShell() {
  const posted: Array<Record<string, unknown>> = [];
  const shell: ShellBridge = createNativeBridge({
    os: 'android',
    post: (message) => void posted.push(JSON.parse(message) as Record<string, unknown>),
    listen: () => () => undefined,
  });
  return { shell, posted };
}

afterEach(() => cleanup());

describe('/book/club-map inside the native shell', { timeout: 15_000 }, () => {
  it("hands the club's map to the app through map.open, again on request, and draws no tiles", async () => {
    const { shell, posted } = fakeNativeShell();
    const { router } = await renderScreen(ClubMapPage, {
      routeId: 'book.club-map',
      url: '/book/club-map?clubId=7',
      api: clubApi(),
      runtime: { shell },
    });
    await screen.findByTestId('shell-map');
    const target = { type: 'map.open', latitude: -33.3932, longitude: -70.5945, label: 'Club Pádel Vitacura' };
    expect(posted).toEqual([target]);
    expect(screen.getByRole('heading', { name: 'Club Pádel Vitacura' })).toBeTruthy();
    expect(document.querySelector('.leaflet-container, .leaflet-tile, [data-testid="club-map"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver en el mapa' }));
    expect(posted).toEqual([target, target]);

    // The club itself is one tap away, as from a marker.
    fireEvent.click(screen.getByRole('button', { name: /Club Pádel Vitacura/ }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/book/clubs/7/sports');
  });

  it('in a browser the page keeps its own map: nothing goes to a shell', async () => {
    const opened: unknown[] = [];
    const shell: ShellBridge = {
      ...createBrowserBridge({ history: window.history, open: () => null }),
      openMap: async (t) => void opened.push(t),
    };
    await renderScreen(ClubMapPage, { routeId: 'book.club-map', url: '/book/club-map?clubId=7', api: clubApi(), runtime: { shell } });
    await screen.findByRole('heading', { name: 'Club Pádel Vitacura' });
    await screen.findByRole('list', { name: 'Clubes del mapa' });
    // Leaflet's chunk loads for the page's own map.
    await screen.findByTestId('club-map');
    expect(screen.queryByTestId('shell-map')).toBeNull();
    expect(opened).toEqual([]);
  });
});
