import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/client';
import { createMailer } from '#server/mail/createMailer';
import { FOP_IDS } from '#server/payments/fops';
import { callEndpoint } from '../support/callEndpoint';
import { clubIdOf, courtIdOf, hold, quoteBody, SPORT_ID, type Player } from '../support/booking';
import { publicTables, queryRows } from '../support/tableSnapshot';
import { openTestDatabase } from '../support/testDatabase';
import { testSettings } from '../support/testSettings';
import { DEMO, findUserId } from '../support/users';
import { DEMO_PASSWORD } from '#server/db/seed/demoAccounts';
import { sql } from 'drizzle-orm';
import { CARDS, FORM, pathOf, postForm } from './support';
import { movableClock } from '../support/booking';
import type { TestServer } from '../support/testServer';

// Card numbers and CVVs never reach our database or our logs: only the provider's token, bin, last
// four digits and card type. Every payment path where a person types a card is walked with the
// logger at its most verbose; then every row of every table and every captured log line is scanned.

const CVVS = ['7319', '4826', '9051'];
const TYPED = [CARDS.approve, CARDS.approveWebpay, CARDS.threeDsPass, CARDS.mastercard, CARDS.pending, CARDS.reject, CARDS.amex];

const lines: string[] = [];
let app: FastifyInstance;
let db: Db;
let drop: () => Promise<void>;
let server: TestServer;
let player: Player;
const clock = movableClock('2026-03-02T15:00:00Z');

beforeAll(async () => {
  const settings = testSettings({ logLevel: 'trace' });
  const opened = await openTestDatabase();
  drop = opened.drop;
  db = opened.database.db;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  ({ app } = await buildApp({
    database: opened.database,
    settings,
    mailer: createMailer(settings, { info: () => {} }),
    now: clock.now,
    logStream,
  }));
  await app.ready();
  // Just enough of the test server for the shared helpers.
  server = { app, db, call: (endpoint: never, input: never) => callEndpoint(app, endpoint, input) } as unknown as TestServer;
  const login = await callEndpoint(app, 'login', { body: { email: DEMO.player, password: DEMO_PASSWORD }, remoteAddress: '127.0.0.9' });
  player = { id: await findUserId(db, DEMO.player), token: login.body.token };
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

async function slot(court: string, startTime: string) {
  const clubId = await clubIdOf(db, 'club-padel-vitacura');
  return {
    clubId,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(db, 'club-padel-vitacura', court),
    date: '2026-03-03',
    startTime,
    endTime: `${Number(startTime.slice(0, 2)) + 1}:00:00`,
  };
}

async function book(court: string, startTime: string, extra: Record<string, unknown>) {
  const where = await slot(court, startTime);
  expect((await hold(server, player, where)).status).toBe(200);
  const { clubId, sportId, courtId } = where;
  return callEndpoint(app, 'createBooking', {
    token: player.token,
    params: { clubId, sportId, courtId },
    body: quoteBody(where, 60, [player.id], { ...FORM, ...extra }),
  });
}

/** Every leaf of a JSON value with the key it sits under. */
function* leaves(value: unknown, key = ''): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* leaves(item, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* leaves(v, k);
  else yield [key, value];
}

function secretsIn(text: string, json: unknown): string[] {
  const found: string[] = [];
  const digits = text.replace(/[\s-]/g, '');
  for (const pan of TYPED) if (text.includes(pan) || digits.includes(pan)) found.push(`card number ${pan}`);
  for (const [key, value] of leaves(json)) {
    if (CVVS.includes(String(value).trim())) found.push(`CVV under "${key}"`);
    if (/^(cvv|cvc|cardnumber|card_number|pan|securitycode)$/i.test(key) && value !== null && value !== undefined && value !== '')
      found.push(`a "${key}" field`);
  }
  return found;
}

describe('no card number or CVV in any table or log line', () => {
  it('the scanner finds a planted card number or CVV (so an empty finding means something)', () => {
    expect(secretsIn(`{"msg":"card ${CARDS.approve}"}`, { msg: `card ${CARDS.approve}` })).toHaveLength(1);
    expect(secretsIn('{"x":"7319"}', { x: '7319' })).toEqual(['CVV under "x"']);
    expect(secretsIn('{"cvc":"1"}', { cvc: '1' })).toEqual(['a "cvc" field']);
    expect(secretsIn('4111 1111 1111 1111', null)).toHaveLength(1);
  });

  it('walks every path where a card is typed, then scans every row and every log line', async () => {
    // 1. The provider script tokenizes a card, with its 3-D Secure step; the card is saved from the token.
    for (const [number, cvc] of [
      [CARDS.threeDsPass, CVVS[0]],
      [CARDS.mastercard, CVVS[1]],
    ] as const) {
      const made = await app.inject({
        method: 'POST',
        url: '/sandbox/kushki/v1/tokens',
        payload: { card: { name: 'Pia Soto', number, cvc, expiryMonth: '12', expiryYear: '30' } },
      });
      expect(made.statusCode).toBe(200);
      const { token, secureId } = made.json();
      if (secureId) await app.inject({ method: 'POST', url: `/sandbox/kushki/v1/3ds/${secureId}`, payload: {} });
      const saved = await callEndpoint(app, 'createCardSubscription', {
        token: player.token,
        params: { userId: player.id },
        body: { token, bin: number.slice(0, 6), lfd: number.slice(-4), fullName: 'Pia Soto', expMonth: '12', expYear: '30' },
      });
      expect(saved.status).toBe(200);
    }
    // A refused tokenization (expired card) and a malformed one.
    await app.inject({
      method: 'POST',
      url: '/sandbox/kushki/v1/tokens',
      payload: { card: { name: 'Pia Soto', number: CARDS.amex, cvc: CVVS[2], expiryMonth: '01', expiryYear: '20' } },
    });
    await app.inject({ method: 'POST', url: '/sandbox/kushki/v1/tokens', payload: { card: { number: CARDS.amex, cvc: CVVS[2] } } });

    // 2. WEBPAY: the card typed on the provider's page (approved, then a pending and a rejected one).
    for (const [court, start, card, cvv] of [
      ['Cancha 1', '10:00:00', CARDS.approveWebpay, CVVS[0]],
      ['Cancha 2', '10:00:00', CARDS.reject, CVVS[1]],
    ] as const) {
      const booked = await book(court, start, { action: 'pay', fopId: FOP_IDS.WEBPAY });
      const page = pathOf(booked.body.paymentData.redirectURL);
      await postForm(server, page, { action: 'pay', cardNumber: '4111 1111 1111 1112', expiry: '12/30', cvv }); // a typo first
      const paid = await postForm(server, page, { action: 'pay', cardNumber: card, expiry: '12/30', cvv });
      expect(paid.statusCode).toBe(303);
    }

    // 3. One-click enrolment: the card typed on the provider's page.
    const started = await callEndpoint(app, 'startOneClickEnrolment', { token: player.token, params: { id: player.id } });
    await postForm(server, pathOf(started.body.redirectURL), { action: 'pay', cardNumber: CARDS.pending, expiry: '12/30', cvv: CVVS[2] });
    await callEndpoint(app, 'getOneClickEnrolment', { token: player.token, params: { token: started.body.redirectURL.split('/').pop() } });

    // 4. The court booking's direct test-card shortcut (a test card number in fopParams).
    const direct = await book('Cancha 3', '10:00:00', { action: 'pay', fopParams: { cardNumber: CARDS.approve } });
    expect(direct.body.status).toBe('PAYED');

    // 5. A client that wrongly sends card data to our API: refused or ignored, never kept or logged.
    await callEndpoint(app, 'createCardSubscription', {
      token: player.token,
      params: { userId: player.id },
      body: { token: 'x', number: CARDS.approve, cvv: CVVS[0] },
    });

    expect(lines.length).toBeGreaterThan(20);
    const logFindings = lines.flatMap((line) => {
      let json: unknown = null;
      try {
        json = JSON.parse(line);
      } catch {
        // not JSON: scanned as text only
      }
      return secretsIn(line, json).map((finding) => `${finding} in log line ${line.slice(0, 200)}`);
    });
    expect(logFindings).toEqual([]);

    const tables = await publicTables(db);
    expect(tables).toEqual(
      expect.arrayContaining([
        'payments',
        'payment_methods',
        'sandbox_sessions',
        'sandbox_card_tokens',
        'sandbox_notifications',
        'analytics_events',
      ]),
    );
    const tableFindings: string[] = [];
    for (const table of tables) {
      const rows = await queryRows(db, sql.raw(`select * from "${table}"`));
      const text = JSON.stringify(rows);
      // Notification bodies are JSON text inside a column: scan them parsed too.
      const nested = rows.flatMap((row) =>
        Object.values(row)
          .filter((v): v is string => typeof v === 'string' && v.startsWith('{'))
          .map((v) => JSON.parse(v)),
      );
      tableFindings.push(...secretsIn(text, [rows, nested]).map((finding) => `${finding} in table ${table}`));
    }
    expect(tableFindings).toEqual([]);
    // What is kept: tokens, bins, last fours, types.
    const [card] = await queryRows<{ bin: string; last4: string }>(db, sql`select bin, last4 from payment_methods where last4 = '4444'`);
    expect(card).toEqual({ bin: '555555', last4: '4444' });
  });
});
