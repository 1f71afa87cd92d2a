import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiCall,
  browserSessions,
  checkPage,
  fillSummary,
  logIn,
  logInByApi,
  PLAYER,
  RIVAL,
  searchPadelTomorrowAt,
  slotAt,
  startServer,
  takeSlot,
  tomorrowInSantiago,
  userIdOf,
  VITACURA,
  type RunningServer,
} from './support';

// Issue 9 item 4 ("a player can trust the booking flow", the rest in trust.e2e.ts), on a phone in
// Debian's Chromium against a server whose holds last 20 s: a hold that ran out, confirming takes the
// slot while it is free; only when someone else has it does the player see the conflict.

const withBrowser = browserSessions('trust-');

describe('a hold that ran out (HOLD_SECONDS=20)', () => {
  let short: RunningServer;
  before(async () => {
    short = await startServer({ HOLD_SECONDS: '20' });
  });
  after(async () => {
    await short?.stop();
  });

  it('4. confirming takes the slot while it is still free; only when someone else has it does the player see the conflict', async () => {
    await withBrowser('expired-hold', async (b) => {
      const { page } = b;
      await logIn(page, short.url, PLAYER);
      await searchPadelTomorrowAt(page, '19:00:00');
      await takeSlot(page, slotAt(page, '19:00', 'Cancha 1'));
      await fillSummary(page, 'ABCD12');
      await page.getByText('Se acabó el tiempo reservado: confirma ahora o elige otro horario.').waitFor({ timeout: 40_000 });
      await checkPage(page, 'trust-04-hold-ran-out');
      await page.getByRole('button', { name: 'Reservar y pagar después' }).click();
      await page.waitForURL(/\/summary\/\d+$/, { timeout: 20_000 });
      await page.getByRole('heading', { name: '¡Reserva confirmada!' }).waitFor();

      // Someone else takes the next one once its hold ran out: now the conflict.
      await page.goto(`${short.url}/book/search`);
      await searchPadelTomorrowAt(page, '20:00:00');
      await takeSlot(page, slotAt(page, '20:00', 'Cancha 2'));
      await fillSummary(page, 'ABCD12');
      await page.getByText('Se acabó el tiempo reservado: confirma ahora o elige otro horario.').waitFor({ timeout: 40_000 });
      const rival = await logInByApi(short.url, RIVAL);
      const day = tomorrowInSantiago();
      const courts = await apiCall(
        short.url,
        rival,
        'GET',
        `/api/sports/${VITACURA.padel}/clubs/${VITACURA.id}/timeslots?date=${day}&time=20:00:00&timespan=60`,
      );
      const court = (courts.body.timeslots as { courtId: number; courtText: string; local_start_time: string }[]).find(
        (s) => s.courtText === 'Cancha 2' && s.local_start_time.startsWith('20:00'),
      );
      assert.ok(court, 'the court ran out for the player and is free for the rival');
      const taken = await apiCall(
        short.url,
        rival,
        'POST',
        `/api/clubs/${VITACURA.id}/sports/${VITACURA.padel}/courts/${court.courtId}/block`,
        {
          userId: userIdOf(rival),
          date: day,
          startTime: '20:00:00',
          endTime: '21:00:00',
        },
      );
      assert.equal(taken.status, 200, JSON.stringify(taken.body));
      await page.getByRole('button', { name: 'Reservar y pagar después' }).click();
      await page.getByText('Esta cancha ya no está disponible a esta hora.').waitFor({ timeout: 15_000 });
    });
  });
});
