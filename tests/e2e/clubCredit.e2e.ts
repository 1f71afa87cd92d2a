import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiCall,
  bookWithoutPaying,
  bookWithWebpay,
  browserSessions,
  checkPage,
  findPaidSlot,
  logIn,
  logInByApi,
  payOnSandboxPage,
  PLAYER,
  SANDBOX_CARDS,
  startServer,
  tomorrowInSantiago,
  type RunningServer,
} from './support';

// Issue 12, spending converted credit as a player meets it: two bookings paid on the sandbox's Webpay
// page; one converted to credit from /bookings (the other through the API, so that the credit is more
// than the next booking costs); a new booking at the same club, made without paying, shows the credit
// on its summary; 'Usar mi crédito' pays it and the balance drops by what it cost.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

const withBrowser = browserSessions('credit-');

const summaryOf = async (token: string, id: number) =>
  (await apiCall(server.url, token, 'GET', `/api/bookings/${id}`)).body.booking as {
    status: string;
    creditBalance: number;
    payAmount: number;
  };

describe('club credit', () => {
  it('converts a paid booking to credit, and pays the next booking at that club with it: the balance drops', async () => {
    const token = await logInByApi(server.url, PLAYER);
    const date = tomorrowInSantiago();

    await withBrowser('spend', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      // One payment at a time per player: each booking is paid before the next is made.
      const paidAt = async (hour: string) => {
        const paid = await bookWithWebpay(server.url, token, await findPaidSlot(server.url, token, date, [hour]));
        await page.goto(paid.redirectURL);
        await payOnSandboxPage(page, SANDBOX_CARDS.approve);
        await page.waitForURL((url) => !url.pathname.startsWith('/sandbox/'), { timeout: 30_000 });
        assert.equal((await summaryOf(token, paid.bookingId)).status, 'PAYED');
        return paid;
      };
      const first = await paidAt('20:00:00');
      const second = await paidAt('21:00:00');

      // /bookings: the first paid booking converted to credit from its row.
      await page.goto(`${server.url}/bookings`);
      const row = page.locator(`[data-booking-id="${first.bookingId}"]`);
      await row.getByRole('button', { name: 'Convertir en crédito' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sí, convertir' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      assert.equal((await summaryOf(token, first.bookingId)).status, 'EXCHANGED');
      const converted = await apiCall(server.url, token, 'POST', `/api/bookings/${second.bookingId}/trigger-credit-exchange`);
      assert.equal(converted.status, 200, JSON.stringify(converted.body));

      // A new booking at the same club, not paid yet: its summary shows the credit.
      const next = await bookWithoutPaying(server.url, token, await findPaidSlot(server.url, token, date, ['18:00:00', '17:00:00']));
      const before = await summaryOf(token, next);
      assert.ok(before.creditBalance > before.payAmount, `credit ${before.creditBalance} covers ${before.payAmount}`);
      await page.goto(`${server.url}/summary/${next}`);
      const balance = page.getByTestId('club-credit-balance');
      await balance.waitFor();
      const shownBefore = await balance.textContent();
      await checkPage(page, 'credit-01-summary-with-credit');

      await page.getByRole('button', { name: /^Usar mi crédito/ }).click();
      await page.getByTestId('booking-status').filter({ hasText: 'Pagado' }).waitFor({ timeout: 15_000 });
      const after = await summaryOf(token, next);
      assert.equal(after.status, 'PAYED');
      assert.equal(after.creditBalance, before.creditBalance - before.payAmount, 'the balance drops by what the booking cost');
      await page
        .getByTestId('club-credit-balance')
        .filter({ hasNotText: shownBefore ?? '' })
        .waitFor();
      const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
      assert.equal(digits(await balance.textContent()), after.creditBalance);
      assert.equal(await page.getByRole('button', { name: /^Usar mi crédito/ }).count(), 0, 'nothing left to pay with it');
      await checkPage(page, 'credit-02-paid-with-credit');
    });
  });
});
