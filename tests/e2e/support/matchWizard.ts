import type { Page } from 'playwright-core';

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

/**
 * On /match/wizard as a new player: a woman born 20 May 1994, padel at Intermedio, right-handed, free
 * on Monday and Wednesday evenings in Providencia; saves and waits for padel's match home.
 */
export async function completeMatchWizard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Sobre ti' }).waitFor();
  await page.getByRole('radio', { name: 'Mujer' }).click();
  await page.getByLabel('Día').selectOption('20');
  await page.getByLabel('Mes').selectOption('5');
  await page.getByLabel('Año').selectOption('1994');
  await next(page).click();
  await page.getByRole('heading', { name: 'Tu deporte' }).waitFor();
  await page.getByRole('radio', { name: 'Pádel' }).click();
  await page.getByRole('radio', { name: 'Intermedio', exact: true }).click();
  await next(page).click();
  await page.getByRole('heading', { name: 'Cómo juegas' }).waitFor();
  await page.getByRole('button', { name: 'Diestro' }).click();
  await next(page).click();
  await page.getByRole('heading', { name: 'Cuándo puedes jugar' }).waitFor();
  await page.getByLabel('Lunes').check();
  await page.getByLabel('Miércoles').check();
  await next(page).click();
  await page.getByRole('heading', { name: 'Dónde juegas' }).waitFor();
  await page.getByLabel('Buscar comuna').fill('provi');
  await page.getByRole('button', { name: 'Providencia' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/match\/1\/home$/);
}
