import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkPage, cspViolationsOf, openBrowser, startServer, type BrowserSession, type RunningServer } from './support';

const PLAYER = { email: 'player@courtflow.test', password: 'courtflow' };

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

async function withBrowser(viewport: 'mobile' | 'desktop', run: (b: BrowserSession) => Promise<void>): Promise<void> {
  const browser = await openBrowser(viewport);
  try {
    await run(browser);
    assert.deepEqual(
      browser.errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e)),
      [],
      'no page errors',
    );
  } finally {
    await browser.close();
  }
}

async function logIn(b: BrowserSession, labels: { email: string; password: string; submit: string }): Promise<void> {
  await b.page.getByLabel(labels.email).fill(PLAYER.email);
  await b.page.getByLabel(labels.password, { exact: true }).fill(PLAYER.password);
  await b.page.getByRole('button', { name: labels.submit, exact: true }).click();
}

describe('foundation: start, language, session', () => {
  it('opens /, lands on the search shell in es-CL, switches to English, logs in, reloads, logs out', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/`);
      await page.waitForURL('**/book/search');
      await page.getByRole('heading', { name: '¿Dónde juegas hoy?' }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'es-CL');
      assert.equal(await page.getByRole('button', { name: 'Volver' }).count(), 0, 'book search hides the back button');
      await checkPage(page, 'mobile-01-search-es');

      await page.getByLabel('Idioma').selectOption('en');
      await page.getByRole('heading', { name: 'Where do you play today?' }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      await checkPage(page, 'mobile-02-search-en');

      await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
      await checkPage(page, 'mobile-03-login-en');
      await logIn(b, { email: 'Email', password: 'Password', submit: 'Log in' });
      await page.waitForURL('**/book/search');
      await page.getByRole('heading', { name: 'Hi, Pía. Where do you play today?' }).waitFor();
      await page.getByRole('link', { name: 'My profile' }).waitFor();
      await checkPage(page, 'mobile-04-search-logged-in');

      await page.reload();
      await page.getByRole('heading', { name: 'Hi, Pía. Where do you play today?' }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'en', 'the language cookie survives a reload');

      await page.getByRole('link', { name: 'My profile' }).click();
      await page.waitForURL('**/profile/menu');
      await page.getByRole('heading', { name: 'Pía Soto' }).waitFor();
      // The player code others add you by (issue 9 item 8): the demo player is the first account.
      await page.getByText(/Your player code: 1\b/).waitFor();
      await checkPage(page, 'mobile-05-profile-menu');
      await page.getByRole('link', { name: 'Log out' }).click();
      await page.waitForURL('**/book/search');
      await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Where do you play today?' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'My profile' }).count(), 0, 'still logged out after a reload');
    });
  });

  it('sends an anonymous visitor of a login route to login and brings them back after it', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/book/slots?sportId=1&clubId=2&date=2030-01-01`);
      await page.waitForURL('**/login?**');
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('returnTo'), '/book/slots');
      assert.equal(url.searchParams.get('returnParams'), 'sportId=1&clubId=2&date=2030-01-01');
      await checkPage(page, 'mobile-06-login-return');
      await logIn(b, { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
      // Back in the booking flow of that club (its only sport; the date is outside its range, so no search runs).
      await page.waitForURL(/\/book\/(slots|search)\?/);
      await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor();
      await page.getByText('Club de Golf La Dehesa').waitFor();
      await checkPage(page, 'mobile-07-slots-return');

      // Logged in: /login and /register go to the search; /bookings opens.
      await page.goto(`${server.url}/login`);
      await page.waitForURL('**/book/search');
      await page.goto(`${server.url}/home`);
      await page.getByRole('heading', { name: 'Hola, Pía' }).waitFor();
      await checkPage(page, 'mobile-07b-home');
      await page.goto(`${server.url}/bookings`);
      await page.getByRole('heading', { name: 'Mis reservas', exact: true }).waitFor();
      await page.getByRole('region', { name: 'Reservas' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Volver' }).count(), 0, 'bookings hides the back button');
    });
  });

  it('shows wrong credentials and keeps the user on login', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Correo electrónico').fill(PLAYER.email);
      await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
      assert.equal(await page.getByLabel('Contraseña', { exact: true }).getAttribute('type'), 'text');
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();
      await checkPage(page, 'mobile-08-login-wrong-password');
      assert.match(page.url(), /\/login$/);
    });
  });
});

describe('foundation: error, pending and unknown pages', () => {
  it('error page, pending page and unknown URLs behave', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/book/error`);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      assert.match((await page.getByTestId('status-code').textContent()) ?? '', /404/);
      await checkPage(page, 'mobile-09-error-404');

      await page.goto(
        `${server.url}/book/error?status=400&title=${encodeURIComponent('Pago rechazado')}&message=${encodeURIComponent('Tu banco rechazó el pago.')}`,
      );
      await page.getByRole('heading', { name: 'Pago rechazado' }).waitFor();
      await page.getByText('Tu banco rechazó el pago.').waitFor();
      await checkPage(page, 'mobile-10-error-400');
      await page.getByRole('link', { name: 'Ir al inicio' }).click();
      await page.waitForURL('**/book/search');

      await page.goto(`${server.url}/book/pending?checkUrl=${encodeURIComponent('https://evil.example/steal')}`);
      await page.getByRole('alert').filter({ hasText: 'Redirección bloqueada' }).waitFor();
      await checkPage(page, 'mobile-11-pending-refused');
      await page.waitForTimeout(6500);
      assert.match(page.url(), /\/book\/pending\?/, 'a foreign check URL is never followed');

      const started = Date.now();
      await page.goto(`${server.url}/book/pending?checkUrl=${encodeURIComponent('/book/error?status=202&title=pending')}`);
      await page.getByText(/Te llevaremos a revisar el estado en/).waitFor();
      await checkPage(page, 'mobile-12-pending-countdown');
      await page.waitForURL('**/book/error?status=202**', { timeout: 15_000 });
      assert.ok(Date.now() - started >= 5500, 'the pending page waits about 6 s');
      await page.getByRole('heading', { name: 'Tu pago está pendiente' }).waitFor();

      await page.goto(`${server.url}/this/does/not/exist?x=1`);
      await page.waitForURL('**/book/search');
      await page.getByRole('heading', { name: '¿Dónde juegas hoy?' }).waitFor();
    });
  });
});

describe('foundation: desktop and brands', () => {
  it('renders the main screens at 1280x800', async () => {
    await withBrowser('desktop', async (b) => {
      const { page } = b;
      for (const [name, path, heading] of [
        ['desktop-01-search', '/', '¿Dónde juegas hoy?'],
        ['desktop-02-login', '/login?refresh=1', 'Entra a tu cuenta'],
        ['desktop-03-register', '/register', 'Crea tu cuenta'],
        ['desktop-04-error', '/book/error', 'Página no encontrada'],
        ['desktop-05-profile-anonymous', '/profile', 'Entra para ver tu perfil'],
        ['desktop-06-countries', '/profile/countries', 'País donde juegas'],
        ['desktop-06b-languages', '/profile/languages', 'Elige el idioma de la aplicación'],
        ['desktop-07-confirm-email-failed', '/confirm_email?userid=1', 'No pudimos confirmar tu correo'],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.getByText(heading, { exact: true }).first().waitFor();
        await checkPage(page, name);
      }
    });
  });

  it('registration validates the form and a taken e-mail goes to login with it filled in', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/register`);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByText('Ingresa tu nombre.').waitFor();
      await checkPage(page, 'mobile-13-register-invalid');
      await page.getByLabel('Nombre', { exact: true }).fill('Pía');
      await page.getByLabel('Apellido').fill('Soto');
      await page.getByLabel('Correo electrónico').fill(PLAYER.email);
      // Chile asks for the phone (its profile field settings).
      await page.getByLabel('Teléfono', { exact: true }).fill('912345678');
      await page.getByLabel('Contraseña', { exact: true }).fill('courtflow');
      await page.getByLabel('Repite la contraseña').fill('courtflow');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.waitForURL('**/login?**');
      assert.equal(await page.getByLabel('Correo electrónico').inputValue(), PLAYER.email);
      await page.getByText('Ya existe una cuenta con este correo.', { exact: false }).waitFor();
    });
  });

  it('a new account confirms its e-mail from the link, then logs in and comes back', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      const email = `new.player.${Date.now()}@courtflow.test`;
      await page.goto(`${server.url}/register?returnTo=%2Fprofile%2Fmenu`);
      await page.getByLabel('Nombre', { exact: true }).fill('Nueva');
      await page.getByLabel('Apellido').fill('Jugadora');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Teléfono', { exact: true }).fill(`9${String(Date.now()).slice(-8)}`);
      await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
      await page.getByLabel('Repite la contraseña').fill('una-clave-larga');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
      await checkPage(page, 'mobile-15-register-check-email');

      const outbox = join(server.dataDir, 'outbox');
      const mails = await Promise.all((await readdir(outbox)).map(async (f) => readFile(join(outbox, f), 'utf8')));
      const mail = mails.map((m) => JSON.parse(m) as { to: string; text?: string; html?: string }).find((m) => m.to === email);
      assert.ok(mail, 'the confirmation e-mail was written to the outbox');
      const link = /https?:\/\/[^"\s<>]*\/confirm_email\?[^"\s<>]+/
        .exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[0]
        ?.replace(/&amp;/g, '&');
      assert.ok(link, 'the e-mail carries the confirmation link');
      // The human check: our server's ALTCHA challenge, solved by the page; confirming before it is refused.
      await page.goto(link);
      await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
      await page.getByText('Marca «No soy un robot»', { exact: false }).waitFor();
      await page.getByLabel('No soy un robot').click();
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="human"]')?.checked === true);
      await checkPage(page, 'mobile-16a-confirm-email-human-checked');
      await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
      await page.getByText('¡Correo confirmado!').waitFor();
      await checkPage(page, 'mobile-16-confirm-email-success');
      await page.goto(link);
      await page.getByLabel('No soy un robot').click();
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="human"]')?.checked === true);
      await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
      await page.getByText('Tu correo ya estaba confirmado').waitFor();

      await page.goto(`${server.url}/login?returnTo=%2Fprofile%2Fmenu&email=${encodeURIComponent(email)}`);
      assert.equal(await page.getByLabel('Correo electrónico').inputValue(), email);
      await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.waitForURL('**/profile/menu');
      await page.getByRole('heading', { name: 'Nueva Jugadora' }).waitFor();
    });
  });

  it('the app’s pages carry the security headers, and the CSP check catches an inline script', async () => {
    const response = await fetch(`${server.url}/book/search`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    await withBrowser('mobile', async (b) => {
      // A page under the same policy with an inline script: Chromium refuses it and the check sees it.
      const probe = await b.context.newPage();
      await probe.route('**/csp-probe', (route) =>
        route.fulfill({
          contentType: 'text/html',
          headers: { 'content-security-policy': csp },
          body: '<!doctype html><title>probe</title><script>document.title = "ran"</script>',
        }),
      );
      await probe.goto(`${server.url}/csp-probe`);
      await probe.waitForFunction(() => document.readyState === 'complete');
      assert.equal(await probe.title(), 'probe', 'the inline script did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.ok(cspViolationsOf(probe).length > 0, 'the violation was reported');
      b.errors.length = 0;
      await probe.close();
    });
  });

  it('a non-main brand (?source=fg) starts at the club list without a back button', async () => {
    await withBrowser('mobile', async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/?source=fg`);
      await page.waitForURL('**/book/clubs?source=fg');
      await page.getByRole('heading', { name: 'Elige un club' }).waitFor();
      assert.equal(await page.getAttribute('html', 'data-brand'), 'fg');
      assert.equal(await page.getByRole('button', { name: 'Volver' }).count(), 0);
      await checkPage(page, 'mobile-14-fg-clubs');
    });
  });
});
