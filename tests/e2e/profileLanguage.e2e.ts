import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkPage, openBrowser, registerNewPlayer, startServer, type RunningServer } from './support';

// The language of the profile area as a new player changes it (spec part 3 §2 /profile/languages, §7
// set-language): Portuguese chosen on the languages page, then the menu and the personal data in
// Portuguese, and still after a reload.

let server: RunningServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

async function profileInPortuguese(page: Page): Promise<void> {
  await page.goto(`${server.url}/profile/menu`);
  await page.getByRole('heading', { name: 'Minha conta', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Preferências', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Encerrar minha conta', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Sair' }).waitFor();
  assert.equal(await page.getByText('Mi cuenta', { exact: true }).count(), 0, 'no Spanish left in the menu');
  await page.getByRole('link', { name: 'Dados pessoais' }).click();
  await page.waitForURL('**/profile/user');
  await page.getByRole('heading', { name: 'Dados pessoais' }).first().waitFor();
  await page.getByLabel('Telefone', { exact: true }).waitFor();
  await page.getByLabel('Sobrenome').waitFor();
  await page.getByRole('button', { name: 'Salvar alterações' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
}

describe('profile language', () => {
  it('a new player chooses Portuguese and sees the profile area in it, after a reload too', async () => {
    const browser = await openBrowser('mobile');
    try {
      const { page } = browser;
      await registerNewPlayer(page, server, 'Idioma');
      await page.goto(`${server.url}/profile/languages`);
      await page.getByText('Elige el idioma de la aplicación').waitFor();
      await page.getByLabel('Português').check();
      await page.getByText('Escolha o idioma do aplicativo').waitFor();
      await checkPage(page, 'language-01-languages-pt-mobile');

      await profileInPortuguese(page);
      await checkPage(page, 'language-02-personal-data-pt-mobile');

      await page.reload();
      await page.getByLabel('Sobrenome').waitFor();
      await profileInPortuguese(page);
      await checkPage(page, 'language-03-after-reload-pt-mobile');
      assert.deepEqual(
        browser.errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e)),
        [],
        'no page errors',
      );
    } finally {
      await browser.close();
    }
  });
});
