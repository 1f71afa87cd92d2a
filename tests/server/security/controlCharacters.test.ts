import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { hold, movableClock, playerOf, quoteBody, SPORT_ID, clubIdOf, courtIdOf, type Player, type SlotRef } from '../support/booking';
import { registration } from '../support/registration';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Issue 10 item 3: PostgreSQL refuses the 0x00 byte in text, so a NUL that reached a query answered
// 500. Text with a NUL (or another control character a field cannot hold) is refused at the
// contract, in one place (server/http/contractValidator.ts), with -400 and nothing written.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let slot: SlotRef;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, settings: { registerMaxAttempts: 1000 } });
  player = await playerOf(server, DEMO.player);
  const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  slot = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1'),
    date: '2026-03-03',
    startTime: '10:00:00',
    endTime: '11:00:00',
  };
});
afterAll(() => server?.close());

const refused = (response: { status: number; body: unknown }) =>
  expect(response, JSON.stringify(response.body)).toMatchObject({ status: 400, body: { error: true, code: '-400' } });
const slotParams = () => ({ clubId: slot.clubId, sportId: slot.sportId, courtId: slot.courtId });
const form = (value: string) => ({ dataConfigValues: [{ dataConfigId: 1, value }] });

describe('a NUL in any listed text field answers -400, never 500', () => {
  it('register: first and last name', async () => {
    const before = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from users`);
    refused(await server.call('register', { body: registration({ first_name: 'Mar\u0000tina' }) }));
    refused(await server.call('register', { body: registration({ last_name: 'Gonz\u0000ález' }) }));
    expect(await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from users`)).toEqual(before);
  });

  it('profile update: names', async () => {
    refused(
      await server.call('updateUser', {
        token: player.token,
        params: { userId: player.id },
        body: { first_name: 'Pia\u0000', last_name: 'Soto' },
      }),
    );
  });

  it('the club search q (/api/club/?q=a%00b)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/club/?q=a%00b' });
    refused({ status: response.statusCode, body: response.json() });
  });

  it('the document number (PUT /api/users/{userId}/foid)', async () => {
    refused(
      await server.call('updateFoid', {
        token: player.token,
        params: { userId: player.id },
        body: { foidCountry: 'CL', foidType: 'PP', foidNumber: 'P90\u000081726' },
      }),
    );
  });

  it('the missing-data address', async () => {
    const address = { countryCode: 'CL', geoStateId: null, geoCityId: null, address: 'Av. Vitacura\u0000 5250' };
    refused(await server.call('updateMissingData', { token: player.token, params: { userId: player.id }, body: { address } }));
  });

  it('booking comments and form values', async () => {
    expect((await hold(server, player, slot)).status).toBe(200);
    refused(
      await server.call('createBooking', {
        token: player.token,
        params: slotParams(),
        body: quoteBody(slot, 60, [player.id], { action: 'book', comments: 'Llego\u0000 tarde', ...form('Intermedio') }),
      }),
    );
    refused(
      await server.call('createBooking', {
        token: player.token,
        params: slotParams(),
        body: quoteBody(slot, 60, [player.id], { action: 'book', ...form('Inter\u0000medio') }),
      }),
    );
    const rows = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from bookings where created_by = ${player.id}`);
    expect(rows[0].n).toBe(0);
  });

  it('the quote’s discount code', async () => {
    refused(
      await server.call('requestQuote', {
        token: player.token,
        params: slotParams(),
        body: quoteBody(slot, 60, [{ userId: player.id, discountCode: 'PROMO\u0000' }]),
      }),
    );
  });
});

describe('other control characters', () => {
  it.each([
    ['a C0 control (ESC)', 'Pia\u001b[31m'],
    ['DEL', 'Pia\u007f'],
    ['a vertical tab', 'Pia\u000bSoto'],
    ['a lone surrogate', 'Pia\ud800'],
  ])('%s in a name is refused', async (_name, value) => {
    refused(
      await server.call('updateUser', {
        token: player.token,
        params: { userId: player.id },
        body: { first_name: value, last_name: 'Soto' },
      }),
    );
  });

  it('line breaks and tabs stay allowed in the text a person writes (booking comments)', async () => {
    const other = { ...slot, startTime: '12:00:00', endTime: '13:00:00' };
    expect((await hold(server, player, other)).status).toBe(200);
    const response = await server.call('createBooking', {
      token: player.token,
      params: slotParams(),
      body: quoteBody(other, 60, [player.id], { action: 'book', comments: 'Llegamos\ta las 12:00\r\ncon pelotas', ...form('Intermedio') }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('a control character in a path segment or a query key is refused too', async () => {
    const path = await server.app.inject({ method: 'GET', url: '/api/webpay/token/sbx_%01aaaaaaaaaaaaaaaa' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ error: true, code: '-400' });
    const key = await server.app.inject({ method: 'GET', url: '/api/club/?a%00=1' });
    expect(key.statusCode).toBe(400);
  });
});
