import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { rutCheckDigit } from '#kernel/lib/validators/rut';
import { checkPage, openBrowser, startServer, type BrowserSession, type RunningServer } from './support';

// The way into an account as a new user lives it (spec part 3 §2, §4): register in Chile with a RUT
// and a phone, confirm from the e-mail in the outbox, log in, change the phone on /profile/user; and
// the sandbox "continue with Facebook" path, registration prefilled, then straight in the next time.

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

async function withBrowser(run: (b: BrowserSession) => Promise<void>): Promise<void> {
  const browser = await openBrowser('mobile');
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

const freshRut = () => {
  const body = String(10_000_000 + Math.floor(Math.random() * 14_000_000));
  return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${rutCheckDigit(body)}`;
};

async function confirmLinkFor(email: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      names.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8')) as { to: string; text?: string }),
    );
    const link = mails
      .filter((m) => m.to === email)
      .map((m) => /https?:\/\/[^"\s<>]*\/confirm_email\?[^"\s<>]+/.exec(m.text ?? '')?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation e-mail to ${email}`);
}

describe('account entry', () => {
  it('a new player registers with a RUT and a phone, confirms, logs in and changes the phone on /profile/user', async () => {
    await withBrowser(async ({ page }) => {
      const email = `rut.phone.${Date.now()}@courtflow.test`;
      const password = 'una-clave-larga';
      const rut = freshRut();
      await page.goto(`${server.url}/register`);
      await page.getByLabel('Nombre', { exact: true }).fill('Renata');
      await page.getByLabel('Apellido').fill('Fuentes');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await page.getByLabel('Repite la contraseña').fill(password);
      // Chile asks for the phone: without it the form says so.
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByText('Ingresa tu teléfono.').waitFor();
      await page.getByLabel('Teléfono', { exact: true }).fill('912345670');
      await page.getByLabel(/Documento de identidad/).fill(`${rut.slice(0, -1)}${rut.endsWith('1') ? '2' : '1'}`);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByText('El documento de identidad debe ser válido.').waitFor();
      await checkPage(page, 'entry-01-register-invalid-rut');
      await page.getByLabel(/Documento de identidad/).fill(rut);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();

      await page.goto(await confirmLinkFor(email));
      await page.getByLabel('No soy un robot').click();
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="human"]')?.checked === true);
      await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
      await page.getByText('¡Correo confirmado!').waitFor();

      await page.goto(`${server.url}/login?email=${encodeURIComponent(email)}`);
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.waitForURL('**/book/search');

      // A logged-in user opening /login goes to book.search.
      await page.goto(`${server.url}/login`);
      await page.waitForURL('**/book/search');

      await page.goto(`${server.url}/profile/user`);
      await page.getByRole('heading', { name: 'Datos personales' }).first().waitFor();
      const phone = page.getByLabel('Teléfono', { exact: true });
      await phone.waitFor();
      assert.equal(await phone.inputValue(), '912345670');
      assert.equal(await page.getByLabel(/Documento de identidad/).getAttribute('readonly'), '', 'the document is set once');
      await phone.fill('123');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('El número de teléfono no es válido.').waitFor();
      await phone.fill('998877665');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('Guardamos tus datos.').waitFor();
      await checkPage(page, 'entry-02-personal-data-saved');
      await page.reload();
      await page.getByLabel('Teléfono', { exact: true }).waitFor();
      assert.equal(await page.getByLabel('Teléfono', { exact: true }).inputValue(), '998877665');
    });
  });

  it('continue with Facebook (sandbox): a new person registers prefilled, and next time goes straight in', async () => {
    await withBrowser(async ({ page }) => {
      const email = `fb.${Date.now()}@courtflow.test`;
      const signIn = async () => {
        await page.goto(`${server.url}/login`);
        await page.getByRole('button', { name: 'Continuar con Facebook' }).click();
        await page.getByLabel('Correo de Facebook (opcional)').fill(email);
        await page.getByLabel('Nombre en Facebook').fill('Flor');
        await page.getByLabel('Apellido en Facebook').fill('Díaz');
        await page.getByRole('button', { name: 'Continuar como esta persona' }).click();
      };
      await signIn();
      // Code 0: a new user, to registration with what the provider said.
      await page.waitForURL('**/register?**');
      assert.equal(await page.getByLabel('Correo electrónico').inputValue(), email);
      assert.equal(await page.getByLabel('Nombre', { exact: true }).inputValue(), 'Flor');
      await checkPage(page, 'entry-03-social-register-prefilled');
      await page.getByLabel('Teléfono', { exact: true }).fill('911112222');
      await page.getByLabel(/Documento de identidad/).fill(freshRut());
      await page.getByLabel('Contraseña', { exact: true }).fill('clave-de-flor-1');
      await page.getByLabel('Repite la contraseña').fill('clave-de-flor-1');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      // The provider vouches for the e-mail: confirmed, logged in at once.
      await page.waitForURL('**/book/search');

      await page.goto(`${server.url}/logout`);
      await page.waitForURL((url) => !url.pathname.startsWith('/logout'));
      // Code 1 with e-mail, phone and document: logged in at once.
      await signIn();
      await page.waitForURL('**/book/search');
    });
  });
});
