import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  completeMatchWizard,
  openBrowser,
  registerNewPlayer,
  RESULTS_DIR,
  seriousViolations,
  startServer,
  VIEWPORTS,
  type BrowserSession,
  type RunningServer,
} from './support';

// Match-making entry (issue 15) as a new player finds it: they sign up, open /match, are sent to the
// wizard, give their gender and birth date, choose padel and their level, their hand, two evenings
// and a commune found by name, save, and land on padel's match home with ten recommended rivals in
// the order the server's formula gives (docs/decisions.md): the seeded level-3 players of
// Providencia free on Monday and Wednesday evenings first.

const SHOTS = process.env.SHOTS_DIR ?? RESULTS_DIR;
let server: RunningServer;
let browser: BrowserSession;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await openBrowser('mobile');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function look(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: resolve(SHOTS, `match-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.mobile);
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

describe('a new player and the match wizard', () => {
  it('walks the wizard from /match and sees ten recommended rivals', async () => {
    const { page } = browser;
    await registerNewPlayer(page, server, 'Rivalina');
    await page.goto(`${server.url}/match`);
    await page.waitForURL('**/match/wizard');

    // Step 0 shows only because the new account has no gender or birth date yet.
    await completeMatchWizard(page, {
      shown: {
        personal: async () => assert.equal(await next(page).isDisabled(), true, 'next waits for the answers'),
        play: async () => assert.equal(await next(page).isDisabled(), true, 'the hand is not optional'),
      },
      answered: {
        personal: async () => {
          const years = await page.getByLabel('Año').locator('option').allTextContents();
          const thisYear = new Date().getFullYear();
          assert.deepEqual([years[1], years.at(-1), years.length - 1], [String(thisYear - 2), String(thisYear - 102), 101]);
          await look(page, 'wizard-personal');
        },
        sport: async () => {
          // A team name under 5 characters keeps next disabled; an empty one is fine in padel.
          await page.getByLabel('Nombre del equipo').fill('Tigr');
          assert.equal(await next(page).isDisabled(), true);
          await page.getByLabel('Nombre del equipo').fill('');
          await look(page, 'wizard-sport');
        },
        availability: () => look(page, 'wizard-availability'),
        cities: () => look(page, 'wizard-cities'),
      },
    });

    const rivals = page.getByTestId('rival');
    await rivals.first().waitFor();
    assert.equal(await rivals.count(), 10);
    // Level 3, Providencia, Monday and Wednesday 19–21: four players score 70 (level 40, 4 hours 20,
    // one city 10) with the same overlap, so the older accounts come first.
    const firstNames = (await rivals.locator('.match-card__title').allTextContents()).slice(0, 4);
    assert.deepEqual(firstNames, ['Camila Reyes', 'Valentina Muñoz', 'Matías González', 'Sebastián Ortiz']);
    const challenge = rivals.first().getByRole('link', { name: 'Desafiar a Camila Reyes' });
    assert.match((await challenge.getAttribute('href')) ?? '', /^\/match\/challenge\/\d+$/);
    await look(page, 'home');

    // Switching match off hides the rivals; on again brings them back.
    await page.getByRole('button', { name: 'Desactivar', exact: true }).click();
    await page.getByRole('button', { name: 'Activar', exact: true }).waitFor();
    assert.equal(await rivals.count(), 0);
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await rivals.first().waitFor();

    // /match now goes straight to padel's home.
    await page.goto(`${server.url}/match`);
    await page.waitForURL(/\/match\/1\/home$/);
  });
});
