import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkPage, logIn, openBrowser, PLAYER, RESULTS_DIR, startServer, VITACURA, type RunningServer } from './support';

// Issue 9 item 2, as a new player walks it: book Cancha 2 at 19:00–20:30, search the same club, day
// and time again; every slot on Cancha 2 that overlaps the booking (18:30, 19:00 and 19:30, not only
// the one starting at 19:00) shows as the player's booking, a link to it, and none is priced or
// offered as free. Its own server, so no other file's bookings are in the way.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** On /book/search: Vitacura → Pádel → tomorrow, at a time ('HH:mm:ss') and a duration → the slots. */
async function searchVitacura(page: Page, time: string, timespan: number): Promise<void> {
  await page.getByRole('button', { name: new RegExp(VITACURA.name) }).click();
  await page.getByRole('heading', { name: 'Elige un deporte' }).waitFor();
  await page.getByRole('button', { name: 'Pádel' }).click();
  await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();
  await page.getByRole('radio', { name: /^Mañana/ }).click();
  await page.getByLabel('Hora').selectOption(time);
  await page.getByRole('radio', { name: `${timespan} min` }).click();
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
  await page.waitForURL('**/book/slots?**');
  await page.getByRole('heading', { name: 'Horarios disponibles' }).waitFor();
}

const court2 = (page: Page) => page.getByRole('region', { name: 'Cancha 2', exact: true });

describe('the player’s own booking in the slots', () => {
  it('book Cancha 2 at 19:00–20:30, search again: the overlapping slots are the player’s booking, none priced or bookable', async () => {
    const b = await openBrowser('mobile');
    await b.page.emulateMedia({ reducedMotion: 'reduce' });
    const { page } = b;
    try {
      await logIn(page, server.url, PLAYER);
      await searchVitacura(page, '19:00:00', 90);
      await court2(page)
        .getByRole('button', { name: /^19:00 ?, hasta 20:30 ?, .*36.000 ?, Cancha 2$/ })
        .click();
      await page.waitForURL('**/book/insurance?**');
      await page.getByRole('button', { name: 'No, gracias' }).click();
      await page.waitForURL('**/book/summary?**');
      await page.getByLabel(/Nivel de juego/).fill('Intermedio');
      await checkPage(page, 'own-booking-mobile-00-summary');
      await page.getByLabel(/Acepto el reglamento del club/).check();
      // The club's rules link has a real target (issue 9 item 12).
      const rules = await page.getByRole('link', { name: /leer/ }).getAttribute('href');
      assert.ok(rules, 'the rules link has a target');
      const rulesPage = await fetch(new URL(rules, server.url));
      assert.equal(rulesPage.status, 200, `the rules page answers (${rules})`);
      assert.match(await rulesPage.text(), /Reglamento del club/);
      await page.getByRole('button', { name: 'Reservar y pagar después' }).click();
      await page.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });
      const bookingId = new URL(page.url()).pathname.split('/').pop();

      // Browser back from the booking's summary: the slot is the player's own booking, not "someone
      // was faster" — a reminder, and the slots with it as theirs.
      await page.goBack();
      await page.getByText('Ya reservaste este horario: está en tus reservas.').waitFor();
      await page.waitForURL('**/book/slots?**');
      assert.equal(await page.getByRole('dialog').count(), 0, 'no conflict dialog');
      await court2(page)
        .getByRole('link', { name: /^19:00 ?, hasta 20:30 ?, Tu reserva/ })
        .waitFor();

      // The same club, day, time and duration again.
      await page.goto(`${server.url}/book/search`);
      await searchVitacura(page, '19:00:00', 90);
      await court2(page).waitFor();
      const links = court2(page).getByRole('link');
      assert.deepEqual(
        (await links.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim()),
        [
          '18:30, hasta 20:00, Tu reserva, Cancha 2',
          '19:00, hasta 20:30, Tu reserva, Cancha 2',
          '19:30, hasta 21:00, Tu reserva, Cancha 2',
        ],
      );
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        assert.equal(href, `/summary/${bookingId}`);
      assert.equal(await court2(page).getByRole('button').count(), 0, 'no slot on Cancha 2 is offered');
      assert.doesNotMatch((await court2(page).textContent()) ?? '', /\$/, 'no price on Cancha 2');
      assert.ok(
        (await page.getByRole('region', { name: 'Cancha 1', exact: true }).getByRole('button').count()) > 0,
        'other courts are still offered',
      );
      await checkPage(page, 'own-booking-mobile-01-slots');

      // The whole day: every slot that overlaps 19:00–20:30 is the player's, none of them bookable.
      await page.getByRole('button', { name: 'Ver todos los horarios del día' }).click();
      await court2(page)
        .getByRole('link', { name: /^18:00/ })
        .waitFor();
      const day = (await court2(page).getByRole('link').allTextContents()).map((t) => t.slice(0, 5));
      assert.deepEqual(day, ['18:00', '18:30', '19:00', '19:30', '20:00']);
      assert.equal(
        await court2(page)
          .getByRole('button', { name: /^(18:00|18:30|19:00|19:30|20:00) ?,/ })
          .count(),
        0,
      );
      await checkPage(page, 'own-booking-mobile-02-all-slots');

      // The club's rules link on the summary has a real target (issue 9 item 12).
      // The schedule of that day: the booking's cells are the player's; axe finds no contrast problem
      // (the 'Pasado' cells and legend were too faint).
      await page.goto(`${server.url}/book/search`);
      await page.getByRole('button', { name: new RegExp(VITACURA.name) }).click();
      await page.getByRole('heading', { name: 'Elige un deporte' }).waitFor();
      await page.getByRole('button', { name: 'Pádel', exact: true }).click();
      await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();
      await page.getByRole('radio', { name: /^Mañana/ }).click();
      await page.getByRole('button', { name: 'Ver la agenda del día' }).click();
      await page.waitForURL('**/book/schedule?**');
      const scheduleCourt = page.getByRole('region', { name: 'Cancha 2', exact: true });
      await scheduleCourt.waitFor();
      const mineCells = await scheduleCourt.locator('.schedule-cell--mine').allTextContents();
      assert.deepEqual(
        mineCells.map((t) => t.slice(0, 5)),
        ['19:00', '19:30', '20:00'],
      );
      await checkPage(page, 'own-booking-mobile-03-schedule');
      await page.goBack();
      await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();
      await page.getByRole('radio', { name: /^Hoy/ }).click();
      await page.getByRole('button', { name: 'Ver la agenda del día' }).click();
      await page.waitForURL('**/book/schedule?**');
      await page.getByRole('region', { name: 'Cancha 2', exact: true }).waitFor();
      await checkPage(page, 'own-booking-mobile-04-schedule-today');

      // Opening one goes to the booking.
      await page.goto(`${server.url}/book/search`);
      await searchVitacura(page, '19:00:00', 90);
      await court2(page)
        .getByRole('link', { name: /^19:30/ })
        .click();
      await page.waitForURL(new RegExp(`/summary/${bookingId}$`));
      await page.getByText(`Reserva N° ${bookingId}`).waitFor();
      assert.deepEqual(
        b.errors.filter((e) => !/status of 4\d\d/.test(e)),
        [],
        'no page errors',
      );
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-own-booking.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });

  it('two tabs fill the summary of the same slot: the first books it; the second is told it is already theirs', async () => {
    const b = await openBrowser('mobile');
    await b.page.emulateMedia({ reducedMotion: 'reduce' });
    const first = b.page;
    const second = await first.context().newPage();
    try {
      await logIn(first, server.url, PLAYER);
      for (const page of [first, second]) {
        if (page === second) await page.goto(`${server.url}/book/search`);
        await searchVitacura(page, '21:00:00', 60);
        await page
          .getByRole('region', { name: 'Cancha 3', exact: true })
          .getByRole('button', { name: /^21:00/ })
          .click();
        await page.waitForURL(/\/book\/(insurance|summary)\?/);
        if (page.url().includes('/insurance')) await page.getByRole('button', { name: 'No, gracias' }).click();
        await page.waitForURL('**/book/summary?**');
        await page.getByLabel(/Nivel de juego/).fill('Intermedio');
        await page.getByLabel(/Acepto el reglamento del club/).check();
      }
      await first.bringToFront();
      await first.getByRole('button', { name: 'Reservar y pagar después' }).click();
      await first.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });
      await second.bringToFront();
      await second.getByRole('button', { name: 'Reservar y pagar después' }).click();
      await second.getByText('Ya reservaste este horario: está en tus reservas.').waitFor();
      await second.waitForURL('**/book/slots?**');
      assert.equal(await second.getByRole('dialog').count(), 0, 'no "not available" dialog');
      await second
        .getByRole('region', { name: 'Cancha 3', exact: true })
        .getByRole('link', { name: /^21:00 ?, hasta 22:00 ?, Tu reserva/ })
        .waitFor();
      await checkPage(second, 'own-booking-mobile-05-second-tab');
    } catch (error) {
      await second.screenshot({ path: `${RESULTS_DIR}/failed-own-booking-two-tabs.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });
});
