import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiCall,
  findPaidSlot,
  holdSlot,
  logInByApi,
  openBrowser,
  registerNewPlayer,
  RESULTS_DIR,
  RIVAL,
  seriousViolations,
  sessionToken,
  startServer,
  tomorrowInSantiago,
  userIdOf,
  VIEWPORTS,
  type BrowserSession,
  type RunningServer,
} from './support';

// The profile's lists as a new player finds them (issue 14): they sign up, book a court with the
// rival (who becomes their friend), then from the profile menu open friends and remove the rival,
// see that they have no coupons, look for customer codes (their profile has no identity document
// yet: -12 says so and links to personal data) and answer and save the sport profile questionnaire,
// which is still there after a reload. Each page is checked with axe and shot at both sizes.

const SHOTS = process.env.SHOTS_DIR ?? RESULTS_DIR;
let server: RunningServer;
let browser: BrowserSession;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await openBrowser('mobile');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Axe finds nothing serious, and the page is shot on a phone and on a laptop. */
async function look(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: resolve(SHOTS, `profile-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.mobile);
}

async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await page.goto(`${server.url}/profile/menu`);
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('the profile lists of a new player', () => {
  it('friends (remove one), coupons, customer codes and the sport profile', async () => {
    const { page } = browser;
    await registerNewPlayer(page, server, 'Amiga');
    const token = await sessionToken(page.context());
    const rivalId = userIdOf(await logInByApi(server.url, RIVAL));

    // A booking with the rival: they are on it, so they are friends.
    const slot = await findPaidSlot(server.url, token, tomorrowInSantiago(), ['10:00:00', '11:00:00', '12:00:00']);
    assert.equal((await holdSlot(server.url, token, slot)).status, 200);
    const booked = await apiCall(
      server.url,
      token,
      'POST',
      `/api/clubs/${slot.clubId}/sports/${slot.sportId}/courts/${slot.courtId}/bookingsv2`,
      {
        date: slot.date,
        time: slot.startTime,
        timespan: 60,
        bookUserIds: [{ userId: userIdOf(token) }, { userId: rivalId }],
        dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
        action: 'book',
      },
    );
    assert.equal(booked.status, 200, JSON.stringify(booked.body));

    await openFromMenu(page, 'Amigos', 'Amigos');
    const removeRival = page.getByRole('button', { name: 'Quitar Rodrigo Vidal' });
    await removeRival.waitFor();
    await look(page, 'friends');
    await removeRival.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar de mis amigos' }).click();
    await page.getByRole('heading', { name: 'Aún no tienes amigos aquí' }).waitFor();
    assert.equal(await removeRival.count(), 0);
    await page.reload();
    await page.getByRole('heading', { name: 'Aún no tienes amigos aquí' }).waitFor();

    await openFromMenu(page, 'Cupones', 'Cupones');
    await page.getByRole('heading', { name: 'No tienes cupones' }).waitFor();
    await look(page, 'coupons');

    await openFromMenu(page, 'Códigos de cliente', 'Códigos de cliente');
    await page.getByRole('heading', { name: 'No tienes códigos de cliente' }).waitFor();
    await page.getByRole('button', { name: 'Buscar mis códigos en los clubes' }).click();
    await page.getByText('completa tu documento de identidad').waitFor();
    assert.ok(await page.getByRole('link', { name: 'Ir a mis datos personales' }).isVisible());
    await look(page, 'customercodes');

    await openFromMenu(page, 'Perfil deportivo', 'Perfil deportivo');
    const groups = page.getByRole('group');
    await groups.first().waitFor();
    assert.equal(await groups.count(), 4);
    const save = page.getByRole('button', { name: 'Guardar respuestas' });
    assert.equal(await save.isDisabled(), true, 'saving waits for every answer');
    await page.getByRole('radio', { name: 'Cada semana' }).check();
    await page.getByRole('radio', { name: 'Intermedio' }).check();
    await page.getByRole('radio', { name: 'Amigos' }).check();
    await page.getByRole('radio', { name: 'Noche' }).check();
    await save.click();
    await page.getByText('Guardamos tu perfil deportivo.').waitFor();
    await look(page, 'sportprofile');
    await page.reload();
    await page.getByRole('radio', { name: 'Noche' }).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Noche' }).isChecked(), true);
    assert.equal(await page.getByRole('radio', { name: 'Cada semana' }).isChecked(), true);
  });
});
