import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkPage, logIn, openBrowser, PLAYER, RIVAL, startServer, VITACURA, type RunningServer, type ViewportName } from './support';

// Issue 12, the club page as a player sees it, on a phone and on a laptop: Club Pádel Vitacura's two
// seeded phones as tel: links, a routing link to its coordinates, contact-club (WhatsApp and bookings
// e-mail) and an external link opened through the server's address; Miami Beach Tennis has disabled the
// rival (the notice); Bogotá Fútbol 5 has only a short number (no contact-club); an unknown club goes to
// the clubs list.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

async function clubIdOf(name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/club/?pageSize=100`);
  const body = (await response.json()) as { result: { data: { id: number; name: string }[] } };
  const club = body.result.data.find((c) => c.name === name);
  assert.ok(club, `no club ${name} in the list`);
  return club.id;
}

for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
  describe(`the club page (${viewport})`, () => {
    it('phones, the routing link, contact-club and an external link; the clubs list for an unknown club', async () => {
      const b = await openBrowser(viewport);
      const { page } = b;
      try {
        await logIn(page, server.url, PLAYER);
        await page.goto(`${server.url}/club/${VITACURA.id}`);
        await page.getByRole('heading', { name: VITACURA.name, level: 2 }).waitFor();
        const phones = page.getByTestId('club-phones').getByRole('link');
        assert.deepEqual(await phones.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])), [
          ['+56 2 2345 6789', 'tel:+56223456789'],
          ['+56 9 8765 4321', 'tel:+56987654321'],
        ]);
        assert.equal(
          await page.getByRole('link', { name: 'Ver ruta en el mapa' }).getAttribute('href'),
          'https://www.google.com/maps/dir/?api=1&destination=-33.3932%2C-70.5945',
        );
        const contact = page.getByTestId('club-contact');
        assert.equal(await contact.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'), 'https://wa.me/56987654321');
        assert.equal(
          await contact.getByRole('link', { name: /reservas@padelvitacura\.test/ }).getAttribute('href'),
          'mailto:reservas@padelvitacura.test',
        );
        assert.equal(await page.getByTestId('club-blocked').count(), 0);
        await checkPage(page, `club-page-${viewport}`);

        // The rules link: the address the server generates, opened by the external navigation.
        await page.getByRole('button', { name: 'Reglamento del club' }).click();
        await page.waitForURL('**/demo/reglamento-club-padel-vitacura.html');

        // Only a 4-digit number and no e-mail: no contact-club, the number still shows.
        await page.goto(`${server.url}/club/${await clubIdOf('Bogotá Fútbol 5')}`);
        await page.getByTestId('club-phones').waitFor();
        assert.equal(await page.getByTestId('club-contact').count(), 0);

        assert.deepEqual(b.errors, []);
        await page.goto(`${server.url}/club/999999`);
        await page.waitForURL('**/book/clubs');
        await page.getByText('Este club no está disponible.').waitFor();
        // The unknown club's answer is the one failure the browser reports.
        assert.deepEqual(b.errors, ['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
      } finally {
        await b.close();
      }
    });
  });
}

describe('a club that disabled the person', () => {
  it('shows the blocked notice to the rival at Miami Beach Tennis, and not to the player', async () => {
    const miami = await clubIdOf('Miami Beach Tennis & Padel');
    const b = await openBrowser('mobile');
    const { page } = b;
    try {
      await logIn(page, server.url, RIVAL);
      await page.goto(`${server.url}/club/${miami}`);
      const notice = page.getByTestId('club-blocked');
      await notice.waitFor();
      assert.equal(await notice.textContent(), 'El club ha deshabilitado tu acceso. Si tienes alguna duda, contáctalo directamente.');
      await checkPage(page, 'club-page-blocked');
    } finally {
      await b.close();
    }
    const other = await openBrowser('mobile');
    try {
      await logIn(other.page, server.url, PLAYER);
      await other.page.goto(`${server.url}/club/${miami}`);
      await other.page.getByRole('heading', { name: 'Miami Beach Tennis & Padel', level: 2 }).waitFor();
      assert.equal(await other.page.getByTestId('club-blocked').count(), 0);
    } finally {
      await other.close();
    }
  });
});
