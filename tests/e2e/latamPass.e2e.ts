import assert from 'node:assert/strict';
import { copyFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiCall,
  checkPage,
  openBrowser,
  registerNewPlayer,
  RESULTS_DIR,
  sessionToken,
  slotAt,
  startServer,
  subClubId,
  takeSlot,
  tomorrowInSantiago,
  unexpectedErrors,
  userIdOf,
  type RunningServer,
  type ViewportName,
} from './support';

// Issue 16, as a new player meets it at Sportlife Maipú's padel (seeded: takes LATAM Pass, asks who you
// play with, the booking's motive and the arrival time): the summary requires the texts, the LATAM Pass
// account typed with spaces and dashes shows upper-cased without them, and the next booking finds it saved.

let server: RunningServer;
const SHOTS = process.env.LATAM_SHOTS_DIR;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  await checkPage(page, name);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await copyFile(resolve(RESULTS_DIR, `${name}.png`), resolve(SHOTS, `${name}.png`));
  }
}

/** Maipú → padel → tomorrow at that hour, 60 minutes → the slot of Cancha 1 → the summary. */
async function summaryAt(page: Page, clubId: number, hour: string): Promise<void> {
  await page.goto(`${server.url}/book/clubs/${clubId}/sports?preSelectSportId=1&preSelectDate=${tomorrowInSantiago()}`);
  await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Hora').selectOption(`${hour}:00:00`);
  await page.getByRole('radio', { name: '60 min' }).click();
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
  await page.waitForURL('**/book/slots?**');
  await takeSlot(page, slotAt(page, `${hour}:00`, 'Cancha 1'));
  await page.getByRole('button', { name: 'Reservar y pagar después' }).waitFor({ timeout: 30_000 });
}

for (const viewport of ['mobile', 'laptop'] as ViewportName[]) {
  describe(`LATAM Pass and the booking texts (${viewport})`, () => {
    it('a new player at Sportlife Maipú: texts required, the LATAM Pass id filtered as typed and saved for the next booking', async () => {
      const b = await openBrowser(viewport);
      await b.page.emulateMedia({ reducedMotion: 'reduce' });
      const { page } = b;
      try {
        await registerNewPlayer(page, server, viewport === 'mobile' ? 'Millas' : 'Viajera');
        const token = await sessionToken(b.context);
        const maipu = await subClubId(server.url, 'Sportlife Santiago', 'Sportlife Maipú');
        const [first, second] = viewport === 'mobile' ? ['10', '12'] : ['14', '16'];

        await summaryAt(page, maipu, first);
        const latamPass = page.getByLabel(/Cuenta LATAM Pass/);
        assert.equal(await latamPass.inputValue(), '', 'nothing saved yet');
        await page.getByRole('button', { name: 'Reservar y pagar después' }).click();
        await page.getByText('Ingresa con quién juegas.').waitFor();
        await page.getByLabel(/Con quién juegas/).fill('Con Ana y Pedro');
        await page.getByLabel(/Motivo de la reserva/).fill('Entrenamiento');
        await page.getByLabel(/Hora de llegada/).fill('09:45');
        await latamPass.pressSequentially('lp-1234 5678', { delay: 20 });
        assert.equal(await latamPass.inputValue(), 'LP12345678', 'the filter applies as they type');
        await shot(page, `latam-${viewport}-01-summary`);
        await page.getByRole('button', { name: 'Reservar y pagar después' }).click();
        await page.waitForURL(/\/summary\/\d+$/, { timeout: 30_000 });

        const answer = await apiCall(server.url, token, 'GET', `/api/users/${userIdOf(token)}/latampassid`);
        assert.equal(answer.body.accountId, 'LP12345678', 'saved upper-cased, without spaces or dashes');

        // The next booking at the club: the saved id is already there.
        await summaryAt(page, maipu, second);
        const field = page.getByLabel(/Cuenta LATAM Pass/);
        for (let i = 0; i < 50 && (await field.inputValue()) !== 'LP12345678'; i++) await page.waitForTimeout(200);
        assert.equal(await field.inputValue(), 'LP12345678', 'the saved id prefills the next booking');
        await shot(page, `latam-${viewport}-02-next-booking`);
        assert.deepEqual(unexpectedErrors(b), [], 'no page errors');
      } catch (error) {
        await page.screenshot({ path: `${RESULTS_DIR}/failed-latam-${viewport}.png`, fullPage: true }).catch(() => undefined);
        throw error;
      } finally {
        await b.close();
      }
    });
  });
}
