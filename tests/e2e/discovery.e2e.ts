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
// name ('vitakura'), mark a favourite and see it first on the next visit; open the clubs map with
// its tiles unreachable (a local port nothing listens on: nothing is fetched from outside) and see
// the markers with names and distances, then open a club from its marker.

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

      // A favourite: the star is busy (2) while saving, then on; the next visit lists it first.
      const rows = page.locator('.club-list > li');
      await rows.first().waitFor();
      const before = await names();
      const last = before.at(-1)!;
      assert.notEqual(before[0], last);
      const star = page.locator(`button[title="Club favorito: ${last}"]`);
      await star.click();
      await page.waitForFunction(
        (name) => document.querySelector(`button[title="Club favorito: ${name}"]`)?.getAttribute('data-state') === '1',
        last,
      );
      await page.reload();
      await page.getByLabel('Buscar club').waitFor({ timeout: 30_000 });
      assert.equal((await names())[0], last);
      assert.equal(await page.locator(`button[title="Club favorito: ${last}"]`).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
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
});
