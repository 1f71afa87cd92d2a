import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiCall, logIn, logInByApi, openBrowser, PLAYER, RIVAL, seriousViolations, startServer, type RunningServer } from './support';

// Issue 12, open matches as two players walk them: the rival hosts a seeded open match (Club Pádel
// Vitacura, 4 positions, only the host in it). The player opens its link in a browser of her own,
// sees the host in position 1, the category and the match's day and times in Santiago, picks
// position 2 and joins; the host's page, reloaded, shows her in position 2.

const UUID = '0e3a7c52-1d4b-4f7e-9a41-6b2c8d9e0f11';

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** '2026-11-26 19:00:00' → '26 de noviembre 2026' (spec part 2 §9: 'DD de MMMM YYYY'). */
function spanishDate(local: string): string {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number);
  const month = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${String(d).padStart(2, '0')} de ${month} ${y}`;
}

describe('an open match shared by link', () => {
  it('a second player joins from the link in her own browser; the host sees her after a reload', async () => {
    const rivalToken = await logInByApi(server.url, RIVAL);
    const before = await apiCall(server.url, rivalToken, 'GET', `/api/open-match/${UUID}`);
    assert.equal(before.status, 200);
    const match = before.body.openMatch as { local_start_datetime: string; local_end_datetime: string; players: unknown[] };
    assert.equal(match.players.length, 1);

    const host = await openBrowser('mobile');
    const guest = await openBrowser('desktop');
    try {
      await logIn(host.page, server.url, RIVAL);
      await host.page.goto(`${server.url}/open_match/join/${UUID}`);
      await host.page.getByText('Estás en el partido').waitFor();
      await host.page.getByText('(organizador)').waitFor();
      assert.equal(await host.page.locator('[data-position="2"][data-free="true"]').count(), 1, 'position 2 is free for the host');

      await logIn(guest.page, server.url, PLAYER);
      await guest.page.goto(`${server.url}/open_match/join/${UUID}`);
      await guest.page.getByText('Jugadores por posición').waitFor();
      assert.equal(await guest.page.getByTestId('match-date').textContent(), spanishDate(match.local_start_datetime));
      assert.equal(
        await guest.page.getByTestId('match-time').textContent(),
        `${match.local_start_datetime.slice(11, 16)} – ${match.local_end_datetime.slice(11, 16)}`,
      );
      await guest.page.getByText('Cuarta').waitFor();
      await guest.page.locator('[data-position="1"]').getByText('Rodrigo Vidal').waitFor();
      assert.deepEqual(await seriousViolations(guest.page), []);

      const join = guest.page.getByRole('button', { name: 'Unirme al partido' });
      assert.equal(await join.isDisabled(), true, 'no position chosen yet');
      await guest.page.locator('[data-position="2"]').getByRole('radio').check();
      await join.click();
      await guest.page.getByText('Juegas en la posición 2.').waitFor();

      // The host's page was loaded before: a reload shows the new player in position 2.
      assert.equal(await host.page.locator('[data-position="2"]').getByText('Pía Soto').count(), 0);
      await host.page.reload();
      await host.page.locator('[data-position="2"]').getByText('Pía Soto').waitFor();
      assert.equal(await host.page.locator('[data-free="true"]').count(), 2);

      // The server agrees.
      const afterJoin = await apiCall(server.url, rivalToken, 'GET', `/api/open-match/${UUID}`);
      assert.deepEqual(
        (afterJoin.body.openMatch.players as { position: number; first_name: string }[]).map((p) => [p.position, p.first_name]),
        [
          [1, 'Rodrigo'],
          [2, 'Pía'],
        ],
      );
      assert.deepEqual(host.errors, []);
      assert.deepEqual(guest.errors, []);
    } finally {
      await host.close();
      await guest.close();
    }
  });
});
