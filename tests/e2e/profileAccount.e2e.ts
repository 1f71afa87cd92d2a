import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  checkPage,
  openBrowser,
  registerNewPlayer,
  startServer,
  type BrowserSession,
  type RunningServer,
  type ViewportName,
} from './support';

// The account pages of the profile area as a new user lives them (spec part 3 §2, §7): a profile
// picture in the menu (a forged one refused), a password change and a login with the new one, an
// e-mail change confirmed from the outbox's link (then the logout), the account closure request,
// and the terms of the country.

let server: RunningServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

async function withBrowser(viewport: ViewportName, run: (b: BrowserSession) => Promise<void>): Promise<void> {
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

/** The link of the newest e-mail-change message to this address. */
async function changeLinkFor(email: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      names.sort().map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8')) as { to: string; text?: string }),
    );
    const link = mails
      .filter((m) => m.to === email)
      .map((m) => /https?:\/\/\S+\/\?action=CONFIRM\S+/.exec(m.text ?? '')?.[0])
      .filter(Boolean)
      .at(-1);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail change message to ${email} in the outbox`);
}

const picture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f7a5a' } })
    .png()
    .toBuffer();

async function uploadPicture(page: Page): Promise<string> {
  await page.locator('input[name="profile-picture"]').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: await picture() });
  await page.getByText('Foto actualizada.').waitFor();
  const image = page.getByRole('img', { name: 'Tu foto de perfil' });
  await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img.profile-picture__image')?.naturalWidth ?? 0) > 0);
  const src = await image.getAttribute('src');
  assert.match(src ?? '', /^\/api\/profile-pictures\/\d+-[\w-]{16}\.webp$/);
  return src!;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

describe('profile account pages', () => {
  it('a new player sets a picture (a forged one refused), changes password and e-mail, and asks to close the account', async () => {
    await withBrowser('mobile', async ({ page }) => {
      const player = await registerNewPlayer(page, server, 'Perfil');

      // The picture, shown in the menu; a forged PNG is refused and the picture stays.
      await page.goto(`${server.url}/profile/menu`);
      await page.getByText('Agregar foto').waitFor();
      const src = await uploadPicture(page);
      await checkPage(page, 'profile-01-picture-mobile');
      await page
        .locator('input[name="profile-picture"]')
        .setInputFiles({ name: 'forged.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      await page.getByText('El archivo debe ser una imagen JPG o PNG.').waitFor();
      assert.equal(await page.getByRole('img', { name: 'Tu foto de perfil' }).getAttribute('src'), src);
      await checkPage(page, 'profile-02-forged-refused-mobile');
      await page.reload();
      assert.equal(await page.getByRole('img', { name: 'Tu foto de perfil' }).getAttribute('src'), src, 'the picture stays after a reload');

      // The password: a wrong current one is refused, then changed; the new one logs in, the old one not.
      const newPassword = 'otra-clave-mas-larga';
      await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
      await page.waitForURL('**/profile/password');
      await page.getByLabel('Contraseña actual').fill('no-es-mi-clave');
      await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
      await page.getByLabel('Repite la nueva contraseña').fill(newPassword);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByText('Tu contraseña actual no es correcta.').waitFor();
      await checkPage(page, 'profile-03-password-wrong-mobile');
      await page.getByLabel('Contraseña actual').fill(player.password);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
      await page.getByLabel('Repite la nueva contraseña').fill(newPassword);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByText('Contraseña actualizada').waitFor();
      await checkPage(page, 'profile-04-password-changed-mobile');
      await page.goto(`${server.url}/logout`);
      await page.waitForURL((url) => !url.pathname.startsWith('/logout'));
      await logIn(page, player.email, player.password);
      await page.getByText('Correo o contraseña incorrectos.').waitFor();
      await logIn(page, player.email, newPassword);
      await page.waitForURL('**/book/search');

      // The e-mail: the link goes to the new address; opening it confirms, then the session ends.
      const newEmail = `changed.${Date.now()}@courtflow.test`;
      await page.goto(`${server.url}/profile/menu`);
      await page.getByRole('link', { name: 'Cambiar correo' }).click();
      await page.waitForURL('**/profile/email');
      await page.getByText(`Tu correo actual es ${player.email}.`).waitFor();
      await page.getByLabel('Nuevo correo').fill(newEmail);
      await page.getByLabel('Tu contraseña').fill(newPassword);
      await page.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
      await page.getByText('Revisa tu nuevo correo').waitFor();
      await checkPage(page, 'profile-05-email-sent-mobile');
      await page.goto(await changeLinkFor(newEmail));
      await page.getByText('Confirmamos tu nuevo correo.', { exact: false }).waitFor();
      // The session logs out by itself a few seconds later (part 1 §2.4).
      await page.waitForFunction(() => !document.cookie.includes('cf_token='), undefined, { timeout: 20_000 });
      await page.goto(`${server.url}/profile/menu`);
      await page.getByRole('heading', { name: 'Entra para ver tu perfil' }).waitFor({ timeout: 20_000 });
      await logIn(page, newEmail, newPassword);
      await page.waitForURL('**/book/search');

      // Closure: a question, then the 48-hour contact message.
      await page.goto(`${server.url}/profile/menu`);
      await page.getByRole('button', { name: 'Solicitar el cierre de mi cuenta' }).click();
      await page.getByRole('dialog', { name: '¿Cerrar tu cuenta?' }).waitFor();
      await checkPage(page, 'profile-06-closure-question-mobile');
      await page.getByRole('button', { name: 'Sí, cerrar mi cuenta' }).click();
      await page.getByText('Recibimos tu solicitud').waitFor();
      await page.getByText('Te contactaremos dentro de 48 horas', { exact: false }).waitFor();
      await checkPage(page, 'profile-07-closure-requested-mobile');
      // Coming back: the request is pending, with its time; no second form.
      await page.reload();
      await page.getByText('Tu solicitud de cierre está en curso').waitFor();
      await page.getByText('Solicitada el', { exact: false }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Solicitar el cierre de mi cuenta' }).count(), 0);
      await checkPage(page, 'profile-07b-closure-pending-mobile');
    });
  });

  it('the terms of the country, public and linked from the register screen; the pages on a desktop', async () => {
    await withBrowser('desktop', async ({ page }) => {
      await page.goto(`${server.url}/register`);
      await page.getByRole('link', { name: 'términos y condiciones' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { name: 'Términos y condiciones de uso' }).waitFor();
      await page.getByText('clubes deportivos de Chile', { exact: false }).waitFor();
      await checkPage(page, 'profile-08-terms-desktop');

      await registerNewPlayer(page, server, 'Escritorio');
      await page.goto(`${server.url}/profile/menu`);
      await uploadPicture(page);
      await checkPage(page, 'profile-09-menu-desktop');
      await page.goto(`${server.url}/profile/password`);
      await page.getByLabel('Contraseña actual').waitFor();
      await checkPage(page, 'profile-10-password-desktop');
      await page.goto(`${server.url}/profile/email`);
      await page.getByLabel('Nuevo correo').waitFor();
      await checkPage(page, 'profile-11-email-desktop');
    });
  });
});
