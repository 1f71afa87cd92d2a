import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser, startServer, type RunningServer } from './support';

// Issue 13, the flow visualiser: /flows lists every machine, draws its chart, and a product owner
// walks the booking, cashier and session machines by clicking (a success path and an error path),
// copies the link and opens it in a new page on the same state. The walk uses the model tests'
// fixtures from the coverage reports that `npm test` writes and the build copies in.
// Screenshots (laptop 1366x900, phone 390x844) go to .artifacts/flows/ (git-ignored).

const ARTIFACTS = join(process.cwd(), '.artifacts', 'flows');
const MACHINES = ['booking', 'cashier', 'session'];

let server: RunningServer;

before(async () => {
  server = await startServer();
  await mkdir(ARTIFACTS, { recursive: true });
});

after(async () => {
  await server?.stop();
});

const walkState = (page: Page) => page.getByTestId('walk-state').textContent();
const pathSteps = (page: Page) => page.getByTestId('walk-path').locator('li').allTextContents();

/** Waits until the walk shows a state other than `before` (the replay is asynchronous). */
async function stateChange(page: Page, before: string | null): Promise<string> {
  await page.waitForFunction((text) => document.querySelector('[data-testid="walk-state"]')?.textContent !== text, before);
  return (await walkState(page)) ?? '';
}

async function openFlow(page: Page, id: string): Promise<void> {
  await page.locator(`nav a[data-flow="${id}"]`).click();
  await page
    .locator(`[data-testid="flow"][data-flow="${id}"]`)
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(ARTIFACTS, `${id}-open-failed.png`) });
      throw error;
    });
  await page.locator('[data-testid="flow-chart"] [data-state]').first().waitFor({ timeout: 30_000 });
  await page.getByTestId('walk-state').waitFor();
}

/** Events that leave a flow early: a success path does not take them when another step is offered. */
const LEAVES = /cancel|dismiss|abandon|back|close|logout|url\.|retry/i;

/** One step of a success path: an actor's success when one runs, else an event that goes on; false when none. */
async function successStep(page: Page): Promise<boolean> {
  const ok = page.locator('[data-testid="walk"] button[data-outcome="success"]');
  if (await ok.count()) {
    await ok.first().click();
    return true;
  }
  const events = page.locator('[data-testid="walk"] button[data-event]');
  for (let i = 0; i < (await events.count()); i++) {
    const type = (await events.nth(i).getAttribute('data-event')) ?? '';
    if (LEAVES.test(type)) continue;
    await events.nth(i).click();
    return true;
  }
  return false;
}

describe('the flow visualiser', () => {
  it('walks the booking, cashier and session machines by clicking, and a copied link replays the walk', async () => {
    const b = await openBrowser('desktop');
    const { page, context } = b;
    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${server.url}/flows`);
      await page.locator('nav a[data-flow]').first().waitFor(); // the lazy screen has rendered
      for (const id of MACHINES) assert.equal(await page.locator(`nav a[data-flow="${id}"]`).count(), 1, `${id} is listed`);

      for (const id of MACHINES) {
        await openFlow(page, id);
        await page.getByTestId('flow-coverage').waitFor();
        const start = await walkState(page);

        // A success path: three steps (actor successes, else events).
        let state = start;
        for (let i = 0; i < 3; i++) {
          const before = state;
          if (!(await successStep(page))) break;
          await page.waitForFunction((n) => document.querySelectorAll('[data-testid="walk-path"] li').length === n, i + 1);
          state = (await walkState(page)) ?? before;
        }
        assert.notEqual(state, start, `${id}: the success path moves the chart`);
        assert.equal(await page.locator('.walk-problem').count(), 0, `${id}: no problem on the success path`);
        const successSteps = await pathSteps(page);
        assert.ok(successSteps.length >= 1, `${id}: the path is listed`);
        assert.ok(await page.locator('[data-testid="flow-chart"] .chart-node.is-active').count(), `${id}: the active state is highlighted`);
        await page.screenshot({ path: join(ARTIFACTS, `${id}-success-laptop.png`) });

        // Step back once: one step fewer.
        await page.getByRole('button', { name: 'Deshacer paso' }).click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="walk-path"] li').length === n, successSteps.length - 1);

        // An error path: restart, then the first listed error of the first running actor.
        await page.getByRole('button', { name: 'Reiniciar' }).click();
        await page.getByTestId('walk-path').waitFor({ state: 'detached' });
        const failing = page.locator('[data-testid="walk"] button.walk-error').first();
        await failing.waitFor();
        const code = (await failing.getAttribute('data-outcome')) ?? '';
        const beforeError = await walkState(page);
        await failing.click();
        const errorState = await stateChange(page, beforeError);
        assert.match(
          (await pathSteps(page)).join('\n'),
          new RegExp(`✗ ${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          `${id}: the error step is listed`,
        );
        await page.screenshot({ path: join(ARTIFACTS, `${id}-error-laptop.png`) });

        // Copy the link and open it in a new page: the same state and the same path.
        await page.getByRole('button', { name: 'Copiar enlace' }).click();
        const link = (await page.getByTestId('walk-link').getAttribute('href')) ?? '';
        assert.match(link, new RegExp(`[?&]m=${id}&`));
        const replayed = await context.newPage();
        await replayed.goto(link);
        await replayed.getByTestId('walk-path').waitFor();
        await replayed.waitForFunction((text) => document.querySelector('[data-testid="walk-state"]')?.textContent === text, errorState);
        assert.deepEqual(await pathSteps(replayed), await pathSteps(page), `${id}: the link replays the same path`);
        await replayed.close();
      }

      // The phone: the chart and the walk panel fit 390x844.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/flows?m=cashier`);
      await page.locator('[data-testid="flow-chart"] [data-state]').first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: join(ARTIFACTS, 'cashier-phone.png') });
      await page.screenshot({ path: join(ARTIFACTS, 'cashier-phone-full.png'), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `no sideways scroll on the phone (${overflow}px)`);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
