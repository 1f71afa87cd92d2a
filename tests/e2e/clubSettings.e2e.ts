import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  checkPage,
  logIn,
  openBrowser,
  PLAYER,
  RESULTS_DIR,
  RIVAL,
  startServer,
  tomorrowInSantiago,
  unexpectedErrors,
  type BrowserSession,
  type RunningServer,
} from './support';

// Issue 16, club and sport settings as a player meets them: a sport block (the rival's tennis at São
// Paulo, until 31/12/2027) and a club that disabled the player (the rival at Miami Beach); a club
// that hides its prices (Lima's padel); golf, a sport booked club first, from the sport-first search.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

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

/** A club's id by a word of its name (GET /api/club/?q=). */
async function clubIdNamed(q: string): Promise<number> {
  const answer = (await (await fetch(`${server.url}/api/club/?q=${encodeURIComponent(q)}`)).json()) as {
    result: { data: Array<{ id: number; name: string }> };
  };
  const club = answer.result.data[0];
  assert.ok(club, `a club named ${q}`);
  return club.id;
}

describe('club and sport settings', () => {
  it('the rival: tennis blocked at São Paulo until 31/12/2027, padel there books; Miami Beach disabled them', async () => {
    await withBrowser('settings-blocks', async (b) => {
      const { page } = b;
      await logIn(page, server.url, RIVAL);
      const saoPaulo = await clubIdNamed('Paulo');
      await page.goto(`${server.url}/book/clubs/${saoPaulo}/sports?preSelectSportId=2`);
      await page.getByRole('heading', { name: 'Deporte bloqueado' }).waitFor({ timeout: 30_000 });
      assert.equal(
        (await page.getByRole('status').filter({ hasText: 'No puedes reservar' }).textContent())?.trim(),
        'No puedes reservar Tenis en São Paulo Tênis Clube hasta el 31/12/2027.',
      );
      await checkPage(page, 'settings-01-sport-blocked');
      await page.getByRole('button', { name: 'Elegir otro deporte' }).click();
      await page.getByRole('heading', { name: 'Elige un deporte' }).waitFor();
      await page.getByRole('button', { name: 'Pádel' }).click();
      await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();

      const miami = await clubIdNamed('Miami');
      await page.goto(`${server.url}/book/clubs/${miami}/sports`);
      await page.getByRole('heading', { name: 'Acceso deshabilitado' }).waitFor({ timeout: 30_000 });
      assert.match(
        (await page.getByRole('status').filter({ hasText: 'deshabilitado' }).textContent()) ?? '',
        /El club ha deshabilitado tu acceso/,
      );
      await checkPage(page, 'settings-02-club-blocked');
    });
  });

  it('a new visit of the player: Lima’s padel slots show no price (hide_price_mode ALL)', async () => {
    await withBrowser('settings-hidden-prices', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      const lima = await clubIdNamed('Miraflores');
      await page.goto(`${server.url}/book/slots?sportId=1&clubId=${lima}&date=${tomorrowInSantiago()}&time=10:00:00&timespan=60`);
      await page.getByRole('heading', { name: 'Horarios disponibles' }).waitFor({ timeout: 30_000 });
      const slots = page.locator('.slot-card');
      await slots.first().waitFor();
      const texts = await slots.allTextContents();
      assert.ok(texts.length > 0);
      for (const text of texts) assert.doesNotMatch(text, /S\/|\$|\d[.,]\d{2}\b/, `no price on '${text}'`);
      await checkPage(page, 'settings-03-no-prices');
    });
  });

  it('Sportlife Ñuñoa’s football opens the whole day when the searched hour shows more than one slot (opens_whole_day)', async () => {
    await withBrowser('settings-whole-day', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      // A sub-club of Sportlife Santiago: listed under its parent.
      const subClubs = (await (await fetch(`${server.url}/api/club/?parentClubId=${await clubIdNamed('Sportlife')}`)).json()) as {
        result: { data: Array<{ id: number; name: string }> };
      };
      const nunoa = subClubs.result.data.find((c) => c.name === 'Sportlife Ñuñoa')?.id;
      assert.ok(nunoa, 'Sportlife Ñuñoa');
      await page.goto(`${server.url}/book/slots?sportId=3&clubId=${nunoa}&date=${tomorrowInSantiago()}&time=19:00:00&timespan=60`);
      await page.getByRole('heading', { name: 'Horarios disponibles' }).waitFor({ timeout: 30_000 });
      // Opened by the flow, not by the player: the toggle says the whole day shows.
      const near = page.getByRole('button', { name: 'Ver solo los horarios cerca de las 19:00' });
      await near.waitFor({ timeout: 30_000 });
      assert.equal(await near.getAttribute('aria-pressed'), 'true');
      await page.locator('.slot-card').first().waitFor();
      const hours = new Set((await page.locator('.slot-card').allTextContents()).map((t) => t.slice(0, 5)));
      assert.ok(hours.has('08:00') && hours.has('22:00'), `the whole day (08:00 to 22:00): ${[...hours].join(' ')}`);
      await checkPage(page, 'settings-05-whole-day');
      await near.click();
      await page.getByRole('button', { name: 'Ver todos los horarios del día' }).waitFor();
      const nearHours = new Set((await page.locator('.slot-card').allTextContents()).map((t) => t.slice(0, 5)));
      assert.ok(!nearHours.has('08:00'), `back to the hours near 19:00: ${[...nearHours].join(' ')}`);
    });
  });

  it('golf is booked club first: the sport-first search lists the golf clubs, one opens its search', async () => {
    await withBrowser('settings-club-first', async (b) => {
      const { page } = b;
      await logIn(page, server.url, PLAYER);
      const card = page.getByRole('region', { name: 'Busca cancha cerca de ti' });
      await card.getByRole('radio', { name: 'Golf' }).click();
      await card.getByRole('radio', { name: /^Mañana/ }).click();
      await card.getByLabel('Hora').selectOption('10:00:00');
      await card.getByRole('button', { name: 'Buscar en clubes cercanos' }).click();
      await page.getByText('Golf se reserva eligiendo primero el club').waitFor({ timeout: 30_000 });
      const clubs = page.locator('.club-list > li');
      await clubs.first().waitFor();
      // The list the page showed before may stay a moment after the notice: wait for the golf clubs' list.
      await page
        .waitForFunction(
          () => {
            const items = [...document.querySelectorAll('.club-list > li')];
            return items.length > 0 && items.every((li) => /Golf/.test(li.textContent ?? ''));
          },
          undefined,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      assert.deepEqual(
        (await clubs.allTextContents()).filter((t) => !/Golf/.test(t)),
        [],
        'only clubs offering golf',
      );
      await checkPage(page, 'settings-04-club-first');
      await page.getByRole('button', { name: /Club de Golf La Dehesa/ }).click();
      await page.waitForURL(/\/book\/(slots|alternative-slots|alternative-clubs|search)\?/, { timeout: 30_000 });
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('sportId'), '4');
      assert.equal(url.searchParams.get('date'), tomorrowInSantiago());
      assert.equal(url.searchParams.get('time'), '10:00:00');
    });
  });
});
