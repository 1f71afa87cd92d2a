import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { users } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { book, clubIdOf, courtIdOf, hold, movableClock, quoteBody, SPORT_ID, type Player, type SlotRef } from '../support/booking';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';
import { CARDS, FORM, onProviderPage, postForm, tokenize } from '../payments/support';

// Issue 10 item 4: the server's log lines (at every level, the request lines included) carry no
// password, password hash, session or confirmation token, card or payment token, card number, nor a
// whole request body — over a realistic run: register (also through a 500), confirm, login (right
// and wrong), a saved card, payments through the provider's pages, the status page by token.

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
/** Everything secret the run handled; none may appear in a log line. */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | null | undefined) => {
  if (value) secrets.set(value, what);
};

const PASSWORD = 'Secr3t-Pa55word!';
let slot: SlotRef;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, logStream: capture, settings: { emailConfirmation: 'required' } });
  const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  slot = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1'),
    date: '2026-03-03',
    startTime: '10:00:00',
    endTime: '11:00:00',
  };
  keep('password', PASSWORD);
  keep('demo password', 'courtflow');
});
afterAll(() => server?.close());

async function realisticRun(): Promise<void> {
  // Register, read the confirmation link's token from the outbox, confirm, log in (wrong, then right).
  const body = registration({ password: PASSWORD, repeat_password: PASSWORD });
  const registered = await server.call('register', { body });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  keep('whole register body', JSON.stringify(body));
  const [row] = await server.db.select().from(users).where(eq(users.id, registered.body.userId));
  keep('password hash', row.passwordHash);
  keep('password hash (its digest part)', row.passwordHash.split('$').pop());
  const link = server
    .outbox()
    .at(-1)!
    .text.match(/token=([^\s&"]+)/)![1];
  keep('confirmation token', decodeURIComponent(link));
  expect((await server.call('confirmEmail', { body: { userId: registered.body.userId, token: decodeURIComponent(link) } })).status).toBe(
    200,
  );
  expect((await server.call('login', { body: { email: body.email, password: 'Wrong-pass-1' } })).status).toBe(400);
  keep('wrong password', 'Wrong-pass-1');
  const login = await server.call('login', { body: { email: body.email, password: PASSWORD } });
  keep('session token', login.body.token);
  const me: Player = { id: registered.body.userId, token: login.body.token };

  // A 500: the database refuses the row (a constraint this test adds), with the hash among its parameters.
  await server.db.execute(sql`alter table users add constraint log_test_no_explode check (first_name <> 'Explode')`);
  const exploded = await server.call('register', {
    body: registration({ first_name: 'Explode', password: PASSWORD, repeat_password: PASSWORD }),
  });
  expect(exploded.status).toBe(500);
  await server.db.execute(sql`alter table users drop constraint log_test_no_explode`);

  // Save a card from the provider script's token, pay with it, pay through Webpay's page, read the status by token.
  const player: Player = { id: await server.userId(DEMO.player), token: await server.login(DEMO.player) };
  keep('demo session token', player.token);
  const made = await tokenize(server, CARDS.approve);
  keep('one-time card token', made.body.token);
  keep('card number', CARDS.approve);
  const saved = await server.call('createCardSubscription', {
    token: player.token,
    params: { userId: player.id },
    body: { token: made.body.token, bin: '411111', lfd: '1111', fullName: 'Pia Soto', expMonth: '12', expYear: '30' },
  });
  keep('saved card token', saved.body.userKushkiSubscriptionId);
  expect((await hold(server, player, slot)).status).toBe(200);
  const paid = await book(
    server,
    player,
    slot,
    quoteBody(slot, 60, [player.id], {
      ...FORM,
      action: 'pay',
      fopId: FOP_IDS.KUSHKI,
      fopParams: { paymentType: 'card', paymentMode: 'savedCard', token: saved.body.userKushkiSubscriptionId },
    }),
  );
  expect(paid.body.paymentData.status).toBe('APPROVED');

  const other = { ...slot, startTime: '12:00:00', endTime: '13:00:00' };
  expect((await hold(server, me, other)).status).toBe(200);
  const webpay = await book(server, me, other, quoteBody(other, 60, [me.id], { ...FORM, action: 'pay', fopId: FOP_IDS.WEBPAY }));
  const redirect = String(webpay.body.paymentData.redirectURL);
  const paymentToken = redirect.split('/').pop()!.split('?')[0];
  keep('payment token', paymentToken);
  const status = await server.app.inject({ method: 'GET', url: `/api/webpay/token/${paymentToken}` });
  expect(status.statusCode).toBe(200);
  const answered = await onProviderPage(server, redirect, { card: CARDS.approveWebpay });
  keep('webpay card number', CARDS.approveWebpay);
  expect(answered.statusCode).toBe(303);
  await postForm(server, '/payments/return', { token_ws: paymentToken });
  await server.app.inject({ method: 'GET', url: `/payments/return?token_ws=${paymentToken}` });
  // An unknown route with a token in its path and query.
  await server.app.inject({ method: 'GET', url: `/api/nothing/${paymentToken}?token=${login.body.token}` });
  const logout = await server.call('logout', { token: me.token, params: { userId: me.id }, body: {} });
  expect(logout.status).toBe(200);
}

describe('the server’s log lines', () => {
  it('hold no password, hash, token, card reference or request body', async () => {
    await realisticRun();
    expect(lines.length).toBeGreaterThan(30);
    expect(
      lines.some((l) => /"statusCode":500|unexpected error/.test(l)),
      'the 500 was logged',
    ).toBe(true);
    if (process.env.PRINT_LOGS) console.log(lines.filter((l) => /unexpected|incoming/.test(l)).join('\n'));
    const leaks: string[] = [];
    for (const line of lines) {
      for (const [secret, what] of secrets) if (line.includes(secret)) leaks.push(`${what}: ${line.slice(0, 300)}`);
      if (/"(body|password|passwordHash|password_hash|authorization|cookie|fopParams)"\s*:/.test(line))
        leaks.push(`a secret-bearing field: ${line.slice(0, 300)}`);
      if (/sbx_(sub|tok|ocu|trf|3ds)?_?[a-f0-9]{32}/.test(line)) leaks.push(`a provider token: ${line.slice(0, 300)}`);
      if (/eyJ[A-Za-z0-9_-]{10,}\./.test(line)) leaks.push(`a JWT: ${line.slice(0, 300)}`);
      if (/params: /.test(line)) leaks.push(`query parameters: ${line.slice(0, 300)}`);
      if (/scrypt\$/.test(line)) leaks.push(`a password hash: ${line.slice(0, 300)}`);
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from users`);
    expect(n).toBeGreaterThan(4);
  });
});
