import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlayers, bookings, users } from '#server/db/schema';
import {
  book,
  clubIdOf,
  courtIdOf,
  hold,
  movableClock,
  playerOf,
  quote,
  quoteBody,
  SPORT_ID,
  type Player,
  type SlotRef,
} from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Issue 16: the LATAM Pass account id of booking users (spec part 1 §3 LATAMPASSAccountId, §5 the
// special-character filter, §7 GET /api/users/{userId}/latampassid) and the booking texts a club sport
// may require (who you play with; the booking motive and arrival time). Seeded at Sportlife Maipú padel.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;
let maipu: number;
const texts = { playWith: 'Con Ana y Pedro', bookingMotive: 'Entrenamiento', arrivalTime: '09:45' };

const maipuAt = async (court: string, startTime: string, date = '2026-03-03'): Promise<SlotRef> => ({
  clubId: maipu,
  sportId: SPORT_ID.padel,
  courtId: await courtIdOf(server.db, 'sportlife-maipu', court),
  date,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00:00`,
});
const savedOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0].latamPassAccountId;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  maipu = await clubIdOf(server.db, 'sportlife-maipu');
});
afterAll(() => server?.close());

describe('GET and PUT /api/users/{userId}/latampassid', () => {
  it('answers null before anything is saved; saving filters (word characters, upper-cased) and answers the stored id', async () => {
    const get = () => server.call('getLatamPassId', { token: rival.token, params: { userId: rival.id } });
    expect((await get()).body).toMatchObject({ error: false, accountId: null });
    const saved = await server.call('saveLatamPassId', {
      token: rival.token,
      params: { userId: rival.id },
      body: { accountId: ' lp-1234 5678.ab ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.accountId).toBe('LP12345678AB');
    expect((await get()).body.accountId).toBe('LP12345678AB');
    expect(await savedOf(rival.id)).toBe('LP12345678AB');
    // Null (or nothing left after the filter) removes it.
    await server.call('saveLatamPassId', { token: rival.token, params: { userId: rival.id }, body: { accountId: ' -- ' } });
    expect((await get()).body.accountId).toBeNull();
  });

  it('refuses what is not an account id once filtered (-400), keeping what was saved', async () => {
    await server.call('saveLatamPassId', { token: rival.token, params: { userId: rival.id }, body: { accountId: '99887766' } });
    for (const accountId of ['ab-12', 'LP_12345678', '1234567890123456789012'] as const) {
      const refused = await server.call('saveLatamPassId', { token: rival.token, params: { userId: rival.id }, body: { accountId } });
      expect(refused.status, accountId).toBe(400);
      expect(refused.body).toMatchObject({ error: true, code: '-400' });
    }
    expect(await savedOf(rival.id)).toBe('99887766');
  });

  it('another user’s id is refused as no access (404), reading and saving', async () => {
    await server.call('saveLatamPassId', { token: player.token, params: { userId: player.id }, body: { accountId: 'PLAYER0001' } });
    const read = await server.call('getLatamPassId', { token: rival.token, params: { userId: player.id } });
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ error: true });
    expect(read.body.accountId).toBeUndefined();
    const write = await server.call('saveLatamPassId', {
      token: rival.token,
      params: { userId: player.id },
      body: { accountId: 'RIVAL00001' },
    });
    expect(write.status).toBe(404);
    expect(await savedOf(player.id)).toBe('PLAYER0001');
    expect((await server.call('getLatamPassId', { params: { userId: player.id } })).status).toBe(401);
  });
});

describe('the club sport’s settings', () => {
  it('Sportlife Maipú padel takes LATAM Pass and asks for the texts; Vitacura does not', async () => {
    const sport = async (slug: string) =>
      (await server.call('getClubSport', { params: { clubId: await clubIdOf(server.db, slug), sportId: SPORT_ID.padel } })).body.sport;
    expect(await sport('sportlife-maipu')).toMatchObject({ latam_pass_enabled: true, ask_play_with: true, ask_motive_and_arrival: true });
    expect(await sport('club-padel-vitacura')).toMatchObject({
      latam_pass_enabled: false,
      ask_play_with: false,
      ask_motive_and_arrival: false,
    });
  });
});

describe('LATAMPASSAccountId on the quote and the booking', () => {
  it('the quote filters it and refuses a malformed one (-400) or one at a club that does not take LATAM Pass', async () => {
    const slot = await maipuAt('Cancha 1', '18:00:00');
    expect((await hold(server, player, slot)).status).toBe(200);
    const ok = await quote(server, player, slot, quoteBody(slot, 60, [{ userId: player.id, LATAMPASSAccountId: 'lp 2233-4455' }]));
    expect(ok.status).toBe(200);
    const bad = await quote(server, player, slot, quoteBody(slot, 60, [{ userId: player.id, LATAMPASSAccountId: 'lp-1' }]));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: '-400', details: { field: 'LATAMPASSAccountId', filtered: 'LP1' } });

    const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
    const other: SlotRef = { ...slot, clubId: vitacura, courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1') };
    const elsewhere = await quote(server, player, other, quoteBody(other, 60, [{ userId: player.id, LATAMPASSAccountId: 'LP22334455' }]));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: '-400', details: { field: 'LATAMPASSAccountId' } });
  });

  it('the booking stores the filtered id on the booker’s player row and saves it for their next booking, with the texts', async () => {
    const slot = await maipuAt('Cancha 2', '10:00:00');
    expect((await hold(server, rival, slot)).status).toBe(200);
    const made = await book(
      server,
      rival,
      slot,
      quoteBody(slot, 60, [{ userId: rival.id, LATAMPASSAccountId: 'lp-5566 7788' }], { action: 'book', ...texts }),
    );
    expect(made.status).toBe(200);
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, made.body.bookingId));
    expect(row).toMatchObject({ playWith: 'Con Ana y Pedro', bookingMotive: 'Entrenamiento', arrivalTime: '09:45' });
    const [players] = await server.db.select().from(bookingPlayers).where(eq(bookingPlayers.bookingId, made.body.bookingId));
    expect(players).toMatchObject({ userId: rival.id, latamPassAccountId: 'LP55667788' });
    expect((await server.call('getLatamPassId', { token: rival.token, params: { userId: rival.id } })).body.accountId).toBe('LP55667788');
  });

  it('a malformed id fails the booking before anything is written', async () => {
    const slot = await maipuAt('Cancha 2', '12:00:00');
    expect((await hold(server, rival, slot)).status).toBe(200);
    const before = (await server.db.select().from(bookings)).length;
    const refused = await book(
      server,
      rival,
      slot,
      quoteBody(slot, 60, [{ userId: rival.id, LATAMPASSAccountId: '12_34' }], { action: 'book', ...texts }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: '-400', details: { field: 'LATAMPASSAccountId' } });
    expect((await server.db.select().from(bookings)).length).toBe(before);
  });
});

describe('who you play with, the booking motive and arrival time', () => {
  it('are required where the club sport asks (-400 with what is missing), and not stored where it does not', async () => {
    const slot = await maipuAt('Cancha 1', '14:00:00');
    expect((await hold(server, rival, slot)).status).toBe(200);
    const without = (extra: Record<string, unknown>) =>
      book(server, rival, slot, quoteBody(slot, 60, [rival.id], { action: 'book', ...texts, ...extra }));
    expect((await without({ playWith: '  ' })).body).toMatchObject({ code: '-400', details: { missing: ['playWith'] } });
    expect((await without({ bookingMotive: null, arrivalTime: null })).body).toMatchObject({
      code: '-400',
      details: { missing: ['bookingMotive', 'arrivalTime'] },
    });
    expect((await without({ arrivalTime: '25:00' })).status).toBe(400);
    expect((await without({})).status).toBe(200);

    const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
    const other: SlotRef = { ...slot, clubId: vitacura, courtId: await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 3') };
    expect((await hold(server, rival, other)).status).toBe(200);
    const there = await book(
      server,
      rival,
      other,
      quoteBody(other, 60, [rival.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }], ...texts }),
    );
    expect(there.status).toBe(200);
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, there.body.bookingId));
    expect(row).toMatchObject({ playWith: null, bookingMotive: null, arrivalTime: null });
  });
});
