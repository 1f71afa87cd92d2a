import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { VITACURA } from './booking';

// Helpers of the payment browser tests: a paid booking made through the API (hold, then bookingsv2
// with WEBPAY) to reach the provider's page without the cashier, and a person on the sandbox pages.

/** The sandbox provider's published test cards (server/payments/sandbox/testCards.ts). */
export const SANDBOX_CARDS = {
  approve: '4051885600446623',
  reject: '5186059559590568',
  pendingThenApprove: '4000000000000044',
} as const;

export interface ApiAnswer {
  status: number;
  // The tests read both success fields and the error envelope.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One call to our API as the app makes it (bearer token, the ajax header, JSON). */
export async function apiCall(baseUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the assertion message
  }
  return { status: response.status, body: parsed };
}

/** The user id in a session token's claims. */
export function userIdOf(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id?: unknown };
  assert.equal(typeof claims.id, 'number', 'the token carries the user id');
  return claims.id as number;
}

/** Logs in through the API (no browser) and answers the token. */
export async function logInByApi(baseUrl: string, who: { email: string; password: string }): Promise<string> {
  const answer = await apiCall(baseUrl, null, 'POST', '/api/login', who);
  assert.equal(answer.status, 200, `login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

export interface PaidSlot {
  clubId: number;
  sportId: number;
  courtId: number;
  courtName: string;
  date: string;
  startTime: string;
  endTime: string;
  amount: number;
}

/** A free court with a price (not a capacity court) at Club Pádel Vitacura on that date, at one of the hours. */
export async function findPaidSlot(
  baseUrl: string,
  token: string,
  date: string,
  hours: string[],
  skipCourts: number[] = [],
): Promise<PaidSlot> {
  for (const time of hours) {
    const query = new URLSearchParams({ date, time, timespan: '60' });
    const answer = await apiCall(baseUrl, token, 'GET', `/api/sports/${VITACURA.padel}/clubs/${VITACURA.id}/timeslots?${query}`);
    assert.equal(answer.status, 200, `timeslots answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const slots = answer.body.timeslots as {
      courtId: number;
      courtText: string;
      local_start_time: string;
      local_end_time: string;
      courtCapacityEnabled: boolean;
      bookingId: number | null;
      priceInfo: { amount: number };
    }[];
    const slot = slots.find(
      (s) =>
        s.priceInfo.amount > 0 &&
        !s.courtCapacityEnabled &&
        s.bookingId === null &&
        s.local_start_time.startsWith(time.slice(0, 5)) &&
        !skipCourts.includes(s.courtId),
    );
    if (slot) {
      return {
        clubId: VITACURA.id,
        sportId: VITACURA.padel,
        courtId: slot.courtId,
        courtName: slot.courtText,
        date,
        startTime: slot.local_start_time,
        endTime: slot.local_end_time,
        amount: slot.priceInfo.amount,
      };
    }
  }
  throw new Error(`No paid padel slot at ${VITACURA.name} on ${date} at ${hours.join(', ')}`);
}

const courtPath = (slot: PaidSlot) => `/api/clubs/${slot.clubId}/sports/${slot.sportId}/courts/${slot.courtId}`;

/** POST .../block: the hold on the slot. */
export function holdSlot(baseUrl: string, token: string, slot: PaidSlot): Promise<ApiAnswer> {
  return apiCall(baseUrl, token, 'POST', `${courtPath(slot)}/block`, {
    userId: userIdOf(token),
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
  });
}

/** DELETE .../block: gives a hold back. */
export function releaseSlot(baseUrl: string, token: string, slot: PaidSlot): Promise<ApiAnswer> {
  const query = new URLSearchParams({ date: slot.date, startTime: slot.startTime, endTime: slot.endTime });
  return apiCall(baseUrl, token, 'DELETE', `${courtPath(slot)}/block?${query}`);
}

export interface WebpayBooking {
  bookingId: number;
  /** The sandbox Webpay page (paymentData.redirectURL). */
  redirectURL: string;
  /** The provider token (the last part of the redirect URL). */
  providerToken: string;
}

/**
 * Holds the slot and books it with action 'pay' and WEBPAY (fopId 1): the booking waits for the
 * payment (BOOKED, paymentData PENDING) and names the provider's page.
 */
export async function bookWithWebpay(baseUrl: string, token: string, slot: PaidSlot): Promise<WebpayBooking> {
  return bookAndPay(baseUrl, token, slot, 1, { installments: 1 });
}

/** Holds the slot and books it with action 'pay' through a form of payment; the payment waits (PENDING). */
export async function bookAndPay(
  baseUrl: string,
  token: string,
  slot: PaidSlot,
  fopId: number,
  fopParams: Record<string, unknown>,
): Promise<WebpayBooking> {
  const held = await holdSlot(baseUrl, token, slot);
  assert.equal(held.status, 200, `the hold answered ${held.status}: ${JSON.stringify(held.body)}`);
  const booked = await apiCall(baseUrl, token, 'POST', `${courtPath(slot)}/bookingsv2`, {
    date: slot.date,
    time: slot.startTime,
    timespan: 60,
    bookUserIds: [{ userId: userIdOf(token) }],
    dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
    action: 'pay',
    fopId,
    fopParams,
  });
  assert.equal(booked.status, 200, `bookingsv2 answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const { paymentData, bookingId } = booked.body as { bookingId: number; paymentData: { status: string; redirectURL: string } };
  assert.equal(paymentData?.status, 'PENDING', `the payment waits for the provider: ${JSON.stringify(booked.body)}`);
  const providerToken = new URL(paymentData.redirectURL).pathname.split('/').pop() ?? '';
  // (for a one-click payment the redirect URL is our /webpayoneclick?id page, and this is unused)
  return { bookingId, redirectURL: paymentData.redirectURL, providerToken };
}

/** On the sandbox Webpay page: types the card (any future expiry, a CVV) and pays. */
export async function payOnSandboxPage(page: Page, card: string): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
}

/** On the sandbox one-click enrolment page: types the card and enrols it. */
export async function enrolOnSandboxPage(page: Page, card: string): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Inscribir' }).click();
}

/** POST /api/webpayoneclick/users/{id}/enroll: the provider's enrolment page. */
export async function startOneClickEnrolment(baseUrl: string, token: string): Promise<string> {
  const answer = await apiCall(baseUrl, token, 'POST', `/api/webpayoneclick/users/${userIdOf(token)}/enroll?source=profile`, {});
  assert.equal(answer.status, 200, `enroll answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.redirectURL as string;
}

/** The caller's one-click cards (userOneClickId, last digits). */
export async function oneClickCards(baseUrl: string, token: string): Promise<{ userOneClickId: string; last4?: string }[]> {
  const answer = await apiCall(baseUrl, token, 'GET', `/api/webpayoneclick/users/${userIdOf(token)}/cards`);
  assert.equal(answer.status, 200, `cards answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.cards;
}

/**
 * Holds the slot and books it with action 'book' (no payment): BOOKED, its whole amount still to pay
 * (its summary has the pay button). The set-up of the Lighthouse gate, the bench and the credit test.
 */
export async function bookWithoutPaying(baseUrl: string, token: string, slot: PaidSlot): Promise<number> {
  const held = await holdSlot(baseUrl, token, slot);
  assert.equal(held.status, 200, `the hold answered ${held.status}: ${JSON.stringify(held.body)}`);
  const booked = await apiCall(baseUrl, token, 'POST', `${courtPath(slot)}/bookingsv2`, {
    date: slot.date,
    time: slot.startTime,
    timespan: 60,
    bookUserIds: [{ userId: userIdOf(token) }],
    dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }],
    action: 'book',
  });
  assert.equal(booked.status, 200, `bookingsv2 answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  return booked.body.bookingId as number;
}
