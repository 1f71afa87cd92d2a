import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  bookingsOn,
  checkPage,
  logIn,
  openBrowser,
  payOnSandboxPage,
  PLAYER,
  RESULTS_DIR,
  RIVAL,
  SANDBOX_CARDS,
  searchPadelTomorrow,
  searchPadelTomorrowAt,
  sessionToken,
  slotAt,
  slotAt19,
  startServer,
  type BrowserSession,
  type RunningServer,
  browserSessions,
  tomorrowInSantiago,
  fillSummary,
  openCashier,
  takeSlot,
  unexpectedErrors,
} from './support';

// The payments as a new user meets them, in Debian's Chromium against the real server (fresh
// database, sandbox provider): log in as the demo player, search padel tomorrow at 19:00 at Club
// Pádel Vitacura, take a paid court, no insurance, complete the summary and press Pagar. The cashier
// then takes the person to Webpay's (sandbox) page and back, with an approving, a rejecting and a
// pending card (a rejection on Webpay shows /webpay's 'Pago rechazado', the one payment-result screen: that page posts no return
// form); and the card provider's method saves a card in the cashier, pays with it, the card is
// deleted on /profile/creditcards, and a saved card the issuer rejects ends on /book/error ('No
// pudimos procesar el pago'). Each test uses its own court: Cancha 1–3 (the paid ones) at 19:00,
// and the card test searches 21:00. axe runs on every page and modal step; screenshots go to
// test-results/payments-*.png.

/** The sandbox's card the issuer rejects (server/payments/sandbox/testCards.ts): it saves, its charges fail. */
const REJECTING_CARD = '4000000000000002';

/** Long enough to see and check the pending page before the sandbox approves. */
const PENDING_SECONDS = 6;

let server: RunningServer;

before(async () => {
  server = await startServer({ SANDBOX_PENDING_SECONDS: String(PENDING_SECONDS) });
});

after(async () => {
  await server?.stop();
});

const withBrowser = browserSessions('payments-');

/**
 * From the slots page: takes the slot, says no to the insurance when the step is shown, completes
 * the summary (the club's level field and its terms) and presses Pagar; answers the cashier modal
 * with its forms of payment.
 */
async function payFromSlot(page: Page, slot: Locator, shots?: { summary?: string; cashier?: string }): Promise<Locator> {
  await takeSlot(page, slot);
  await fillSummary(page);
  assert.equal(await page.getByLabel('Nivel de juego').inputValue(), 'Intermedio');
  if (shots?.summary) await checkPage(page, shots.summary);
  return openCashierChecked(page, shots?.cashier);
}

/**
 * checkPage for a step of the cashier modal, plus a screenshot of the viewport alone: the full-page
 * one draws the fixed app bar and the sheet where the scrolled viewport was, mid-page.
 */
async function checkSheet(page: Page, name: string): Promise<void> {
  await checkPage(page, name);
  await page.screenshot({ path: `${RESULTS_DIR}/${name}-viewport.png` });
}

/** Presses the summary's Pagar: the cashier modal with the club's forms of payment (checked when named). */
async function openCashierChecked(page: Page, shot?: string): Promise<Locator> {
  const sheet = await openCashier(page);
  if (shot) await checkSheet(page, shot);
  return sheet;
}

/** In the cashier: Webpay, then its pay button → the sandbox Webpay page. */
async function payWithWebpay(page: Page, sheet: Locator, shot?: string): Promise<void> {
  await sheet.getByRole('button', { name: /^Webpay Débito/ }).click();
  await sheet.getByText('Te llevaremos a la página de Webpay para completar el pago de forma segura.').waitFor();
  if (shot) await checkSheet(page, shot);
  await sheet.getByRole('button', { name: /^Pagar / }).click();
  await page.waitForURL(/\/sandbox\/webpay\//, { timeout: 20_000 });
  await page.getByRole('heading', { name: /Webpay \(sandbox\)/ }).waitFor();
}

/**
 * On /summary/{id}: the confirmation; the booking is the caller's on the server, at the hour, paid.
 * Paid in the app (a saved card), the confirmation also shows the court and 'Pagado'; back from the
 * provider's page (a full page load, without the app's state) it shows only the booking number.
 */
async function expectPaidBooking(b: BrowserSession, court: string, hour: string, inApp = false): Promise<number> {
  const { page } = b;
  await page.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });
  await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByText(`Reserva N° ${id}`).waitFor();
  if (inApp) {
    await page.getByText('Pagado').waitFor();
    assert.ok(await page.getByText(court).first().isVisible(), 'the confirmation names the court');
  }
  const bookings = await bookingsOn(server.url, await sessionToken(b.context), tomorrowInSantiago());
  const booking = bookings.find((x) => x.id === id);
  assert.ok(booking, `booking ${id} exists (${JSON.stringify(bookings)})`);
  assert.equal(booking.local_start_time.slice(0, 5), hour);
  assert.equal(booking.status, 'PAYED', `booking ${id} is paid (${JSON.stringify(booking)})`);
  return id;
}

/**
 * Stops the first request to a URL (the browser stays on the page, as when a form submission is
 * blocked) and lets the later ones through, keeping each request's form fields.
 */
async function stopFirstPost(page: Page, url: string) {
  const seen: URLSearchParams[] = [];
  await page.route(url, async (route) => {
    seen.push(new URLSearchParams(route.request().postData() ?? ''));
    if (seen.length === 1) await route.abort('aborted');
    else await route.continue();
  });
  return seen;
}

describe('payments through the cashier', () => {
  it('Webpay with an approving card: sandbox page → /webpay → the booking summary, paid', async () => {
    await withBrowser('approve', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      await searchPadelTomorrow(page);
      const sheet = await payFromSlot(page, slotAt19(page, 'Cancha 1'), {
        summary: 'payments-01-summary',
        cashier: 'payments-02-cashier-fops',
      });
      // Vitacura (Chile) offers the card provider, one-click and Webpay, card first.
      const methods = await sheet.locator('.pay-option__title').allTextContents();
      assert.deepEqual(methods, ['Tarjeta de crédito o débito', 'Webpay Oneclick', 'Webpay']);
      await payWithWebpay(page, sheet, 'payments-03-cashier-webpay');
      await checkPage(page, 'payments-04-sandbox-webpay');
      await payOnSandboxPage(page, SANDBOX_CARDS.approve);
      await expectPaidBooking(b, 'Cancha 1', '19:00');
      await checkPage(page, 'payments-05-confirmed');
    });
  });

  it('Webpay with a rejecting card: the rejection is shown and the court is free again', async () => {
    await withBrowser('reject', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      await searchPadelTomorrow(page);
      const sheet = await payFromSlot(page, slotAt19(page, 'Cancha 2'));
      await payWithWebpay(page, sheet);
      await payOnSandboxPage(page, SANDBOX_CARDS.reject);
      await page.waitForURL(/\/webpay\?/);
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: 'Pago rechazado' }).waitFor();
      await status.getByText(/Tu reserva no quedó confirmada y no se hizo ningún cargo/).waitFor();
      await page.getByRole('link', { name: 'Probar con otro medio de pago' }).waitFor();
      await checkPage(page, 'payments-06-webpay-rejected');
      const bookings = await bookingsOn(server.url, await sessionToken(b.context), tomorrowInSantiago());
      assert.equal(
        bookings.filter((x) => x.status !== 'CANCELLED' && x.local_start_time.startsWith('19:00')).length,
        1,
        `only the approved 19:00 booking is live (${JSON.stringify(bookings)})`,
      );

      // The court was given back: another player's search offers it (the player's own claims never
      // hide a slot from the player), and holding it works; the approved Cancha 1 stays taken.
      const rival = await openBrowser('mobile');
      try {
        await rival.page.emulateMedia({ reducedMotion: 'reduce' });
        await logIn(rival.page, server.url, RIVAL);
        await searchPadelTomorrow(rival.page);
        await slotAt19(rival.page, 'Cancha 2').waitFor();
        assert.equal(await slotAt19(rival.page, 'Cancha 1').count(), 0, 'the paid Cancha 1 is not offered to others');
        await slotAt19(rival.page, 'Cancha 2').click();
        await rival.page.waitForURL(/\/book\/(insurance|summary)\?/);
        await rival.page.getByTestId('hold-countdown').waitFor();
        assert.deepEqual(unexpectedErrors(rival), [], 'no page errors for the rival');
      } finally {
        await rival.close();
      }
      // The same search, another slot.
      await page.getByRole('link', { name: 'Buscar otro horario' }).click();
      await page.waitForURL('**/book/slots?**');
      assert.equal(new URL(page.url()).searchParams.get('time'), '19:00:00');
    });
  });

  it('Webpay with a card that stays pending: /webpay shows PENDING, then APPROVED in place, then the summary', async () => {
    await withBrowser('pending', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      await searchPadelTomorrow(page);
      const sheet = await payFromSlot(page, slotAt19(page, 'Cancha 3'));
      await payWithWebpay(page, sheet);
      // The automatic return post is stopped once, so that the approved page can be looked at.
      const returnPosts = await stopFirstPost(page, '**/payments/return');
      await payOnSandboxPage(page, SANDBOX_CARDS.pendingThenApprove);
      await page.waitForURL(/\/webpay\?/);
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: 'Esperando la confirmación del banco' }).waitFor();
      // A mark on this document: it survives only if the page updates in place.
      await page.evaluate(() => ((window as unknown as { payMark: string }).payMark = 'same document'));
      await checkPage(page, 'payments-07-webpay-pending');

      await status.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor({ timeout: (PENDING_SECONDS + 10) * 1000 });
      assert.equal(
        await page.evaluate(() => (window as unknown as { payMark?: string }).payMark),
        'same document',
        'no reload between PENDING and APPROVED',
      );
      await page.getByRole('button', { name: 'Ver mi reserva' }).waitFor();
      for (let i = 0; i < 50 && returnPosts.length === 0; i++) await page.waitForTimeout(100);
      assert.equal(returnPosts.length, 1, 'APPROVED posted the return form by itself');
      assert.equal(returnPosts[0].get('token_ws'), new URL(page.url()).searchParams.get('tbk_token'));
      await checkPage(page, 'payments-08-webpay-approved');

      await page.getByRole('button', { name: 'Ver mi reserva' }).click();
      await expectPaidBooking(b, 'Cancha 3', '19:00');
    });
  });

  it('a new card in the cashier (3-D Secure), paid with once saved; listed and deleted on /profile/creditcards', async () => {
    await withBrowser('cards', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      await searchPadelTomorrowAt(page, '21:00:00');
      let sheet = await payFromSlot(page, slotAt(page, '21:00', 'Cancha 1'));
      await sheet.getByRole('button', { name: /^Tarjeta de crédito o débito/ }).click();
      await sheet.getByRole('heading', { name: 'Aún no tienes tarjetas guardadas' }).waitFor();
      await checkSheet(page, 'payments-09-cashier-no-cards');
      await sheet.getByRole('button', { name: 'Agregar una tarjeta' }).click();
      await sheet.getByLabel('Número de tarjeta').fill('4000 0000 0000 3220');
      await sheet.getByLabel('Vencimiento').fill('12 / 30');
      await sheet.getByLabel('CVV').fill('123');
      await sheet.getByLabel('Nombre del titular').fill('Ana Pérez');
      await checkSheet(page, 'payments-10-card-form');
      await sheet.getByRole('button', { name: 'Guardar tarjeta' }).click();
      await sheet.getByRole('heading', { name: 'Pagarás con' }).waitFor({ timeout: 20_000 });
      await sheet.getByText('Visa •••• 3220').waitFor();
      await checkSheet(page, 'payments-11-cashier-card-saved');

      // Closed and opened again: the saved card is offered and chosen; it pays at once.
      await sheet.getByRole('button', { name: 'Cerrar' }).click();
      await sheet.waitFor({ state: 'detached' });
      sheet = await openCashier(page);
      await sheet.getByRole('button', { name: /^Tarjeta de crédito o débito 1 tarjeta guardada/ }).click();
      await sheet.getByText('Visa •••• 3220').waitFor();
      await sheet.getByRole('button', { name: /^Pagar / }).click();
      await expectPaidBooking(b, 'Cancha 1', '21:00', true);

      // /profile/creditcards: the card is there; deleting it asks first.
      await page.goto(`${server.url}/profile/creditcards`);
      await page.getByRole('heading', { name: 'Tarjetas de crédito y débito' }).waitFor();
      await page.getByText('Visa •••• 3220').waitFor();
      await checkPage(page, 'payments-12-creditcards');
      await page.getByRole('button', { name: 'Eliminar Visa •••• 3220' }).click();
      const confirm = page.getByRole('group', { name: '¿Eliminar Visa •••• 3220?' });
      await confirm.waitFor();
      await checkPage(page, 'payments-13-creditcards-confirm');
      await confirm.getByRole('button', { name: 'Eliminar tarjeta' }).click();
      await page.getByRole('heading', { name: 'Aún no tienes tarjetas guardadas' }).waitFor();
      assert.equal(await page.getByText('Visa •••• 3220').count(), 0, 'the card is gone');
      await checkPage(page, 'payments-14-creditcards-empty');

      // Another court's cashier: no saved card any more. A card the issuer rejects is saved, but its
      // charge is refused: the error page, and no booking.
      await page.goto(`${server.url}/book/search`);
      await searchPadelTomorrowAt(page, '21:00:00');
      sheet = await payFromSlot(page, slotAt(page, '21:00', 'Cancha 2'));
      await sheet.getByRole('button', { name: /^Tarjeta de crédito o débito Agrega tu tarjeta/ }).click();
      await sheet.getByRole('heading', { name: 'Aún no tienes tarjetas guardadas' }).waitFor();
      assert.equal(await sheet.getByText(/•••• 3220/).count(), 0, 'no saved card in the cashier');
      await sheet.getByRole('button', { name: 'Agregar una tarjeta' }).click();
      await sheet.getByLabel('Número de tarjeta').fill(REJECTING_CARD);
      await sheet.getByLabel('Vencimiento').fill('12 / 30');
      await sheet.getByLabel('CVV').fill('123');
      await sheet.getByLabel('Nombre del titular').fill('Ana Pérez');
      await sheet.getByRole('button', { name: 'Guardar tarjeta' }).click();
      await sheet.getByText('Visa •••• 0002').waitFor({ timeout: 20_000 });
      await sheet.getByRole('button', { name: /^Pagar / }).click();
      // The one payment-result screen (the spec's /book/error, status 400): another method or another slot.
      await page.waitForURL(/\/book\/error\?/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Pago rechazado' }).waitFor();
      await page.getByText(/Tu reserva no quedó confirmada y no se hizo ningún cargo/).waitFor();
      await page.getByRole('link', { name: 'Probar con otro medio de pago' }).waitFor();
      await checkPage(page, 'payments-15-error-page');
      const bookings = await bookingsOn(server.url, await sessionToken(b.context), tomorrowInSantiago());
      assert.deepEqual(
        bookings.filter((x) => x.status !== 'CANCELLED' && x.local_start_time.startsWith('21:00')).map((x) => x.court_id).length,
        1,
        `only the 21:00 booking paid with the saved card is live (${JSON.stringify(bookings)})`,
      );
    });
  });
});
