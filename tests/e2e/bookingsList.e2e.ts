import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiCall,
  findPaidSlot,
  holdSlot,
  logInByApi,
  openBrowser,
  registerNewPlayer,
  startServer,
  userIdOf,
  type PaidSlot,
  type RunningServer,
} from './support';

// Issue 12, /bookings as a player walks it: a booking made (reserve now, pay later) is found under the
// active bookings, its access QR shows, an extra is bought for it, it is cancelled from the list, and the slot is free in the
// search at once. The player signs up first (register, the e-mail's confirmation link, login), as a
// new player would: no seeded account's bookings or limits are in the way.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** Tomorrow at the club, 'yyyy-MM-dd'. */
function tomorrowAtClub(): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });
  return f.format(new Date(Date.now() + 86_400_000));
}

async function bookNow(token: string, slot: PaidSlot): Promise<number> {
  const held = await holdSlot(server.url, token, slot);
  assert.equal(held.status, 200, `the hold answered ${held.status}: ${JSON.stringify(held.body)}`);
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
  assert.equal(booked.status, 200, `bookingsv2 answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  return booked.body.bookingId as number;
}

describe('/bookings', () => {
  it('a new player finds the booking among the active ones, shows its QR, cancels it, and the slot is free in search', async () => {
    const b = await openBrowser('mobile');
    const { page } = b;
    try {
      const player = await registerNewPlayer(page, server, 'Reservas');
      const token = await logInByApi(server.url, player);
      const date = tomorrowAtClub();
      const slot = await findPaidSlot(server.url, token, date, ['20:00:00', '21:00:00', '18:00:00']);
      const id = await bookNow(token, slot);
      const free = async () => {
        const query = new URLSearchParams({ date, time: slot.startTime, timespan: '60' });
        const answer = await apiCall(server.url, null, 'GET', `/api/sports/${slot.sportId}/clubs/${slot.clubId}/timeslots?${query}`);
        return (answer.body.timeslots as { courtId: number; local_start_time: string; bookingId: number | null }[]).some(
          (s) => s.courtId === slot.courtId && s.local_start_time === slot.startTime && s.bookingId === null,
        );
      };
      assert.equal(await free(), false, 'booked: not offered');

      await page.goto(`${server.url}/bookings`);
      const row = page.locator(`[data-testid="booking-row"][data-booking-id="${id}"]`);
      await row.waitFor();
      assert.equal(await row.getByTestId('booking-status').textContent(), 'RESERVA');
      await row.getByText(slot.courtName, { exact: false }).first().waitFor();

      await row.getByRole('button', { name: 'Ver código QR' }).click();
      const qr = page.getByTestId('access-qr');
      await qr.getByRole('img').waitFor();
      assert.match((await qr.getByTestId('access-code').textContent()) ?? '', /^[0-9A-F]{12}$/);
      await page.getByRole('button', { name: 'Cerrar' }).first().click();

      // Extras bought after booking: one unit, then the list reloads with what is to pay.
      await row.getByRole('button', { name: 'Comprar adicionales' }).click();
      const extras = page.getByTestId('extras-modal');
      await extras.getByTestId('extra').first().waitFor();
      await extras
        .getByRole('button', { name: /^Agregar / })
        .first()
        .click();
      await extras.getByTestId('extras-added').waitFor();
      await page.getByRole('button', { name: 'Listo' }).click();
      await page.getByText('Adicionales agregados a tu reserva.').waitFor();

      await row.getByRole('button', { name: 'Anular reserva' }).click();
      await page.getByRole('button', { name: 'Sí, anular' }).click();
      await page.getByText('Reserva anulada. La cancha ya quedó libre.').waitFor();
      await row.waitFor({ state: 'detached' });
      assert.equal(await free(), true, 'cancelled: offered again at once');

      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
