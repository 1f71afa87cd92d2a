import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  checkPage,
  openBrowser,
  registerNewPlayer,
  RESULTS_DIR,
  sessionToken,
  startServer,
  tomorrowInSantiago,
  unexpectedErrors,
  type BrowserSession,
  type CourtBooking,
  type RunningServer,
} from './support';

// Issue 17, the main brand's sport-first search as a new player walks it: padel tomorrow at 19:00
// for 90 minutes from /book/search, the free courts of several clubs ordered by distance from the
// (faked) device position, one court held and booked; then with the position refused, results
// around Chile's default centre all the same.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** Las Condes, a few km from the Santiago clubs. */
const HERE = { latitude: -33.41, longitude: -70.58, accuracy: 20 };

async function withBrowser(name: string, run: (b: BrowserSession) => Promise<void>): Promise<void> {
  const b = await openBrowser('mobile');
  await b.page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await run(b).catch(async (error: unknown) => {
      await b.page.screenshot({ path: `${RESULTS_DIR}/failed-${name}.png`, fullPage: true }).catch(() => undefined);
      throw error;
    });
    assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
  } finally {
    await b.close();
  }
}

/** On /book/search: padel, tomorrow, 19:00, 90 minutes → /book/slots-clubs. */
async function searchPadelTomorrow90(b: BrowserSession): Promise<void> {
  const { page } = b;
  const card = page.getByRole('region', { name: 'Busca cancha cerca de ti' });
  await card.getByRole('radio', { name: 'Pádel' }).click();
  await card.getByRole('radio', { name: /^Mañana/ }).click();
  await card.getByLabel('Hora').selectOption('19:00:00');
  await card.getByRole('radio', { name: '90 min' }).click();
  await card.getByRole('button', { name: 'Buscar en clubes cercanos' }).click();
  await page.waitForURL('**/book/slots-clubs?**', { timeout: 30_000 });
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('date'), tomorrowInSantiago());
  assert.equal(url.searchParams.get('time'), '19:00:00');
  assert.equal(url.searchParams.get('timespan'), '90');
}

/** The clubs listed, in order, with their distance in km. */
async function listedClubs(b: BrowserSession): Promise<Array<{ name: string; km: number }>> {
  const items = b.page.locator('.club-slots__club');
  await items.first().waitFor();
  const out: Array<{ name: string; km: number }> = [];
  for (const item of await items.all()) {
    const name = (await item.locator('h2').textContent())?.trim() ?? '';
    const distance = (await item.locator('.club-slots__distance').textContent()) ?? '';
    out.push({ name, km: Number(/([\d.,]+)\s*km/.exec(distance)?.[1]?.replace(',', '.') ?? NaN) });
  }
  return out;
}

describe('sport-first search (main brand)', () => {
  it('a new player: padel tomorrow 19:00 for 90 min → courts at several clubs by distance → one held and booked', async () => {
    await withBrowser('sport-first-located', async (b) => {
      const { page, context } = b;
      await context.grantPermissions(['geolocation'], { origin: server.url });
      await context.setGeolocation(HERE);
      await registerNewPlayer(page, server, 'Cercana');
      await page.getByRole('heading', { name: 'Busca cancha cerca de ti' }).waitFor();
      // The club list stays below the search (the club-first path).
      await page.getByRole('heading', { name: 'Elige un club' }).waitFor();
      await checkPage(page, 'sport-first-01-search');
      await searchPadelTomorrow90(b);

      const clubs = await listedClubs(b);
      assert.ok(clubs.length >= 2, `several clubs have free courts (${JSON.stringify(clubs)})`);
      const distances = clubs.map((c) => c.km);
      assert.ok(
        distances.every((d) => Number.isFinite(d)),
        `each club shows its distance (${JSON.stringify(clubs)})`,
      );
      assert.deepEqual(
        distances,
        [...distances].sort((x, y) => x - y),
        'nearest first',
      );
      assert.equal(await page.getByText('No tenemos tu ubicación').count(), 0, 'the device position was used');
      await checkPage(page, 'sport-first-02-clubs');

      // The first club's 19:00 court: its hold, then the club's summary.
      const first = page.locator('.club-slots__club').first();
      const clubName = clubs[0].name;
      const slot = first.getByRole('button', { name: /^19:00/ }).first();
      await slot.click();
      await page.waitForURL(/\/book\/(insurance|summary)\?/, { timeout: 30_000 });
      if (page.url().includes('/book/insurance')) await page.getByRole('button', { name: 'No, gracias' }).click();
      await page.waitForURL('**/book/summary?**');
      const summary = new URL(page.url());
      assert.equal(summary.searchParams.get('time'), '19:00:00');
      assert.equal(summary.searchParams.get('timespan'), '90');
      // The club's own summary rules: fill what it asks for, then book.
      const level = page.getByLabel('Nivel de juego');
      if (await level.count()) await level.fill('Intermedio');
      const terms = page.getByLabel(/Acepto el reglamento del club/);
      if (await terms.count()) await terms.check();
      // A paid court is booked now and paid later (the cashier is the payments tests'); a free one is booked.
      const book = page.getByRole('button', { name: /^Reservar( y pagar después)?$/ });
      await book.first().waitFor();
      const later = page.getByRole('button', { name: 'Reservar y pagar después' });
      await ((await later.count()) ? later : book.first()).click();
      await page.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();
      assert.ok(await page.getByText(clubName).first().isVisible(), 'the confirmation names the club chosen in the list');
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const clubId = Number(summary.searchParams.get('clubId'));
      const answer = await fetch(`${server.url}/api/clubs/${clubId}/sports/1/bookings?date=${tomorrowInSantiago()}`, {
        headers: { authorization: `Bearer ${await sessionToken(context)}`, 'x-requested-with': 'XMLHttpRequest' },
      });
      assert.equal(answer.status, 200);
      const { bookings } = (await answer.json()) as { bookings: CourtBooking[] };
      const booking = bookings.find((x) => x.id === id);
      assert.ok(booking, `booking ${id} is the player's`);
      assert.equal(booking.local_start_time.slice(0, 5), '19:00');
    });
  });

  it('position refused: the search still answers, around the country centre', async () => {
    await withBrowser('sport-first-denied', async (b) => {
      const { page, context } = b;
      await context.clearPermissions();
      await registerNewPlayer(page, server, 'Lejana');
      await page.getByRole('heading', { name: 'Busca cancha cerca de ti' }).waitFor();
      await searchPadelTomorrow90(b);
      await page.getByText('No tenemos tu ubicación: medimos las distancias desde el centro de tu país.').waitFor();
      const clubs = await listedClubs(b);
      assert.ok(clubs.length >= 1, 'courts are found around the default centre');
      const distances = clubs.map((c) => c.km);
      assert.deepEqual(
        distances,
        [...distances].sort((x, y) => x - y),
        'nearest first',
      );
      await checkPage(page, 'sport-first-03-denied');
    });
  });
});
