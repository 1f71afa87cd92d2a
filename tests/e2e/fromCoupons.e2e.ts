import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  checkPage,
  logIn,
  openBrowser,
  PLAYER,
  RESULTS_DIR,
  searchTomorrowAt,
  slotAt,
  startServer,
  subClubId,
  takeSlot,
  unexpectedErrors,
  VITACURA,
  type RunningServer,
} from './support';

// Issue 16's links to a club's sports, as the demo player meets them. `fromCoupons`: their coupons list
// offers booking with one at the club; the club's sports open from there, and the summary starts with
// that club's coupon applied to them (they can take it off), kept over a reload. `payment`: the summary
// opens the payment by itself once it is ready.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

describe('booking from the coupons list', () => {
  it('the summary starts with the club’s coupon applied, kept over a reload, and taken off on request', async () => {
    const b = await openBrowser('mobile');
    const { page } = b;
    try {
      await logIn(page, server.url, PLAYER);
      await page.goto(`${server.url}/profile/coupons`);
      const book = page.getByRole('link', { name: `Reservar con un cupón en ${VITACURA.name}` });
      await book.waitFor({ timeout: 30_000 });
      await checkPage(page, 'from-coupons-01-list');
      await book.click();
      await page.waitForURL('**/book/clubs/1/sports?fromCoupons=1**');
      await searchTomorrowAt(page, '11:00:00');
      await takeSlot(page, slotAt(page, '11:00', 'Cancha 4'));

      // Applied before the player touches anything: one of three spent, 'Quitar' offered.
      const coupons = page.getByRole('region', { name: 'Tus cupones' });
      await coupons.getByRole('button', { name: 'Quitar' }).waitFor({ timeout: 30_000 });
      await coupons.getByText('Te quedan 2 cupones').waitFor();
      await checkPage(page, 'from-coupons-02-summary');

      // A reload keeps what the summary had (the tab's draft), the coupon included.
      await page.reload();
      await coupons.getByRole('button', { name: 'Quitar' }).waitFor({ timeout: 30_000 });

      // Taken off, it stays off: the quote runs again without it.
      await coupons.getByRole('button', { name: 'Quitar' }).click();
      await coupons.getByRole('button', { name: 'Usar' }).waitFor();
      await coupons.getByText('Te quedan 3 cupones').waitFor();
      assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-from-coupons.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });

  it('payment=1 on a club’s sports: the summary opens the payment by itself', async () => {
    const b = await openBrowser('desktop');
    const { page } = b;
    try {
      await logIn(page, server.url, PLAYER);
      // Sportlife Ñuñoa's padel asks nothing on the summary (Vitacura's terms would stop the payment first).
      const nunoa = await subClubId(server.url, 'Sportlife Santiago', 'Sportlife Ñuñoa');
      await page.goto(`${server.url}/book/clubs/${nunoa}/sports?preSelectSportId=1&payment=1`);
      await searchTomorrowAt(page, '13:00:00');
      await takeSlot(page, slotAt(page, '13:00', 'Cancha 1'));
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('heading', { name: 'Elige cómo pagar' }).waitFor({ timeout: 30_000 });
      await checkPage(page, 'from-coupons-03-payment-at-once');
      assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
    } catch (error) {
      await page.screenshot({ path: `${RESULTS_DIR}/failed-club-link-payment.png`, fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await b.close();
    }
  });
});
