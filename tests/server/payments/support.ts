import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings, payments } from '#server/db/schema';
import type { Settings } from '#server/settings';
import {
  book,
  clubIdOf,
  courtIdOf,
  hold,
  movableClock,
  playerOf,
  quoteBody,
  SPORT_ID,
  type Player,
  type SlotRef,
} from '../support/booking';
import { TEST_PUBLIC_URL } from '../support/testSettings';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Helpers of the payment tests: a server on a pinned clock, bookings at Club Pádel Vitacura, and a
// person's hand on the sandbox provider's pages and script (form posts and JSON calls, as a browser).

export const START = '2026-03-02T15:00:00Z';
export const DAY = '2026-03-03';
export const FORM = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };

export const CARDS = {
  approve: '4111111111111111',
  approveWebpay: '4051885600446623',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  debit: '4000056655665556',
  reject: '4000000000000002',
  speed: '4000000000000119',
  pending: '4000000000000044',
  threeDsPass: '4000000000003220',
  threeDsFail: '4000000000003063',
  enrolProviderError: '4000000000000127',
  enrolPassThrough: '4000000000000069',
  enrolDocumentTaken: '4000000000000101',
} as const;
export const CVV = '7319';

export interface PaymentWorld {
  server: TestServer;
  clock: ReturnType<typeof movableClock>;
  player: Player;
  rival: Player;
  admin: Player;
  vitacura: number;
  padel(court: string, startTime: string, endTime: string, date?: string): Promise<SlotRef>;
}

export async function paymentWorld(settings: Partial<Settings> = {}): Promise<PaymentWorld> {
  const clock = movableClock(START);
  const server = await startTestServer({ now: clock.now, settings });
  const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  return {
    server,
    clock,
    player: await playerOf(server, DEMO.player),
    rival: await playerOf(server, DEMO.rival),
    admin: await playerOf(server, DEMO.admin),
    vitacura,
    padel: async (court, startTime, endTime, date = DAY) => ({
      clubId: vitacura,
      sportId: SPORT_ID.padel,
      courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
      date,
      startTime,
      endTime,
    }),
  };
}

/** Holds and books a slot with a body (action, fopId, fopParams...). */
export async function holdAndBook(
  server: TestServer,
  who: Player,
  slot: SlotRef,
  extra: Record<string, unknown>,
  players: (number | Record<string, unknown>)[] = [who.id],
  holdExtra: Record<string, unknown> = {},
) {
  const held = await hold(server, who, slot, holdExtra);
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  return book(server, who, slot, quoteBody(slot, 60, players, { ...FORM, ...extra }));
}

/** The path and query of one of our absolute URLs. */
export function pathOf(url: string): string {
  expect(url.startsWith(TEST_PUBLIC_URL)).toBe(true);
  return url.slice(TEST_PUBLIC_URL.length);
}

export const queryOf = (url: string) => new URL(url, TEST_PUBLIC_URL).searchParams;

/** A form post, as a browser sends it. */
export function postForm(server: TestServer, path: string, fields: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export type PageAction = { card: string; expiry?: string; cvv?: string } | 'cancel';

/**
 * The person on the provider's page the redirect URL names: the page is shown (HTML), then they pay
 * with a card (or cancel). Answers the page's answer (303 back to the merchant, or the page again).
 */
export async function onProviderPage(server: TestServer, redirectURL: string, action: PageAction) {
  let path = pathOf(redirectURL);
  const page = await server.app.inject({ method: 'GET', url: path });
  if (page.statusCode === 302) path = String(page.headers.location);
  const shown = page.statusCode === 302 ? await server.app.inject({ method: 'GET', url: path }) : page;
  expect(shown.statusCode).toBe(200);
  expect(shown.headers['content-type']).toMatch(/text\/html/);
  const fields: Record<string, string> =
    action === 'cancel'
      ? { action: 'cancel' }
      : { action: 'pay', cardNumber: action.card, expiry: action.expiry ?? '12/30', cvv: action.cvv ?? CVV };
  return postForm(server, path.split('?')[0], fields);
}

/** The provider script's tokenization, as the browser calls it. */
export async function tokenize(
  server: TestServer,
  number: string,
  extra: Partial<{ cvc: string; expiryMonth: string; expiryYear: string; name: string }> = {},
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/sandbox/kushki/v1/tokens',
    payload: {
      merchantId: 'sbx_pk_cl',
      card: { name: 'Pia Soto', number, cvc: CVV, expiryMonth: '12', expiryYear: '30', ...extra },
      currency: 'CLP',
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as { token: string; requires3ds: boolean; secureId: string | null; code?: string },
  };
}

const cardParts = (number: string) => ({
  bin: number.slice(0, 6),
  lfd: number.slice(-4),
  fullName: 'Pia Soto',
  expMonth: '12',
  expYear: '30',
});

/** Tokenize (3-D Secure when asked) and save the card: the app's card enrolment, end to end. */
export async function saveCard(server: TestServer, who: Player, number: string, extra: Record<string, unknown> = {}) {
  const made = await tokenize(server, number);
  expect(made.status).toBe(200);
  if (made.body.requires3ds) await server.app.inject({ method: 'POST', url: `/sandbox/kushki/v1/3ds/${made.body.secureId}`, payload: {} });
  return server.call('createCardSubscription', {
    token: who.token,
    params: { userId: who.id },
    body: { token: made.body.token, ...cardParts(number), ...extra },
  });
}

export { cardParts };

export const paymentsOf = (server: TestServer, bookingId: number) =>
  server.db.select().from(payments).where(eq(payments.bookingId, bookingId));
export const bookingOf = async (server: TestServer, id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** Runs fn while the provider's status checks fail (unreachable): open payments cannot be settled by asking. */
export async function whileStatusChecksFail<T>(server: TestServer, fn: () => Promise<T>): Promise<T> {
  const providerPayments = server.deps.payments.ctx.providers.payments;
  const paymentStatus = providerPayments.paymentStatus;
  providerPayments.paymentStatus = async () => {
    throw new Error('provider unreachable');
  };
  try {
    return await fn();
  } finally {
    providerPayments.paymentStatus = paymentStatus;
  }
}
