import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiCall,
  bookWithoutPaying,
  findPaidSlot,
  logInByApi,
  openBrowser,
  registerNewPlayer,
  RIVAL,
  seriousViolations,
  startServer,
  tomorrowInSantiago,
  type BrowserSession,
  type RunningServer,
} from './support';

// Waiting lists (issue 16), as a new player would: the rival books tomorrow's 19:00 at Vitacura; a new
// player searches that hour, turns the waiting-list toggle on, joins the booked slot's list and lands
// on /profile/my-waiting-lists; the rival cancels and the new player's notice arrives (the snack bar,
// live, and the stored notification); leaving the list asks first, then it is gone.

let server: RunningServer;
let phone: BrowserSession;

before(async () => {
  server = await startServer({ WAITING_LIST_SECONDS: '1' });
  phone = await openBrowser('mobile');
});

after(async () => {
  await phone?.close();
  await server?.stop();
});

describe('waiting lists', () => {
  it('joins the list of a booked slot and hears when the other player cancels it', async () => {
    const { page } = phone;
    const rival = await logInByApi(server.url, RIVAL);
    const date = tomorrowInSantiago();
    const slot = await findPaidSlot(server.url, rival, date, ['19:00:00', '20:00:00', '21:00:00']);
    const bookingId = await bookWithoutPaying(server.url, rival, slot);

    const player = await registerNewPlayer(page, server, 'Espera');
    await page.goto(`${server.url}/book/clubs/1/sports?preSelectSportId=1&preSelectDate=${date}`);
    await page.getByLabel('Hora').selectOption(slot.startTime);
    await page.getByRole('radio', { name: '60 min' }).click();
    await page.getByRole('button', { name: 'Buscar horarios' }).click();
    await page.getByRole('button', { name: 'Lista de espera: ver horarios reservados' }).click();
    await page.getByRole('list', { name: 'Horarios con lista de espera' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    const hh = slot.startTime.slice(0, 5);
    await page
      .getByRole('button', { name: new RegExp(`^Unirme a la lista .*${hh}`) })
      .first()
      .click();
    await page.waitForURL('**/profile/my-waiting-lists');
    const [y, m, d] = date.split('-');
    await page
      .getByText(new RegExp(`${d}/${m}/${y} ${hh}`))
      .first()
      .waitFor();

    const cancelled = await apiCall(server.url, rival, 'PATCH', `/api/bookings/${bookingId}`, [
      { op: 'replace', path: '/status', value: 'CANCELLED' },
    ]);
    assert.equal(cancelled.status, 200);
    await page.getByTestId('snack-bar').filter({ hasText: 'Se liberó un horario que esperabas' }).waitFor({ timeout: 20_000 });

    // Leaving the list is asked first: keeping the place changes nothing; confirming leaves it.
    const leave = page.getByRole('button', { name: new RegExp(`^Salir de la lista .*${d}/${m}/${y} ${hh}`) }).first();
    await leave.click();
    const dialog = page.getByRole('dialog', { name: '¿Salir de la lista de espera?' });
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', new RegExp(`${d}/${m}/${y} ${hh}`));
    assert.deepEqual(await seriousViolations(page), []);
    await dialog.getByRole('button', { name: 'Seguir esperando' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await leave.isVisible(), true, 'still on the list');
    await leave.click();
    await dialog.getByRole('button', { name: 'Sí, salir' }).click();
    await page.getByText('No estás en ninguna lista de espera').waitFor({ timeout: 15_000 });
    const lists = await apiCall(server.url, await logInByApi(server.url, player), 'GET', '/api/waiting_list/user_lists');
    assert.deepEqual((lists.body as { waitingLists: unknown[] }).waitingLists, [], 'the server no longer lists it');
  });
});
