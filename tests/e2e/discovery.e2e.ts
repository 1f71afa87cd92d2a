import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  checkPage,
  cspViolationsOf,
  openBrowser,
  registerNewPlayer,
  RESULTS_DIR,
  startServer,
  unexpectedErrors,
  type RunningServer,
} from './support';

// Issue 17, as a new player: filter the clubs by a city (Viña del Mar), find a club by a misspelt
// name ('vitakura'), mark a favourite (the star saving while its request is in flight, and put back
// when a save fails) and see it first on the next visit, and alone on the clubs map's 'only my
// favourites'; open the clubs map with
// its tiles unreachable (a local port nothing listens on: nothing is fetched from outside) and see
// the markers with names and distances, then open a club from its marker; inside the native shell
// one club's map goes to the app (map.open) instead of tiles.

/** Tiles nobody serves: the map must still show its markers. */
const UNREACHABLE_TILES = 'http://127.0.0.1:63999/{z}/{x}/{y}.png';

let server: RunningServer;
before(async () => {
  server = await startServer({ MAP_TILES_URL: UNREACHABLE_TILES });
});
after(async () => {
  await server?.stop();
});

describe('club list finder', () => {
  it('filters by city, finds a misspelt name, and puts a new favourite first', async () => {
    const b = await openBrowser('mobile');
    const { page } = b;
    try {
      await registerNewPlayer(page, server);
      await page.goto(`${server.url}/book/clubs`);
      const search = page.getByLabel('Buscar club');
      await search.waitFor({ timeout: 30_000 });
      const names = () => page.locator('.club-list .club-item__name').allTextContents();

      // Filter: Región de Valparaíso → Viña del Mar; a state change clears the cities; 3 sports at most.
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filtrar clubes' });
      await dialog.getByLabel('Región').selectOption({ label: 'Región de Valparaíso' });
      await dialog.getByLabel('Viña del Mar').check();
      await checkPage(page, 'club-filter-modal');
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await page.getByText(/\d+ clube?s? encontrados?/).waitFor({ timeout: 60_000 });
      assert.deepEqual(await names(), ['Tenis Viña del Mar']);
      await page.getByRole('button', { name: 'Ver todos' }).click();

      // A misspelt name still finds the club.
      await search.fill('vitakura');
      await page.getByText(/\d+ clube?s? encontrados?/).waitFor({ timeout: 60_000 });
      assert.equal((await names())[0], 'Club Pádel Vitacura');
      await search.fill('');

      // A favourite: while the request is in flight (held here) the star is saving (state 2: busy,
      // half-pressed, not pressable again); once the server answers it is on; the next visit lists it first.
      const rows = page.locator('.club-list > li');
      await rows.first().waitFor();
      const before = await names();
      const last = before.at(-1)!;
      assert.notEqual(before[0], last);
      const TOGGLE = '**/api/user-preferred-clubs/toggle-or-create/**';
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested!: () => void;
      const inFlight = new Promise<void>((resolve) => (requested = resolve));
      await page.route(TOGGLE, async (route) => {
        requested();
        await held;
        await route.continue();
      });
      const star = page.locator(`button[title="Club favorito: ${last}"]`);
      assert.equal(await star.getAttribute('aria-pressed'), 'false');
      await star.click();
      await inFlight;
      await page.locator(`button[title="Club favorito: ${last}"][data-state="2"]`).waitFor({ timeout: 5_000 });
      assert.equal(await star.getAttribute('data-state'), '2', 'saving while the request is in flight');
      assert.equal(await star.getAttribute('aria-busy'), 'true');
      assert.equal(await star.getAttribute('aria-pressed'), 'mixed');
      assert.equal(await star.isDisabled(), true, 'not pressable again while saving');
      release();
      await page.waitForFunction(
        (name) => document.querySelector(`button[title="Club favorito: ${name}"]`)?.getAttribute('data-state') === '1',
        last,
      );
      assert.equal(await star.getAttribute('aria-pressed'), 'true');
      assert.equal(await star.getAttribute('aria-busy'), null);
      await page.unroute(TOGGLE);

      // The save fails (the server is down): the star goes back to how it was and a message says so.
      const other = before.at(-2)!;
      await page.route(TOGGLE, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: true, code: '-1', message: 'unavailable' }),
        }),
      );
      const otherStar = page.locator(`button[title="Club favorito: ${other}"]`);
      await otherStar.click();
      await page.getByText('No pudimos guardar tu club favorito').waitFor({ timeout: 15_000 });
      assert.equal(await otherStar.getAttribute('data-state'), '0', 'put back after the failure');
      assert.equal(await otherStar.getAttribute('aria-pressed'), 'false');
      await page.unroute(TOGGLE);

      await page.reload();
      await page.getByLabel('Buscar club').waitFor({ timeout: 30_000 });
      assert.equal((await names())[0], last);
      assert.equal(await page.locator(`button[title="Club favorito: ${last}"]`).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.locator(`button[title="Club favorito: ${other}"]`).getAttribute('aria-pressed'), 'false');

      // The clubs map narrows to my favourites (by location): only the one just starred, with its distance.
      await b.context.grantPermissions(['geolocation'], { origin: server.url });
      await b.context.setGeolocation({ latitude: -33.41, longitude: -70.58, accuracy: 20 });
      await page.goto(`${server.url}/book/clubs-map`);
      const mapNames = () => page.locator('.map-list .map-list__name').allTextContents();
      await page.locator('.map-list__item').first().waitFor({ timeout: 30_000 });
      assert.ok((await mapNames()).length >= 3, 'every club around first');
      const onlyFavourites = page.getByRole('button', { name: 'Solo mis favoritos' });
      assert.equal(await onlyFavourites.getAttribute('aria-pressed'), 'false');
      await onlyFavourites.click();
      await page.waitForFunction(() => document.querySelectorAll('.map-list__item').length === 1, undefined, { timeout: 30_000 });
      assert.deepEqual(await mapNames(), [last]);
      assert.match((await page.locator('.map-list__distance').textContent()) ?? '', /\d km$/);
      assert.equal(await onlyFavourites.getAttribute('aria-pressed'), 'true');
      await page.screenshot({ path: `${RESULTS_DIR}/clubs-map-favourites.png` });
      await onlyFavourites.click();
      await page.waitForFunction(() => document.querySelectorAll('.map-list__item').length >= 3, undefined, { timeout: 30_000 });
      const errors = unexpectedErrors(b).filter((e) => !/status of 503|ERR_CONNECTION_REFUSED/.test(e));
      assert.deepEqual(errors, [], 'no page errors but the failed save asked for');
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-club-finder.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });

  it('the clubs map with its tiles unreachable shows the markers, names and distances; a marker opens the club', async () => {
    const b = await openBrowser('mobile');
    const { page } = b;
    try {
      await b.context.grantPermissions(['geolocation'], { origin: server.url });
      await b.context.setGeolocation({ latitude: -33.41, longitude: -70.58, accuracy: 20 });
      await page.goto(`${server.url}/book/clubs-map`);
      const markers = page.locator('.leaflet-marker-icon.map-marker');
      await markers.first().waitFor({ timeout: 30_000 });
      assert.ok((await markers.count()) >= 3, 'several clubs on the map');
      // The tiles failed: the plain background, no broken images left on the map.
      await page.locator('.map-frame--plain').waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('.leaflet-tile').count(), 0);
      const first = (await markers.first().textContent()) ?? '';
      assert.match(first, /\d km/, 'a marker shows its distance');
      assert.match((await page.locator('.map-list').textContent()) ?? '', /Club Pádel Vitacura/);
      await page.screenshot({ path: `${RESULTS_DIR}/clubs-map-no-tiles.png` });
      assert.deepEqual(cspViolationsOf(page), [], 'the tiles origin is allowed by the page policy');
      const errors = unexpectedErrors(b).filter((e) => !/ERR_CONNECTION_REFUSED/.test(e));
      assert.deepEqual(errors, [], 'no page errors but the unreachable tiles');
      await page.locator('.leaflet-marker-icon', { hasText: 'Club Pádel Vitacura' }).click();
      await page.waitForURL(/\/book\/clubs\/\d+\/sports/, { timeout: 30_000 });
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-clubs-map.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });
  it("inside the native shell one club's map goes to the app (map.open), with no tiles in the page", async () => {
    const b = await openBrowser('mobile');
    const { page } = b;
    try {
      // The app's webview: what the page posts to it is kept for the test to read.
      // (a string: tsx's name-keeping helper does not exist in the page)
      await page.addInitScript(
        'window.__posted = []; window.ReactNativeWebView = { postMessage: (message) => window.__posted.push(message) };',
      );
      await page.goto(`${server.url}/book/club-map?clubId=1`);
      await page.getByTestId('shell-map').waitFor({ timeout: 30_000 });
      const name = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
      const mapOpens = () =>
        page.evaluate(() =>
          (window as unknown as { __posted: string[] }).__posted
            .map((m) => JSON.parse(m) as { type: string; latitude?: number; longitude?: number; label?: string })
            .filter((m) => m.type === 'map.open'),
        );
      const opened = await mapOpens();
      assert.equal(opened.length, 1, 'the club went to the app once');
      assert.equal(opened[0].label, name);
      assert.equal(typeof opened[0].latitude, 'number');
      assert.equal(typeof opened[0].longitude, 'number');
      assert.equal(await page.locator('.leaflet-container, .leaflet-tile').count(), 0, 'no map drawn in the page');
      await page.getByRole('button', { name: 'Ver en el mapa' }).click();
      assert.equal((await mapOpens()).length, 2, 'again on request');
      await page.screenshot({ path: `${RESULTS_DIR}/club-map-native-shell.png` });
      assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-club-map-shell.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });
});
