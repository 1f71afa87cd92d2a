import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  apiCall,
  bookingsOn,
  checkPage,
  countdownText,
  enrolOnSandboxPage,
  logIn,
  logInByApi,
  payOnSandboxPage,
  PLAYER,
  RIVAL,
  SANDBOX_CARDS,
  searchPadelTomorrowAt,
  sessionToken,
  slotAt,
  startServer,
  userIdOf,
  VITACURA,
  type RunningServer,
  browserSessions,
  tomorrowInSantiago,
  fillSummary,
  openCashier,
  takeSlot,
} from './support';

// Issue 9, "a player can trust the booking flow", walked as a new player would, in Debian's Chromium
// against the real server (fresh database, sandbox provider), on a phone:
//   1. an abandoned Webpay page does not lock the player out (-1698 names it: continue or cancel);
//   3. enrolling a first Oneclick card from the cashier comes back to the booking, one tap pays;
//   5. a reload of the summary resumes the same hold, its time left and what was typed;
//   7. one payment-result screen: Anular is "cancelled" (back to the summary), a rejection offers
//      another method or another slot of the same search;
//   9. every booking route opened cold restores itself or goes to the search with a notice;
//  10. a revoked session opening a deep link goes to login with the way back, never a 404.
// (4, a hold that ran out, is holdRanOut.e2e.ts, on a server of its own.) Each test books with its own
// account or court (Club Pádel Vitacura allows 4 bookings a day per person). axe runs on the new screens; screenshots go to test-results/trust-*.png.

const TEACHER = { email: 'teacher@courtflow.test', password: 'courtflow' };
const ADMIN = { email: 'admin@courtflow.test', password: 'courtflow' };

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

const withBrowser = browserSessions('trust-');

/** Takes the slot, says no to the insurance when asked, and fills the summary (level, plate, the club's rules). */
async function holdAndFill(page: Page, slot: Locator, plate = 'ABCD12'): Promise<void> {
  await takeSlot(page, slot);
  await fillSummary(page, plate);
}

/** In the cashier: Webpay, then pay → the sandbox Webpay page. */
async function toWebpay(page: Page, sheet: Locator): Promise<void> {
  await sheet.getByRole('button', { name: /^Webpay Débito/ }).click();
  await sheet.getByRole('button', { name: /^Pagar / }).click();
  await page.waitForURL(/\/sandbox\/webpay\//, { timeout: 20_000 });
}

/** Seconds of a 'mm:ss' countdown. */
const seconds = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
};

/** The summary shows what was typed before (a reload, or back from a provider page). */
async function expectTyped(page: Page, plate: string): Promise<void> {
  await page.getByText('Cargo por servicio').waitFor();
  assert.equal(await page.getByLabel('Nivel de juego').inputValue(), 'Intermedio');
  assert.equal(await page.getByLabel(/Patente del auto/).inputValue(), plate);
  assert.equal(await page.getByLabel(/Acepto el reglamento del club/).isChecked(), true);
}

describe('a player can trust the booking flow', () => {
  it('1. an abandoned Webpay page does not lock the player out: the booking in progress is named; continue paying it, or cancel it and go on', async () => {
    await withBrowser('in-progress', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      await searchPadelTomorrowAt(page, '19:00:00');
      await holdAndFill(page, slotAt(page, '19:00', 'Cancha 1'));
      await toWebpay(page, await openCashier(page));
      // The player leaves the provider's page without paying, and starts another booking.
      await page.goto(`${server.url}/book/search`);
      await searchPadelTomorrowAt(page, '21:00:00');
      await takeSlot(page, slotAt(page, '21:00', 'Cancha 2'));
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Tienes una reserva en curso' }).waitFor({ timeout: 15_000 });
      const text = (await dialog.textContent()) ?? '';
      assert.match(text, /Club Pádel Vitacura/);
      assert.match(text, /Cancha 1/);
      assert.match(text, /19:00/);
      await checkPage(page, 'trust-01-booking-in-progress');

      // Continue: back to its payment page.
      await dialog.getByRole('button', { name: 'Seguir pagando esa reserva' }).click();
      await page.waitForURL(/\/sandbox\/webpay\//, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Pagar' }).waitFor();

      // Or cancel it: this booking goes through at once.
      await page.goto(`${server.url}/book/search`);
      await searchPadelTomorrowAt(page, '21:00:00');
      await takeSlot(page, slotAt(page, '21:00', 'Cancha 2'));
      await dialog.getByRole('button', { name: 'Anularla y seguir con esta' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText('Cargo por servicio').waitFor();
      await page.getByLabel('Nivel de juego').fill('Intermedio');
      await page.getByLabel(/Acepto el reglamento del club/).check();
      await page.getByRole('button', { name: 'Reservar y pagar después' }).click();
      await page.waitForURL(/\/summary\/\d+$/, { timeout: 20_000 });
      await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();

      const bookings = await bookingsOn(server.url, await sessionToken(b.context), tomorrowInSantiago());
      assert.deepEqual(
        bookings.filter((x) => x.local_start_time.startsWith('19:00')),
        [],
        `the abandoned booking is cancelled (${JSON.stringify(bookings)})`,
      );
      assert.equal(bookings.find((x) => x.local_start_time.startsWith('21:00'))?.status, 'BOOKED');
      // Its court (Cancha 1) is free for anyone at once.
      const rival = await logInByApi(server.url, RIVAL);
      const free = await apiCall(
        server.url,
        rival,
        'GET',
        `/api/sports/${VITACURA.padel}/clubs/${VITACURA.id}/timeslots?date=${tomorrowInSantiago()}&time=19:00:00&timespan=60`,
      );
      const court = (free.body.timeslots as { courtId: number; courtText: string; local_start_time: string }[]).find(
        (s) => s.courtText === 'Cancha 1' && s.local_start_time.startsWith('19:00'),
      );
      assert.ok(court, 'Cancha 1 at 19:00 is offered again');
      const held = await apiCall(
        server.url,
        rival,
        'POST',
        `/api/clubs/${VITACURA.id}/sports/${VITACURA.padel}/courts/${court.courtId}/block`,
        {
          userId: userIdOf(rival),
          date: tomorrowInSantiago(),
          startTime: '19:00:00',
          endTime: '20:00:00',
        },
      );
      assert.equal(held.status, 200, JSON.stringify(held.body));
    });
  });

  it('5. a reload of the summary resumes the same hold with its time left and what was typed; the insurance step is not asked again', async () => {
    await withBrowser('reload', async (b) => {
      const { page } = b;
      await logIn(page, server.url, ADMIN);
      await searchPadelTomorrowAt(page, '20:00:00');
      await holdAndFill(page, slotAt(page, '20:00', 'Cancha 3'), 'RELOAD1');
      await page.waitForTimeout(3000);
      const before = seconds(await countdownText(page));
      await page.reload();
      await expectTyped(page, 'RELOAD1');
      assert.ok(new URL(page.url()).pathname.endsWith('/summary'), 'straight to the summary, no insurance step again');
      const after = seconds(await countdownText(page));
      assert.ok(
        after <= before && after >= before - 15,
        `the countdown goes on (${before}s before the reload, ${after}s after), it does not restart at 05:00`,
      );
      await checkPage(page, 'trust-05-summary-reloaded');
      await page.reload();
      await expectTyped(page, 'RELOAD1');
      assert.ok(seconds(await countdownText(page)) <= after, 'reloading again never adds time');
    });
  });

  it('3. enrolling a first Oneclick card from the cashier comes back to the summary with what was typed, and one tap pays', async () => {
    await withBrowser('oneclick', async (b) => {
      const { page } = b;
      await logIn(page, server.url, TEACHER);
      await searchPadelTomorrowAt(page, '22:00:00');
      await holdAndFill(page, slotAt(page, '22:00', 'Cancha 1'), 'CARD01');
      const sheet = await openCashier(page);
      await sheet.getByRole('button', { name: /^Webpay Oneclick/ }).click();
      await sheet.getByRole('button', { name: 'Agregar una tarjeta' }).click();
      await page.waitForURL(/\/sandbox\/oneclick\//, { timeout: 20_000 });
      await enrolOnSandboxPage(page, SANDBOX_CARDS.approve);
      // Back at the booking's summary, the cashier open on the new card.
      await page.waitForURL('**/book/summary?**', { timeout: 20_000 });
      await expectTyped(page, 'CARD01');
      const cashier = page.getByRole('dialog');
      await cashier.getByText(/6623/).waitFor({ timeout: 15_000 });
      await checkPage(page, 'trust-03-back-from-enrolment');
      await cashier.getByRole('button', { name: /^Pagar / }).click();
      await page.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
      const bookings = await bookingsOn(server.url, await sessionToken(b.context), tomorrowInSantiago());
      assert.equal(bookings.find((x) => x.local_start_time.startsWith('22:00'))?.status, 'PAYED', JSON.stringify(bookings));
    });
  });

  it('7. one payment-result screen: Anular on the provider page is "cancelled" and goes back to the summary; a rejection offers another method or the same search', async () => {
    await withBrowser('result', async (b) => {
      const { page } = b;
      await logIn(page, server.url, RIVAL);
      await searchPadelTomorrowAt(page, '18:00:00');
      await holdAndFill(page, slotAt(page, '18:00', 'Cancha 2'), 'ANULA1');
      await toWebpay(page, await openCashier(page));
      await page.getByRole('button', { name: 'Anular' }).click();
      await page.waitForURL(/\/webpay\?/, { timeout: 20_000 });
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: 'Pago anulado' }).waitFor({ timeout: 20_000 });
      assert.equal(await page.getByText(/rechaz/i).count(), 0, 'a cancellation is never reported as a rejection');
      await checkPage(page, 'trust-07-payment-cancelled');
      await page.getByRole('link', { name: 'Volver al resumen' }).click();
      await page.waitForURL('**/book/summary?**');
      await expectTyped(page, 'ANULA1');
      assert.ok(seconds(await countdownText(page)) > 0, 'the hold was given back for the time it had left');

      // Paying again, and the bank says no: the same screen, with another method or another slot.
      await toWebpay(page, await openCashier(page));
      await payOnSandboxPage(page, SANDBOX_CARDS.reject);
      await page.waitForURL(/\/webpay\?/, { timeout: 20_000 });
      await status.getByRole('heading', { name: 'Pago rechazado' }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Probar con otro medio de pago' }).waitFor();
      await checkPage(page, 'trust-07-payment-rejected');
      await page.getByRole('link', { name: 'Buscar otro horario' }).click();
      await page.waitForURL('**/book/slots?**');
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('date'), tomorrowInSantiago());
      assert.equal(url.searchParams.get('time'), '18:00:00');
      assert.equal(url.searchParams.get('timespan'), '60');
      await page.getByRole('heading', { name: 'Horarios disponibles' }).waitFor();
    });
  });

  it('9. every booking route opened cold: restored from its address, or the search with a notice; never an endless spinner', async () => {
    await withBrowser('cold-routes', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      const day = tomorrowInSantiago();
      const q = `sportId=${VITACURA.padel}&clubId=${VITACURA.id}&date=${day}&time=19:00:00&timespan=60`;
      const restored: Array<[string, RegExp]> = [
        [`/book/search?clubId=${VITACURA.id}&sportId=${VITACURA.padel}`, /\/book\/search\?/],
        [`/book/clubs`, /\/book\/clubs$/],
        [`/book/clubs/${VITACURA.id}/sports`, /\/book\/clubs\/1\/sports$/],
        [`/book/slots?${q}`, /\/book\/(slots|alternative-slots)\?/],
        [`/book/alternative-slots?${q}`, /\/book\/(slots|alternative-slots)\?/],
        [`/book/alternative-clubs?${q}`, /\/book\/(slots|alternative-slots|alternative-clubs)\?/],
        [`/book/alternative-club-slots?${q}`, /\/book\/(slots|alternative-slots|alternative-club-slots)\?/],
        [`/book/schedule?sportId=${VITACURA.padel}&clubId=${VITACURA.id}&date=${day}`, /\/book\/(schedule|search)\?/],
        [`/book/summary?${q}&courtId=3`, /\/book\/(insurance|summary)\?/],
        [`/book/insurance?${q}&courtId=3`, /\/book\/(insurance|summary)\?/],
      ];
      for (const [path, expected] of restored) {
        await page.goto(`${server.url}${path}`);
        await page.waitForURL(expected, { timeout: 15_000 });
        // A screen of its own: more than the app bar's title.
        await page.getByRole('heading').nth(1).waitFor({ timeout: 20_000 });
      }
      for (const path of [
        '/book/schedule',
        '/book/alternative-clubs',
        '/book/slots',
        '/book/alternative-slots',
        '/book/alternative-club-slots',
        '/book/summary',
        '/book/insurance',
        `/book/slots?sportId=${VITACURA.padel}`,
      ]) {
        await page.goto(`${server.url}${path}`);
        await page.waitForURL(/\/book\/search/, { timeout: 15_000 });
        await page.getByText('Ese enlace de reserva está incompleto. Empieza una búsqueda nueva.').waitFor({ timeout: 10_000 });
        await page.waitForFunction(() => !document.querySelector('[data-testid="loader"]'), undefined, { timeout: 15_000 });
      }
      await checkPage(page, 'trust-09-unreadable-link');
      // A link whose search cannot be followed all the way (no date): the search, with a notice.
      await page.goto(`${server.url}/book/slots?sportId=${VITACURA.padel}&clubId=${VITACURA.id}`);
      await page.waitForURL(/\/book\/search\?/, { timeout: 15_000 });
      await page
        .getByText('No pudimos abrir ese enlace tal como venía: revisa la búsqueda y vuelve a buscar.')
        .waitFor({ timeout: 10_000 });
    });
  });

  it('10. a revoked session opening a deep link goes to login with the way back (never 404), and comes back after logging in', async () => {
    await withBrowser('revoked-session', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      const token = await sessionToken(b.context);
      const revoked = await apiCall(server.url, token, 'POST', `/api/users/${userIdOf(token)}/logout`, {});
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      await page.goto(`${server.url}/profile/creditcards`);
      await page.waitForURL(/\/login\?/, { timeout: 15_000 });
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('returnTo'), '/profile/creditcards');
      await page.getByText('Tu sesión expiró. Inicia sesión de nuevo para continuar.').waitFor();
      assert.equal(await page.getByText('Página no encontrada').count(), 0);
      await checkPage(page, 'trust-10-session-expired');
      await page.getByLabel('Correo electrónico').fill(PLAYER.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(PLAYER.password);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.waitForURL('**/profile/creditcards', { timeout: 15_000 });
    });
  });
});
