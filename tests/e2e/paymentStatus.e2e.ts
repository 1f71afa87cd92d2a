import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  bookAndPay,
  bookWithWebpay,
  enrolOnSandboxPage,
  checkPage,
  findPaidSlot,
  oneClickCards,
  holdSlot,
  logIn,
  payOnSandboxPage,
  PLAYER,
  RIVAL,
  releaseSlot,
  SANDBOX_CARDS,
  sessionToken,
  startOneClickEnrolment,
  startServer,
  type RunningServer,
  browserSessions,
  tomorrowInSantiago,
} from './support';

// The webpay status pages in Debian's Chromium against the real server: a logged-in player's paid
// booking (made through the API, as the cashier is not in this test) goes to the sandbox Webpay page;
// the person types a test card and comes back to /webpay. A card that stays pending for a few
// seconds shows PENDING, then APPROVED in place (no reload), and the return form ends on the booking
// summary; a rejecting card shows the rejection, and the slot is free again. axe runs on every page.

/** Long enough to see and check the pending page before the sandbox approves. */
const PENDING_SECONDS = 6;

let server: RunningServer;

before(async () => {
  server = await startServer({ SANDBOX_PENDING_SECONDS: String(PENDING_SECONDS) });
});

after(async () => {
  await server?.stop();
});

const withBrowser = browserSessions('');

/**
 * Stops the first request to a URL (the browser stays on the page, as when a form submission is
 * blocked) and lets the later ones through: the page can be checked before it leaves, and its
 * fallback button is what sends the form. Keeps what each request was (method and form fields).
 */
async function stopFirstPost(page: Page, url: string) {
  const seen: { method: string; fields: URLSearchParams }[] = [];
  await page.route(url, async (route) => {
    const request = route.request();
    seen.push({ method: request.method(), fields: new URLSearchParams(request.postData() ?? '') });
    if (seen.length === 1) await route.abort('aborted');
    else await route.continue();
  });
  return {
    seen,
    async firstPost() {
      for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      assert.equal(seen.length, 1, `one request to ${url}`);
      assert.equal(seen[0].method, 'POST');
      return seen[0].fields;
    },
  };
}

describe('webpay status pages', () => {
  it('a card that stays pending: /webpay shows PENDING, then APPROVED without a reload, then the booking summary', async () => {
    const started = Date.now();
    await withBrowser('payment-status-pending', async ({ page, context }) => {
      await logIn(page, server.url, PLAYER);
      const token = await sessionToken(context);
      const slot = await findPaidSlot(server.url, token, tomorrowInSantiago(), ['10:00:00', '11:00:00', '12:00:00']);
      const { bookingId, redirectURL } = await bookWithWebpay(server.url, token, slot);

      await page.goto(redirectURL);
      await page.getByRole('heading', { name: /Webpay \(sandbox\)/ }).waitFor();
      await checkPage(page, 'payment-status-01-sandbox-webpay');

      // The automatic return post is stopped, so that the approved page can be looked at.
      const returnPosts = await stopFirstPost(page, '**/payments/return');

      await payOnSandboxPage(page, SANDBOX_CARDS.pendingThenApprove);
      await page.waitForURL(/\/webpay\?/);
      const back = new URL(page.url());
      assert.match(back.searchParams.get('tbk_token') ?? '', /^sbx_[0-9a-f]{32}$/);
      assert.ok(back.searchParams.get('webpay_id'), 'the provider comes back with the webpay id');
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: 'Esperando la confirmación del banco' }).waitFor();
      assert.equal(await status.getAttribute('aria-live'), 'polite');
      // A mark on this document: it survives only if the page updates in place.
      await page.evaluate(() => ((window as unknown as { statusMark: string }).statusMark = 'same document'));
      await checkPage(page, 'payment-status-02-webpay-pending');

      await status.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor({ timeout: (PENDING_SECONDS + 10) * 1000 });
      // APPROVED posted the return form by itself, with the token and the webpay id.
      const posted = await returnPosts.firstPost();
      assert.equal(posted.get('token_ws'), back.searchParams.get('tbk_token'));
      assert.equal(posted.get('webpay_id'), back.searchParams.get('webpay_id'));
      assert.equal(
        await page.evaluate(() => (window as unknown as { statusMark?: string }).statusMark),
        'same document',
        'no reload between PENDING and APPROVED',
      );
      assert.match(page.url(), /\/webpay\?/);
      await page.getByRole('button', { name: 'Ver mi reserva' }).waitFor();
      await checkPage(page, 'payment-status-03-webpay-approved');

      // The fallback button sends the same form: the server answers with the booking summary.
      await page.getByRole('button', { name: 'Ver mi reserva' }).click();
      await page.waitForURL(new RegExp(`/summary/${bookingId}$`), { timeout: 20_000 });
      await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
      assert.equal(
        await page.evaluate(() => (window as unknown as { statusMark?: string }).statusMark),
        undefined,
        'the return form loaded the summary',
      );
      await checkPage(page, 'payment-status-04-summary');
    });
    process.stdout.write(`# pending → approved → summary: ${Date.now() - started} ms\n`);
  });

  it('a rejecting card, reached through /webpay_redirect: /webpay shows the rejection and the slot is free again', async () => {
    const started = Date.now();
    await withBrowser('payment-status-rejected', async ({ page, context }) => {
      await logIn(page, server.url, PLAYER);
      const token = await sessionToken(context);
      const slot = await findPaidSlot(server.url, token, tomorrowInSantiago(), ['15:00:00', '16:00:00', '17:00:00']);
      const { providerToken } = await bookWithWebpay(server.url, token, slot);

      // /webpay_redirect posts the token to the provider page the status call names; the first,
      // automatic post is stopped to look at the page, then its button sends it.
      const providerPosts = await stopFirstPost(page, '**/sandbox/webpay');
      await page.goto(`${server.url}/webpay_redirect?token=${providerToken}`);
      await page.getByRole('heading', { name: 'Te llevamos a la página de pago' }).waitFor();
      await page.getByRole('button', { name: 'Ir a la página de pago' }).waitFor();
      assert.equal((await providerPosts.firstPost()).get('token_ws'), providerToken, 'the form was submitted by itself, with the token');
      await checkPage(page, 'payment-status-05-webpay-redirect');
      await page.getByRole('button', { name: 'Ir a la página de pago' }).click();

      await page.getByRole('heading', { name: /Webpay \(sandbox\)/ }).waitFor();
      await payOnSandboxPage(page, SANDBOX_CARDS.reject);
      await page.waitForURL(/\/webpay\?/);
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: 'Pago rechazado' }).waitFor();
      await page.getByRole('link', { name: 'Buscar otro horario' }).waitFor();
      await page.getByRole('link', { name: 'Ir a mis reservas' }).waitFor();
      await checkPage(page, 'payment-status-06-webpay-rejected');

      // The rejected payment gave the court back: holding it again works.
      const again = await holdSlot(server.url, token, slot);
      assert.equal(again.status, 200, `the slot is free again (${again.status}: ${JSON.stringify(again.body)})`);
      await releaseSlot(server.url, token, slot);

      // The same search (the booking's club, sport, date, time and duration), another slot.
      await page.getByRole('link', { name: 'Buscar otro horario' }).click();
      await page.waitForURL(/\/book\/(slots|alternative-slots|search)\?/);
      assert.equal(new URL(page.url()).searchParams.get('date'), slot.date);
    });
    process.stdout.write(`# rejected via /webpay_redirect: ${Date.now() - started} ms\n`);
  });

  it('a one-click card enrolment: the sandbox page comes back to /webpayoneclickenroll with OK; a refused card shows ERROR, whose retry enrols again', async () => {
    const started = Date.now();
    await withBrowser('payment-status-oneclick', async ({ page, context }) => {
      await logIn(page, server.url, PLAYER);
      const token = await sessionToken(context);
      const enrol = () => startOneClickEnrolment(server.url, token);

      await page.goto(await enrol());
      await page.getByRole('heading', { name: /Oneclick/ }).waitFor();
      await enrolOnSandboxPage(page, SANDBOX_CARDS.approve);
      await page.waitForURL(/\/webpayoneclickenroll\?tbk_token=/);
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: '¡Tarjeta inscrita!' }).waitFor();
      await status.getByText(/Tarjeta de crédito terminada en 6623/).waitFor();
      const links = page.getByRole('navigation', { name: 'Qué hacer ahora' });
      await links.getByRole('link', { name: 'Mis tarjetas' }).waitFor();
      await checkPage(page, 'payment-status-07-oneclick-enrolled');

      await page.goto(await enrol());
      await enrolOnSandboxPage(page, SANDBOX_CARDS.reject);
      await page.waitForURL(/\/webpayoneclickenroll\?tbk_token=/);
      await status.getByRole('heading', { name: 'No pudimos inscribir tu tarjeta' }).waitFor();
      await page.getByRole('button', { name: 'Intentar de nuevo' }).waitFor();
      await checkPage(page, 'payment-status-08-oneclick-error');

      // Retry starts a new enrolment: the browser goes to the provider's page again.
      await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
      await page.waitForURL(/\/sandbox\/oneclick\/sbx_/);
      await enrolOnSandboxPage(page, '4111111111111111');
      await page.waitForURL(/\/webpayoneclickenroll\?tbk_token=/);
      await status.getByRole('heading', { name: '¡Tarjeta inscrita!' }).waitFor();
      await status.getByText(/terminada en 1111/).waitFor();
      await links.getByRole('link', { name: 'Mis reservas' }).click();
      await page.waitForURL(/\/bookings$/);
    });
    process.stdout.write(`# one-click enrolment OK and ERROR: ${Date.now() - started} ms\n`);
  });

  it('a one-click payment with a card that stays pending: /webpayoneclick waits, then shows the approved charge', async () => {
    const started = Date.now();
    await withBrowser('payment-status-oneclick-payment', async ({ page, context }) => {
      await logIn(page, server.url, RIVAL);
      const token = await sessionToken(context);
      await page.goto(await startOneClickEnrolment(server.url, token));
      await enrolOnSandboxPage(page, SANDBOX_CARDS.pendingThenApprove);
      await page.getByTestId('payment-status').getByRole('heading', { name: '¡Tarjeta inscrita!' }).waitFor();
      const [card] = await oneClickCards(server.url, token);
      assert.ok(card?.userOneClickId, 'the enrolled card is listed');

      const slot = await findPaidSlot(server.url, token, tomorrowInSantiago(), ['13:00:00', '14:00:00', '18:00:00']);
      const { redirectURL } = await bookAndPay(server.url, token, slot, 2, {
        installments: 1,
        paymentType: 'card',
        paymentMode: 'savedCard',
        token: card.userOneClickId,
      });
      assert.match(redirectURL, /\/webpayoneclick\?id=\d+$/);
      await page.goto(redirectURL);
      const status = page.getByTestId('payment-status');
      await status.getByRole('heading', { name: 'Procesando tu pago' }).waitFor();
      await checkPage(page, 'payment-status-09-oneclick-payment-waiting');
      await status.getByRole('heading', { name: '¡Pago aprobado!' }).waitFor({ timeout: (PENDING_SECONDS + 10) * 1000 });
      await status.getByText(/Monto cobrado:/).waitFor();
      await checkPage(page, 'payment-status-10-oneclick-payment-approved');
    });
    process.stdout.write(`# one-click payment pending → approved: ${Date.now() - started} ms\n`);
  });
});
