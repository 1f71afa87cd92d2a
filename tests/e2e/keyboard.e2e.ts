import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkPage, logIn, openBrowser, PLAYER, RESULTS_DIR, startServer, VITACURA, type RunningServer } from './support';

// Issue 13: a court booked with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys and
// typing), in Debian's Chromium against the real server: search → slot → insurance → summary →
// booked. Every element that takes the focus on the way shows it (an outline or a ring).

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** How the focused element shows its focus: its outline or box-shadow, or those of the box drawn around it. */
async function focusRing(page: Page): Promise<{ what: string; shown: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { what: 'body', shown: false };
    const ring = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // A field draws its ring on its box (:focus-within), a visually hidden checkbox on its label: the
    // two nearest ancestors count too.
    const parent = active.parentElement;
    const drawn = [parent, parent?.parentElement].filter((el): el is HTMLElement => !!el && el !== document.body);
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return { what: `${active.tagName.toLowerCase()} "${name}"`, shown: ring(active) || drawn.some(ring) };
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking at every stop that the focus
 * is visible; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const ring = await focusRing(page);
    if (ring.what !== 'body') assert.ok(ring.shown, `the focus on ${ring.what} is visible`);
  }
  assert.fail(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** The focused element shows its focus. */
async function focusShown(page: Page): Promise<void> {
  const ring = await focusRing(page);
  assert.ok(ring.shown, `the focus on ${ring.what} is visible`);
}

describe('keyboard only', () => {
  it('books a court with the keyboard alone, the focus always visible', async () => {
    const browser = await openBrowser('mobile');
    const { page } = browser;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // tsx names the functions it compiles with an __name helper that functions sent to the page call.
    await browser.context.addInitScript('window.__name = (fn) => fn');
    try {
      // The session comes first (a form of its own); from the search on, only keys.
      await logIn(page, server.url, PLAYER);
      await page.getByRole('heading', { name: 'Elige un club' }).waitFor();

      const club = page.getByRole('button', { name: new RegExp(VITACURA.name) });
      await tabTo(page, club);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Elige un deporte' }).waitFor();

      await tabTo(page, page.getByRole('button', { name: 'Pádel' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();

      // The day: a radio group; Tab enters it at the chosen day, the arrow moves to tomorrow.
      const today = page.getByRole('radio', { name: /^Hoy/ });
      await tabTo(page, today);
      await page.keyboard.press('ArrowRight');
      const tomorrow = page.getByRole('radio', { name: /^Mañana/ });
      assert.equal(await tomorrow.getAttribute('aria-checked'), 'true', 'the arrow chose tomorrow');
      assert.ok(await isFocused(tomorrow), 'the focus moved with the choice');
      await focusShown(page);

      // The hour: a native select, chosen by typing its start.
      const hour = page.getByLabel('Hora');
      await tabTo(page, hour);
      await page.keyboard.type('19:00');
      assert.equal(await hour.inputValue(), '19:00:00');

      const sixty = page.getByRole('radio', { name: '60 min' });
      const duration = page.getByRole('radiogroup').filter({ has: sixty });
      await tabTo(page, duration.getByRole('radio', { checked: true }));
      for (let presses = 0; presses < 6 && (await sixty.getAttribute('aria-checked')) !== 'true'; presses++) {
        await page.keyboard.press((await sixty.evaluate((el) => !!el.previousElementSibling)) ? 'ArrowRight' : 'ArrowLeft');
      }
      assert.equal(await sixty.getAttribute('aria-checked'), 'true', 'the arrows chose 60 minutes');
      await focusShown(page);

      await tabTo(page, page.getByRole('button', { name: 'Buscar horarios' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/book/slots?**');

      // The slot: Cancha 4 at 19:00 (free), reached with Tab among the courts' hours.
      const slot = page.getByRole('button', { name: /^19:00 ?, hasta 20:00 ?, .*, Cancha 4$/ });
      await tabTo(page, slot, { max: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/book/insurance?**');

      await tabTo(page, page.getByRole('button', { name: 'No, gracias' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/book/summary?**');
      await page.getByTestId('summary-total').filter({ hasText: 'Gratis' }).waitFor();

      // The summary's form: the level typed, the terms ticked with Space.
      const level = page.getByLabel('Nivel de juego');
      await tabTo(page, level, { max: 80 });
      await page.keyboard.type('Intermedio');
      const terms = page.getByLabel(/Acepto el reglamento del club/);
      await tabTo(page, terms);
      await page.keyboard.press('Space');
      assert.ok(await terms.isChecked(), 'Space ticked the terms');
      // Back to the level with Shift+Tab (to check it was typed), then on to the button.
      await tabTo(page, level, { back: true });
      assert.equal(await level.inputValue(), 'Intermedio');

      await tabTo(page, page.getByRole('button', { name: 'Confirmar reserva' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
      await checkPage(page, 'keyboard-booked');
      assert.deepEqual(
        browser.errors.filter((e) => !/status of 4\d\d/.test(e)),
        [],
        'no page errors',
      );
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-keyboard.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await browser.close();
    }
  });
});
