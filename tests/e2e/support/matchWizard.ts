import type { Page } from 'playwright-core';

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

/** The wizard's steps as a new player sees them (no entity, padel: no team step). */
export type WizardStep = 'personal' | 'sport' | 'play' | 'availability' | 'cities';

/**
 * What a test does on a step besides the answers: `shown` runs once the step's heading is on screen
 * (before anything is answered), `answered` once the answers are given (before next or save).
 */
export interface WizardChecks {
  shown?: Partial<Record<WizardStep, (page: Page) => Promise<void>>>;
  answered?: Partial<Record<WizardStep, (page: Page) => Promise<void>>>;
}

async function step(page: Page, checks: WizardChecks, name: WizardStep, heading: string, answer: () => Promise<void>) {
  await page.getByRole('heading', { name: heading }).waitFor();
  await checks.shown?.[name]?.(page);
  await answer();
  await checks.answered?.[name]?.(page);
}

/**
 * On /match/wizard as a new player: a woman born 20 May 1994, padel at Intermedio, right-handed, free
 * on Monday and Wednesday evenings in Providencia; saves and waits for padel's match home.
 */
export async function completeMatchWizard(page: Page, checks: WizardChecks = {}): Promise<void> {
  await step(page, checks, 'personal', 'Sobre ti', async () => {
    await page.getByRole('radio', { name: 'Mujer' }).click();
    await page.getByLabel('Día').selectOption('20');
    await page.getByLabel('Mes').selectOption('5');
    await page.getByLabel('Año').selectOption('1994');
  });
  await next(page).click();
  await step(page, checks, 'sport', 'Tu deporte', async () => {
    await page.getByRole('radio', { name: 'Pádel' }).click();
    await page.getByRole('radio', { name: 'Intermedio', exact: true }).click();
  });
  await next(page).click();
  await step(page, checks, 'play', 'Cómo juegas', async () => {
    await page.getByRole('button', { name: 'Diestro' }).click();
  });
  await next(page).click();
  await step(page, checks, 'availability', 'Cuándo puedes jugar', async () => {
    await page.getByLabel('Lunes').check();
    await page.getByLabel('Miércoles').check();
  });
  await next(page).click();
  await step(page, checks, 'cities', 'Dónde juegas', async () => {
    await page.getByLabel('Buscar comuna').fill('provi');
    await page.getByText(/^Mostrando 1 de 1$/).waitFor();
    await page.getByRole('button', { name: 'Providencia' }).click();
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/match\/1\/home$/);
}
