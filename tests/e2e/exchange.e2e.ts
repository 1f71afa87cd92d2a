import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiCall,
  bookWithWebpay,
  browserSessions,
  checkPage,
  findPaidSlot,
  payOnSandboxPage,
  registerNewPlayer,
  SANDBOX_CARDS,
  sessionToken,
  slotAt,
  startServer,
  tomorrowInSantiago,
  type PaidSlot,
  type RunningServer,
} from './support';

// Issue 16, changing a booking as a new player meets it: a booking paid on the sandbox's Webpay page,
// changed from /bookings ('Cambiar reserva') to another hour with the same price: the search starts
// at the booking, the summary takes off what was paid, and the old booking reads CAMBIADA while the
// new one carries the payment.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

const withBrowser = browserSessions('exchange-');

interface Summary {
  status: string;
  totalAmountPayed: number;
  exchangedFromId: number | null;
  exchangedToId: number | null;
}
const summaryOf = async (token: string, id: number) =>
  (await apiCall(server.url, token, 'GET', `/api/bookings/${id}`)).body.booking as Summary;

/** Another hour at the club with the same price as the booking (so the change has nothing left to pay). */
async function sameePriceSlot(token: string, date: string, from: PaidSlot): Promise<PaidSlot> {
  for (const hour of ['21:00:00', '22:00:00', '18:00:00', '17:00:00', '16:00:00']) {
    const slot = await findPaidSlot(server.url, token, date, [hour]).catch(() => null);
    if (slot && slot.amount === from.amount) return slot;
  }
  throw new Error('No other hour with the same price');
}

describe('exchange', () => {
  it('changes a paid booking to another hour: the old one CAMBIADA, the new one carrying the payment', async () => {
    const date = tomorrowInSantiago();
    await withBrowser('change', async (b) => {
      const { page, context } = b;
      await registerNewPlayer(page, server, 'Cambia');
      const token = await sessionToken(context);

      const from = await findPaidSlot(server.url, token, date, ['20:00:00', '19:00:00']);
      const paid = await bookWithWebpay(server.url, token, from);
      await page.goto(paid.redirectURL);
      await payOnSandboxPage(page, SANDBOX_CARDS.approve);
      await page.waitForURL((url) => !url.pathname.startsWith('/sandbox/'), { timeout: 30_000 });
      const before = await summaryOf(token, paid.bookingId);
      assert.equal(before.status, 'PAYED');
      const to = await sameePriceSlot(token, date, from);

      await page.goto(`${server.url}/bookings`);
      await page.locator(`[data-booking-id="${paid.bookingId}"]`).getByRole('link', { name: 'Cambiar reserva' }).click();
      await page.waitForURL((url) => url.searchParams.get('eBookingId') === String(paid.bookingId), { timeout: 15_000 });
      await page.getByTestId('exchange-notice').waitFor();
      await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();
      await checkPage(page, 'exchange-01-search');
      await page.getByLabel('Hora').selectOption(to.startTime);
      await page.getByRole('radio', { name: '60 min' }).click();
      await page.getByRole('button', { name: 'Buscar horarios' }).click();
      await page.waitForURL('**/book/slots?**');
      await slotAt(page, to.startTime.slice(0, 5), to.courtName).click();
      // No insurance step in a change: straight to the summary, what was paid taken off.
      await page.waitForURL('**/book/summary?**');
      await page.getByTestId('summary-already-paid').waitFor({ timeout: 15_000 });
      await page.getByLabel('Nivel de juego').fill('Intermedio');
      await page.getByLabel(/Acepto el reglamento del club/).check();
      await checkPage(page, 'exchange-02-summary');
      await page.getByRole('button', { name: /^Confirmar reserva|^Reservar/ }).click();
      await page.waitForURL(/\/summary\/\d+/, { timeout: 20_000 });
      const newId = Number(/\/summary\/(\d+)/.exec(page.url())![1]);

      const made = await summaryOf(token, newId);
      assert.equal(made.exchangedFromId, paid.bookingId);
      assert.equal(made.totalAmountPayed, before.totalAmountPayed, 'the new booking carries what was paid');
      assert.equal(made.status, 'PAYED');
      const old = await summaryOf(token, paid.bookingId);
      assert.equal(old.status, 'EXCHANGED');
      assert.equal(old.exchangedToId, newId);

      await page.goto(`${server.url}/summary/${paid.bookingId}`);
      await page
        .getByTestId('booking-status')
        .filter({ hasText: /Cambiada/i })
        .waitFor({ timeout: 15_000 });
      await checkPage(page, 'exchange-03-old-booking');
    });
  });
});
