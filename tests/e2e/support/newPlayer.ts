import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

/** A player who just signed up: their credentials. */
export interface NewPlayer {
  email: string;
  password: string;
}

/**
 * Signs a new player up as one would: /register in the browser, the confirmation link from the e-mail
 * (the server's outbox), then /login; the page ends on the start screen, logged in.
 */
export async function registerNewPlayer(page: Page, server: RunningServer, firstName = 'Nueva'): Promise<NewPlayer> {
  const email = `new.${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@courtflow.test`;
  const password = 'una-clave-larga';
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Nombre', { exact: true }).fill(firstName);
  await page.getByLabel('Apellido').fill('Jugadora');
  await page.getByLabel('Correo electrónico').fill(email);
  // Chile asks for the phone (its profile field settings).
  await page.getByLabel('Teléfono', { exact: true }).fill(`9${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();

  const outbox = join(server.dataDir, 'outbox');
  const mails = await Promise.all((await readdir(outbox)).map(async (f) => readFile(join(outbox, f), 'utf8')));
  const mail = mails.map((m) => JSON.parse(m) as { to: string; text?: string; html?: string }).find((m) => m.to === email);
  assert.ok(mail, 'the confirmation e-mail was written to the outbox');
  const link = /https?:\/\/[^"\s<>]*\/confirm_email\?[^"\s<>]+/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[0]?.replace(/&amp;/g, '&');
  assert.ok(link, 'the e-mail carries the confirmation link');
  // The human check (ALTCHA, solved by the page), then the confirmation.
  await page.goto(link);
  await page.getByLabel('No soy un robot').click();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="human"]')?.checked === true);
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await page.getByText('¡Correo confirmado!').waitFor();

  await page.goto(`${server.url}/login?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL('**/book/search');
  return { email, password };
}
