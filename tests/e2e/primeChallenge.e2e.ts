import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiCall,
  completeMatchWizard,
  holdSlot,
  logIn,
  logInByApi,
  openBrowser,
  RESULTS_DIR,
  seriousViolations,
  sessionToken,
  startServer,
  tomorrowInSantiago,
  userIdOf,
  VIEWPORTS,
  type BrowserSession,
  type RunningServer,
} from './support';

// The prime subscriber's challenge (spec part 3 §6 MATCH_BOOKING; §4 the court held 120 minutes): the
// seeded prime@courtflow.test completes the wizard, challenges the first recommended rival and, on the
// way, picks Club Pádel Vitacura, tomorrow, a free court time; the challenge page then shows the court
// held. Another player trying to hold that court and time is refused (-99) until the rival declines.

const SHOTS = process.env.SHOTS_DIR ?? RESULTS_DIR;
const PRIME = { email: 'prime@courtflow.test', password: 'courtflow' };
const RIVAL = { email: 'match.01@courtflow.test', password: 'courtflow' };
const OTHER = { email: 'player@courtflow.test', password: 'courtflow' };
let server: RunningServer;
let a: BrowserSession;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  a = await openBrowser('mobile');
});

after(async () => {
  await a?.close();
  await server?.stop();
});

async function look(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: resolve(SHOTS, `prime-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.mobile);
}

describe('a prime subscriber challenges with a court', () => {
  it('picks club, day and court time; the court is held until the rival declines', async () => {
    const { page } = a;
    await logIn(page, server.url, PRIME);
    await page.goto(`${server.url}/match`);
    await page.waitForURL('**/match/wizard');
    await completeMatchWizard(page);
    await page.getByRole('link', { name: 'Desafiar a Camila Reyes' }).click();

    const picker = page.getByTestId('court-picker');
    await picker.waitFor();
    await picker.getByLabel('Club').selectOption({ label: 'Club Pádel Vitacura' });
    const tomorrow = tomorrowInSantiago();
    await picker.getByLabel('Día').selectOption(tomorrow);
    await picker.getByLabel('Hora', { exact: true }).selectOption('19:00');
    const courts = picker.getByRole('group', { name: 'Canchas libres a esa hora' }).getByRole('button');
    await courts.first().waitFor();
    assert.equal(await picker.getByRole('button', { name: 'Usar esta cancha' }).isDisabled(), true, 'a time must be chosen first');
    await courts.first().click();
    await picker.getByRole('button', { name: /19:00–20:00/, pressed: true }).waitFor();
    await look(page, 'picker');
    await picker.getByRole('button', { name: 'Usar esta cancha' }).click();

    await page
      .getByTestId('challenge-court')
      .getByText(/Club Pádel Vitacura/)
      .waitFor();
    await look(page, 'ready');
    await page.getByRole('button', { name: 'Enviar desafío' }).click();
    await page.locator('[data-testid="challenge"][data-phase="waiting"]').waitFor();
    await page
      .getByTestId('challenge-held-court')
      .getByText(/^Con cancha reservada: Club Pádel Vitacura · .+, el .+ a las 19:00\.$/)
      .waitFor();
    await look(page, 'waiting');

    // The held court, as the server keeps it, refuses someone else's hold on it.
    const token = await sessionToken(page.context());
    const found = await latestChallenge(token);
    const slot = {
      clubId: found.clubId as number,
      sportId: 1,
      courtId: found.courtId as number,
      courtName: '',
      date: tomorrow,
      startTime: '19:00',
      endTime: '20:00',
      amount: 0,
    };
    const other = await logInByApi(server.url, OTHER);
    const refused = await holdSlot(server.url, other, slot);
    assert.deepEqual([refused.status, (refused.body as { code: string }).code], [409, '-99'], 'the court is held for the challenge');

    // The rival declines: the court is free again.
    const rival = await logInByApi(server.url, RIVAL);
    const declined = await apiCall(server.url, rival, 'POST', `/api/match/challenges/${found.id as number}/decline`, {});
    assert.equal(declined.status, 200);
    const held = await holdSlot(server.url, other, slot);
    assert.equal(held.status, 200, JSON.stringify(held.body));
  });
});

/** The prime subscriber's newest pending challenge (the page's address may not carry its id). */
async function latestChallenge(token: string): Promise<Record<string, unknown>> {
  const me = userIdOf(token);
  const home = await apiCall(server.url, token, 'GET', `/api/match/sports/1/users/${me}/pending-matches`);
  const fromMe = (home.body as { fromMe?: { challengeId: number }[] }).fromMe ?? [];
  assert.ok(fromMe.length > 0, `a pending challenge from the prime subscriber: ${JSON.stringify(home.body)}`);
  const answer = await apiCall(server.url, token, 'GET', `/api/match/challenges/${fromMe[0].challengeId}`);
  return (answer.body as { challenge: Record<string, unknown> }).challenge;
}
