import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { rutCheckDigit } from '#kernel/lib/validators/rut';
import { checkPage, openBrowser, startServer, type BrowserSession, type RunningServer } from './support';

// Password recovery as a new user lives it (spec part 3 §2 /forgot_password and /reset_password):
// register, forget the password, read the reset e-mail from the outbox, choose a new password, log
// in with it; the old password and the used link are refused. Then the same by identity document.

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

interface Mail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

/** The reset link of the newest reset e-mail to this address; the e-mail goes out just after the answer. */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(names.sort().map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8')) as Mail));
    const mail = mails.filter((m) => m.to === email && /reset_password\?/.test(m.text ?? '')).at(-1);
    const link = mail && /https?:\/\/[^"\s<>]*\/reset_password\?[^"\s<>]+/.exec(mail.text ?? '')?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset e-mail to ${email} in the outbox`);
}

async function logIn(b: BrowserSession, email: string, password: string): Promise<void> {
  const { page } = b;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

describe('password recovery', () => {
  it('a new user forgets the password, resets it from the e-mail, logs in with the new one; old password and used link refused', async () => {
    await withBrowser(async (b) => {
      const { page } = b;
      const email = `forgetful.${Date.now()}@courtflow.test`;
      const oldPassword = 'primera-clave-1';
      const newPassword = 'segunda-clave-2';

      await page.goto(`${server.url}/register`);
      await page.getByLabel('Nombre', { exact: true }).fill('Olvido');
      await page.getByLabel('Apellido').fill('Frecuente');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Teléfono', { exact: true }).fill('987654321');
      await page.getByLabel('Contraseña', { exact: true }).fill(oldPassword);
      await page.getByLabel('Repite la contraseña').fill(oldPassword);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();

      // Forgot, from the login page's link.
      await page.goto(`${server.url}/login`);
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.waitForURL('**/forgot_password');
      await page.getByRole('heading', { name: 'Recupera tu contraseña' }).waitFor();
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText('Ingresa tu correo.').waitFor();
      await checkPage(page, 'recovery-01-forgot-invalid');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText('Revisa tu correo').waitFor();
      await checkPage(page, 'recovery-02-forgot-sent');

      // The e-mail's link opens the reset page for this account.
      const link = await resetLinkFor(email);
      assert.equal(new URL(link).searchParams.get('email'), email);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Elige una nueva contraseña' }).waitFor();
      await page.getByText(email, { exact: false }).waitFor();
      await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
      await page.getByLabel('Repite la nueva contraseña').fill('otra-cosa-distinta');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByText('Las contraseñas no coinciden.').waitFor();
      await checkPage(page, 'recovery-03-reset-mismatch');
      await page.getByLabel('Repite la nueva contraseña').fill(newPassword);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();

      // Success goes to login (spec §8), the e-mail filled in; the new password logs in.
      await page.waitForURL('**/login?**');
      await page.getByText('Contraseña actualizada').waitFor();
      assert.equal(await page.getByLabel('Correo electrónico').inputValue(), email);
      await checkPage(page, 'recovery-04-login-after-reset');
      await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.waitForURL('**/book/search');

      // Log out; the old password is refused.
      await page.goto(`${server.url}/logout`);
      await page.waitForURL((url) => !url.pathname.startsWith('/logout'));
      await page.goto(`${server.url}/login`);
      await logIn(b, email, oldPassword);
      await page.getByText('Correo o contraseña incorrectos.').waitFor();

      // The same link a second time: refused, with a way to ask for a new one.
      await page.goto(link);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('tercera-clave-3');
      await page.getByLabel('Repite la nueva contraseña').fill('tercera-clave-3');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.getByText('Este enlace no es válido o ya expiró').waitFor();
      await page.getByRole('link', { name: 'Pedir un nuevo enlace' }).waitFor();
      await checkPage(page, 'recovery-05-link-used');
      await page.goto(`${server.url}/login`);
      await logIn(b, email, newPassword);
      await page.waitForURL('**/book/search');
    });
  });

  it('by identity document: a Chilean RUT finds the account; the e-mail resets its password', async () => {
    const email = `rut.${Date.now()}@courtflow.test`;
    const body = String(20_000_000 + Math.floor(Math.random() * 5_000_000));
    const rut = `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${rutCheckDigit(body)}`;
    const wrongRut = `${rut.slice(0, -1)}${rutCheckDigit(body) === '1' ? '2' : '1'}`;
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Rut',
        last_name: 'Olvidado',
        email,
        password: 'clave-con-rut-1',
        repeat_password: 'clave-con-rut-1',
        foid_country: 'CL',
        foid_type: 'NI',
        foid_number: rut,
        phone: { phoneCode: '+56', phoneCountry: 'CL', phoneNumber: '987654322' },
      }),
    });
    assert.equal(registered.status, 200, await registered.clone().text());
    await withBrowser(async (b) => {
      const { page } = b;
      await page.goto(`${server.url}/forgot_password`);
      await page.getByRole('radio', { name: 'Documento' }).click();
      await page.getByLabel('Número de documento').fill(wrongRut);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText('El documento no es válido.', { exact: false }).waitFor();
      await checkPage(page, 'recovery-06-forgot-document-invalid');
      await page.getByLabel('Número de documento').fill(rut);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText('Revisa tu correo').waitFor();

      await page.goto(await resetLinkFor(email));
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-rut-2');
      await page.getByLabel('Repite la nueva contraseña').fill('clave-nueva-rut-2');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page.waitForURL('**/login?**');
      await logIn(b, email, 'clave-nueva-rut-2');
      await page.waitForURL('**/book/search');
    });
  });
});
