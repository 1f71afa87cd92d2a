import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';

export const PLAYER = { email: 'player@courtflow.test', password: 'courtflow' };
export const RIVAL = { email: 'rival@courtflow.test', password: 'courtflow' };

/** Club Pádel Vitacura (Santiago, CLP): padel with a free court ('Cancha 4'), terms, a mandatory field, insurance. */
export const VITACURA = { id: 1, name: 'Club Pádel Vitacura', padel: 1 };

/** Logs in on /login (Spanish labels) and waits for the start screen. */
export async function logIn(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL('**/book/search');
}

/** On /book/search: Vitacura → Pádel → tomorrow (in the club's timezone), 19:00, 60 minutes → the slots. */
export async function searchPadelTomorrow(page: Page): Promise<void> {
  await searchPadelTomorrowAt(page, '19:00:00');
}

/** On /book/search: Vitacura → Pádel → tomorrow (in the club's timezone), at that hour ('HH:mm:ss'), 60 minutes → the slots. */
export async function searchPadelTomorrowAt(page: Page, time: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(VITACURA.name) }).click();
  await page.getByRole('heading', { name: 'Elige un deporte' }).waitFor();
  await page.getByRole('button', { name: 'Pádel' }).click();
  await searchTomorrowAt(page, time);
  await page.getByRole('heading', { name: 'Horarios disponibles' }).waitFor();
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('time'), time);
  assert.equal(url.searchParams.get('timespan'), '60');
}

/** The slot button of a court at 19:00–20:00. */
export const slotAt19 = (page: Page, court: string) =>
  page.getByRole('button', { name: new RegExp(`^19:00 ?, hasta 20:00 ?, .*, ${court}$`) });

/** The slot button of a court for the hour starting at 'HH:00' (60 minutes). */
export function slotAt(page: Page, start: string, court: string) {
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3, 5)}`;
  return page.getByRole('button', { name: new RegExp(`^${start} ?, hasta ${end} ?, .*, ${court}$`) });
}

/** On a club sport's search form: tomorrow, at that hour ('HH:mm:ss'), 60 minutes → the slots' address. */
export async function searchTomorrowAt(page: Page, time: string): Promise<void> {
  await page.getByRole('heading', { name: '¿Cuándo quieres jugar?' }).waitFor({ timeout: 30_000 });
  await page.getByRole('radio', { name: /^Mañana/ }).click();
  await page.getByLabel('Hora').selectOption(time);
  await page.getByRole('radio', { name: '60 min' }).click();
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
  await page.waitForURL('**/book/slots?**');
}

/** The countdown's text now ('mm:ss' under an hour). */
export async function countdownText(page: Page): Promise<string> {
  return (await page.getByTestId('hold-countdown').textContent())?.trim() ?? '';
}

/** The session token the app keeps in its cookie. */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cf_token');
  assert.ok(cookie?.value, 'the session cookie is set');
  return decodeURIComponent(cookie.value);
}

export interface CourtBooking {
  id: number;
  court_id: number;
  local_date: string;
  local_start_time: string;
  status: string;
}

/** GET /api/clubs/{clubId}/sports/{sportId}/bookings?date: the caller's bookings that day. */
export async function bookingsOn(baseUrl: string, token: string, date: string): Promise<CourtBooking[]> {
  const response = await fetch(`${baseUrl}/api/clubs/${VITACURA.id}/sports/${VITACURA.padel}/bookings?date=${date}`, {
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  assert.equal(response.status, 200, `bookings call answered ${response.status}`);
  const body = (await response.json()) as { bookings: CourtBooking[] };
  return body.bookings;
}
