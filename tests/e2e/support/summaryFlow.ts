import type { Locator, Page } from 'playwright-core';

// Booking then paying through the app's own screens, as the payment browser tests walk it: take a
// slot, fill the summary, open the cashier.

/** From the slots page: takes the slot and says no to the insurance when asked: the summary. */
export async function takeSlot(page: Page, slot: Locator): Promise<void> {
  await slot.click();
  await page.waitForURL(/\/book\/(insurance|summary)\?/);
  if (new URL(page.url()).pathname.endsWith('/insurance')) {
    await page.getByRole('button', { name: 'No, gracias' }).click();
    await page.waitForURL('**/book/summary?**');
  }
}

/**
 * Fills Vitacura's summary: the level, the car plate when given, the club's rules. Typing waits for
 * the quote and the service fee: until the reservation machine reaches summary.ready it drops
 * field.set and terms.set, and the controlled field loses what was typed.
 */
export async function fillSummary(page: Page, plate?: string): Promise<void> {
  await page.getByText('Cargo por servicio').waitFor();
  await page.getByLabel('Nivel de juego').fill('Intermedio');
  if (plate !== undefined) await page.getByLabel(/Patente del auto/).fill(plate);
  await page.getByLabel(/Acepto el reglamento del club/).check();
}

/** Presses the summary's Pagar: answers the cashier with the club's forms of payment. */
export async function openCashier(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Pagar / }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('heading', { name: 'Elige cómo pagar' }).waitFor({ timeout: 15_000 });
  return sheet;
}
