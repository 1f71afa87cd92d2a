import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import {
  apiCall,
  checkPage,
  findPaidSlot,
  holdSlot,
  logIn,
  logInByApi,
  payOnSandboxPage,
  PLAYER,
  RIVAL,
  SANDBOX_CARDS,
  startServer,
  userIdOf,
  type RunningServer,
  browserSessions,
  tomorrowInSantiago,
} from './support';

// The booking summary (/summary/{id}) as a player meets it, in Debian's Chromium against the real
// server (fresh database, sandbox provider): a booking made without paying shows its real status
// ('Reserva') and what is pending; Pagar opens the cashier, Webpay's sandbox page approves, and the
// summary — reloaded — says 'Pagado' with its voucher and history. Another player opening that
// address gets 'not found', never the booking. 'Agregar al calendario' downloads an .ics in the
// club's timezone.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

const withBrowser = browserSessions('summary-');

/** Books a paid court for tomorrow without paying (action book): BOOKED, its whole amount pending. */
async function bookWithoutPaying(token: string): Promise<{ id: number; courtName: string }> {
  const slot = await findPaidSlot(server.url, token, tomorrowInSantiago(), ['18:00:00', '17:00:00', '16:00:00']);
  const held = await holdSlot(server.url, token, slot);
  assert.equal(held.status, 200, JSON.stringify(held.body));
  const booked = await apiCall(
    server.url,
    token,
    'POST',
    `/api/clubs/${slot.clubId}/sports/${slot.sportId}/courts/${slot.courtId}/bookingsv2`,
    {
      date: slot.date,
      time: slot.startTime,
      timespan: 60,
      bookUserIds: [{ userId: userIdOf(token) }],
      dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
      action: 'book',
    },
  );
  assert.equal(booked.status, 200, JSON.stringify(booked.body));
  return { id: booked.body.bookingId as number, courtName: slot.courtName };
}

describe('the booking summary', () => {
  it('pays a booking from its summary; reloaded it is paid; another player gets not found; the .ics downloads', async () => {
    const token = await logInByApi(server.url, PLAYER);
    const { id, courtName } = await bookWithoutPaying(token);

    await withBrowser('pay', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      await page.goto(`${server.url}/summary/${id}`);
      const status = page.getByTestId('booking-status');
      await status.waitFor();
      assert.equal(await status.textContent(), 'Reserva');
      assert.ok(await page.getByText(courtName).first().isVisible(), 'the summary names the court');
      await page.getByTestId('booking-pending').waitFor();
      await checkPage(page, 'summary-01-to-pay');

      // The .ics: the club's wall-clock times with its timezone.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Agregar al calendario' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `reserva-${id}.ics`);
      const ics = await readFile((await download.path())!, 'utf8');
      assert.match(ics, /BEGIN:VEVENT/);
      assert.match(ics, /DTSTART;TZID=America\/Santiago:\d{8}T\d{6}/);

      await page.getByRole('button', { name: /^Pagar / }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('heading', { name: 'Elige cómo pagar' }).waitFor({ timeout: 15_000 });
      await sheet.getByRole('button', { name: /^Webpay Débito/ }).click();
      await sheet.getByRole('button', { name: /^Pagar / }).click();
      await page.waitForURL(/\/sandbox\/webpay\//, { timeout: 20_000 });
      await payOnSandboxPage(page, SANDBOX_CARDS.approve);
      await page.waitForURL(new RegExp(`/summary/${id}$`), { timeout: 30_000 });

      await page.reload();
      await page.getByTestId('booking-status').waitFor();
      assert.equal(await page.getByTestId('booking-status').textContent(), 'Pagado');
      await page.getByTestId('vouchers').waitFor();
      assert.equal(await page.getByTestId('booking-pending').count(), 0, 'nothing is pending');
      const history = await page.getByTestId('booking-history').locator('li').allTextContents();
      assert.deepEqual(
        history.map((h) => h.split(' · ')[0]),
        ['Creada', 'Pagada'],
      );
      await checkPage(page, 'summary-02-paid');
    });

    await withBrowser('stranger', async (b) => {
      const { page } = b;
      await logIn(page, server.url, RIVAL);
      await page.goto(`${server.url}/summary/${id}`);
      const problem = page.getByTestId('summary-problem');
      await problem.waitFor();
      assert.equal(await problem.getAttribute('data-screen'), 'notFound');
      await page.getByText('No encontramos esta reserva').waitFor();
      assert.equal(await page.getByTestId('booking-summary').count(), 0, 'nothing of the booking shows');
      assert.equal(await page.getByText(courtName).count(), 0, 'the court is not named');
      await checkPage(page, 'summary-03-not-found');
    });
  });
});
