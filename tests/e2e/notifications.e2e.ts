import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiCall,
  bookWithWebpay,
  findPaidSlot,
  holdSlot,
  logIn,
  openBrowser,
  payOnSandboxPage,
  PLAYER,
  RESULTS_DIR,
  seriousViolations,
  SANDBOX_CARDS,
  sessionToken,
  startServer,
  userIdOf,
  type BrowserSession,
  type RunningServer,
} from './support';

// Live notifications (issue 14): the same player signed in on a phone and on a laptop. A booking
// paid on the phone (the sandbox Webpay page) shows its snack bar on the laptop without a reload;
// one booked on the laptop shows on the phone. Marking one read on /profile/notifications drops the
// unread badge of the profile tab on both, and so does marking all. Screenshots of the snack bar and
// the page at both sizes go to SHOTS_DIR (default test-results/).

const SHOTS = process.env.SHOTS_DIR ?? RESULTS_DIR;
let server: RunningServer;
let phone: BrowserSession;
let laptop: BrowserSession;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  [phone, laptop] = await Promise.all([openBrowser('mobile'), openBrowser('desktop')]);
});

after(async () => {
  await phone?.close();
  await laptop?.close();
  await server?.stop();
});

function tomorrowAtClub(): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });
  return f.format(new Date(Date.now() + 86_400_000));
}

/** Logs in and waits until the live channel has joined the player's room (its join answer arrived). */
async function logInLive(page: Page): Promise<void> {
  const joined = page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/api/socket.io'), timeout: 30_000 })
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => /"ok":true/.test(String(frame.payload)), timeout: 30_000 }));
  await logIn(page, server.url, PLAYER);
  await joined;
}

const badge = (page: Page) => page.getByTestId('unread-badge');
const snack = (page: Page) => page.getByTestId('snack-bar');

async function badgeIs(page: Page, count: number | null): Promise<void> {
  if (count === null) await badge(page).waitFor({ state: 'detached', timeout: 10_000 });
  else
    await page.waitForFunction((n) => document.querySelector('[data-testid="unread-badge"]')?.textContent === String(n), count, {
      timeout: 10_000,
    });
}

describe('live notifications on two devices', () => {
  it('a booking paid on the phone shows on the laptop; one booked on the laptop on the phone; reads drop both badges', async () => {
    await Promise.all([logInLive(phone.page), logInLive(laptop.page)]);
    const token = await sessionToken(phone.context);
    const date = tomorrowAtClub();

    // Paid on the phone, through the sandbox Webpay page.
    const paid = await findPaidSlot(server.url, token, date, ['19:00:00', '20:00:00']);
    const booking = await bookWithWebpay(server.url, token, paid);
    await phone.page.goto(booking.redirectURL);
    await payOnSandboxPage(phone.page, SANDBOX_CARDS.approve);
    await snack(laptop.page).waitFor({ timeout: 15_000 });
    assert.match(await snack(laptop.page).innerText(), /Reserva confirmada/);
    assert.match(await snack(laptop.page).innerText(), new RegExp(`#${booking.bookingId}`));
    await badgeIs(laptop.page, 1);
    await laptop.page.screenshot({ path: `${SHOTS}/notifications-snack-laptop.png` });
    assert.deepEqual(await seriousViolations(laptop.page), []);

    // The phone is back in the app (a new page load: the badge from the count call).
    await phone.page.goto(`${server.url}/book/search`);
    await badgeIs(phone.page, 1);
    await phone.page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/api/socket.io') }).catch(() => undefined);

    // Booked (to pay later) on the laptop's session: the phone gets the snack bar live.
    const other = await findPaidSlot(server.url, token, date, ['21:00:00', '18:00:00'], [paid.courtId]);
    assert.equal((await holdSlot(server.url, token, other)).status, 200);
    const booked = await apiCall(
      server.url,
      token,
      'POST',
      `/api/clubs/${other.clubId}/sports/${other.sportId}/courts/${other.courtId}/bookingsv2`,
      {
        date: other.date,
        time: other.startTime,
        timespan: 60,
        bookUserIds: [{ userId: userIdOf(token) }],
        dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
        action: 'book',
      },
    );
    assert.equal(booked.status, 200, JSON.stringify(booked.body));
    await snack(phone.page).waitFor({ timeout: 15_000 });
    assert.match(await snack(phone.page).innerText(), new RegExp(`#${booked.body.bookingId}`));
    await Promise.all([badgeIs(phone.page, 2), badgeIs(laptop.page, 2)]);
    await phone.page.screenshot({ path: `${SHOTS}/notifications-snack-phone.png` });

    // Mark one read on the laptop: both badges drop to 1, without a reload on the phone.
    await laptop.page.goto(`${server.url}/profile/notifications`);
    const rows = laptop.page.getByTestId('notification-row');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2);
    await laptop.page.screenshot({ path: `${SHOTS}/notifications-page-laptop.png`, fullPage: true });
    assert.deepEqual(await seriousViolations(laptop.page), []);
    await rows.first().getByRole('button', { name: 'Marcar como leída' }).click();
    await Promise.all([badgeIs(laptop.page, 1), badgeIs(phone.page, 1)]);

    // All read on the phone: no badge anywhere.
    await phone.page.goto(`${server.url}/profile/notifications`);
    await phone.page.getByTestId('notification-row').first().waitFor();
    await badgeIs(phone.page, 1);
    await phone.page.screenshot({ path: `${SHOTS}/notifications-page-phone.png`, fullPage: true });
    assert.deepEqual(await seriousViolations(phone.page), []);
    await phone.page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await Promise.all([badgeIs(phone.page, null), badgeIs(laptop.page, null)]);

    // The preferences: bookings by e-mail off on the laptop, saved for the player.
    await laptop.page.goto(`${server.url}/profile/notification-preferences`);
    const bookingsEmail = laptop.page.getByRole('group', { name: 'Reservas' }).getByRole('switch', { name: 'Correo' });
    await bookingsEmail.waitFor();
    assert.equal(await bookingsEmail.isChecked(), true);
    await bookingsEmail.click();
    await laptop.page.waitForFunction(() => !document.querySelector('input[role="switch"][disabled]'));
    const saved = await apiCall(server.url, token, 'GET', `/api/users/${userIdOf(token)}/notification_preferences`);
    assert.deepEqual(
      saved.body.preferences.filter((p: { preference: string }) => p.preference === 'N'),
      [{ notification_origin_id: 1, channel: 'EMAIL', preference: 'N' }],
    );
    await laptop.page.screenshot({ path: `${SHOTS}/notifications-preferences-laptop.png`, fullPage: true });
    assert.deepEqual(await seriousViolations(laptop.page), []);
    await phone.page.goto(`${server.url}/profile/notification-preferences`);
    await phone.page.getByRole('switch').first().waitFor();
    assert.equal(await phone.page.getByRole('group', { name: 'Reservas' }).getByRole('switch', { name: 'Correo' }).isChecked(), false);
    await phone.page.screenshot({ path: `${SHOTS}/notifications-preferences-phone.png`, fullPage: true });

    assert.deepEqual(
      phone.errors.filter((e) => !/status of 4\d\d/.test(e)),
      [],
    );
    assert.deepEqual(
      laptop.errors.filter((e) => !/status of 4\d\d/.test(e)),
      [],
    );
  });
});
