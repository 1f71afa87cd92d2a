import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkPage, openBrowser, registerNewPlayer, RESULTS_DIR, startServer, unexpectedErrors, type RunningServer } from './support';

// Issue 17, the club list as a new player uses it: filter the clubs by a city (Viña del Mar), find a
// club by a misspelt name ('vitakura'), mark a favourite and see it first on the next visit.

let server: RunningServer;
before(async () => {
  server = await startServer();
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
      await page.getByText(/clubes? encontrados?/).waitFor();
      assert.deepEqual(await names(), ['Tenis Viña del Mar']);
      await page.getByRole('button', { name: 'Ver todos' }).click();

      // A misspelt name still finds the club.
      await search.fill('vitakura');
      await page.getByText(/clubes? encontrados?/).waitFor();
      assert.equal((await names())[0], 'Club Pádel Vitacura');
      await search.fill('');

      // A favourite: the star is busy (2) while saving, then on; the next visit lists it first.
      const rows = page.locator('.club-list > li');
      await rows.first().waitFor();
      const before = await names();
      const last = before.at(-1)!;
      assert.notEqual(before[0], last);
      const star = page.getByRole('button', { name: `Club favorito: ${last}` });
      await star.click();
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="Club favorito: ${name}"]`)?.getAttribute('data-state') === '1',
        last,
      );
      await page.reload();
      await page.getByLabel('Buscar club').waitFor({ timeout: 30_000 });
      assert.equal((await names())[0], last);
      assert.equal(await page.getByRole('button', { name: `Club favorito: ${last}` }).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-club-finder.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });
});
