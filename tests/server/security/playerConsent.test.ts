import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { clubRules } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
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

// Issue 10 item 2: a player could book naming any user ids as players; the list then showed their
// first and last names (names by id), and after four such bookings naming A, A's own booking that
// day failed with -62 (A's limits spent by someone else), and A could neither leave nor cancel them.
// A user named on someone else's booking is now an invitee: INVITED until they confirm, shown by
// initials, not counting toward their limits, free to decline or leave. Issue 9 item 8: an unknown
// player code is -193 and a player named twice -212.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let a: Player; // player@ — Pía Soto
let b: Player; // rival@ — Rodrigo Vidal
let vitacura: number;
const form = { dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] };
const DAY = '2026-03-03';

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  a = await playerOf(server, DEMO.player);
  b = await playerOf(server, DEMO.rival);
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterEach(() =>
  server.db.update(clubRules).set({ maxBookingsPerDay: null, maxActiveBookings: null }).where(eq(clubRules.clubId, vitacura)),
);
afterAll(() => server?.close());

const slotAt = async (court: string, start: string, end: string, date = DAY): Promise<SlotRef> => ({
  clubId: vitacura,
  sportId: SPORT_ID.padel,
  courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
  date,
  startTime: start,
  endTime: end,
});
async function holdAndBook(who: Player, slot: SlotRef, players: number[], extra: Record<string, unknown> = { action: 'book' }) {
  expect((await hold(server, who, slot)).status).toBe(200);
  const response = await book(server, who, slot, quoteBody(slot, 60, players, { ...form, ...extra }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.bookingId as number;
}
const list = (who: Player, date = DAY) =>
  server.call('listCourtBookings', { token: who.token, params: { clubId: vitacura, sportId: SPORT_ID.padel }, query: { date } });
const playerRowOf = async (who: Player, bookingId: number, date = DAY) => {
  const booking = (await list(who, date)).body.bookings.find((x: { id: number }) => x.id === bookingId);
  return booking?.players.find((p: { user_id: number }) => p.user_id === who.id) as { id: number; status: string } | undefined;
};
const answer = (who: Player, call: 'confirmBookingPlayer' | 'rejectBookingPlayer' | 'leaveBooking', bookingId: number, playerId: number) =>
  server.call(call, { token: who.token, params: { id: bookingId, playerId }, body: {} });

describe('a user named on someone else’s booking', () => {
  it('is an invitee: four bookings naming A do not spend A’s limit of four a day', async () => {
    await server.db.update(clubRules).set({ maxBookingsPerDay: 4 }).where(eq(clubRules.clubId, vitacura));
    for (const [court, start, end] of [
      ['Cancha 1', '08:00:00', '09:00:00'],
      ['Cancha 2', '08:00:00', '09:00:00'],
      ['Cancha 3', '08:00:00', '09:00:00'],
      ['Cancha 4', '08:00:00', '09:00:00'],
    ]) {
      await holdAndBook(b, await slotAt(court, start, end), [b.id, a.id]);
    }
    const own = await slotAt('Cancha 1', '18:00:00', '19:00:00');
    const quoted = await quote(server, a, own, quoteBody(own, 60, [a.id]));
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const [row] = await queryRows<{ invited: number }>(
      server.db,
      sql`select count(*)::int as invited from booking_players where user_id = ${a.id} and status = 'INVITED'`,
    );
    expect(row.invited).toBe(4);
  });

  it('is shown to others by initials only; their name is not discoverable by id', async () => {
    const bookingId = (await list(b)).body.bookings[0].id;
    const seenByB = (await list(b)).body.bookings.find((x: { id: number }) => x.id === bookingId);
    expect(seenByB.players).toEqual([
      expect.objectContaining({ user_id: b.id, status: 'CONFIRMED', firstName: 'Rodrigo', lastName: 'Vidal' }),
      expect.objectContaining({ user_id: a.id, status: 'INVITED', firstName: 'P.', lastName: 'S.' }),
    ]);
    expect(JSON.stringify((await list(b)).body)).not.toMatch(/Pía|Soto/);
    // A sees the invitation with their own name, and B by first name and initial (B confirmed by booking).
    const seenByA = (await list(a)).body.bookings.find((x: { id: number }) => x.id === bookingId);
    expect(seenByA.players).toEqual([
      expect.objectContaining({ user_id: b.id, status: 'CONFIRMED', firstName: 'Rodrigo', lastName: 'V.' }),
      expect.objectContaining({ user_id: a.id, status: 'INVITED', firstName: 'Pía', lastName: 'Soto' }),
    ]);
  });

  it('confirms: the booking counts toward A’s limits from then on; confirming again is -212', async () => {
    const [first] = (await list(a)).body.bookings;
    const mine = await playerRowOf(a, first.id);
    const confirmed = await answer(a, 'confirmBookingPlayer', first.id, mine!.id);
    expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({
      error: false,
      player: { id: mine!.id, user_id: a.id, status: 'CONFIRMED' },
    });
    expect(await answer(a, 'confirmBookingPlayer', first.id, mine!.id)).toMatchObject({ status: 409, body: { code: '-212' } });
    await server.db.update(clubRules).set({ maxBookingsPerDay: 1 }).where(eq(clubRules.clubId, vitacura));
    const own = await slotAt('Cancha 1', '18:00:00', '19:00:00');
    expect((await quote(server, a, own, quoteBody(own, 60, [a.id]))).body).toMatchObject({ code: '-62', details: { count: 1 } });
    // A second confirmation would pass A's limit of one a day: -62, still invited.
    const second = (await list(a)).body.bookings[1];
    const row = await playerRowOf(a, second.id);
    expect(await answer(a, 'confirmBookingPlayer', second.id, row!.id)).toMatchObject({
      status: 422,
      body: { code: '-62', details: { count: 1 } },
    });
    expect((await playerRowOf(a, second.id))!.status).toBe('INVITED');
  });

  it('declines: REJECTED, the booking leaves A’s list; declining again changes nothing; confirming after is 404', async () => {
    const bookings = (await list(a)).body.bookings;
    const target = bookings[1];
    const row = (await playerRowOf(a, target.id))!;
    expect((await answer(a, 'rejectBookingPlayer', target.id, row.id)).body).toMatchObject({ player: { status: 'REJECTED' } });
    expect((await answer(a, 'rejectBookingPlayer', target.id, row.id)).body).toMatchObject({ player: { status: 'REJECTED' } });
    expect((await list(a)).body.bookings.map((x: { id: number }) => x.id)).not.toContain(target.id);
    expect((await answer(a, 'confirmBookingPlayer', target.id, row.id)).status).toBe(404);
  });

  it('leaves after confirming: DELETED, no longer counted; a confirmed player cannot "reject" (-400)', async () => {
    const [first] = (await list(a)).body.bookings;
    const row = (await playerRowOf(a, first.id))!;
    expect(row.status).toBe('CONFIRMED');
    expect(await answer(a, 'rejectBookingPlayer', first.id, row.id)).toMatchObject({ status: 400, body: { code: '-400' } });
    expect((await answer(a, 'leaveBooking', first.id, row.id)).body).toMatchObject({ player: { status: 'DELETED' } });
    await server.db.update(clubRules).set({ maxBookingsPerDay: 1 }).where(eq(clubRules.clubId, vitacura));
    const own = await slotAt('Cancha 1', '18:00:00', '19:00:00');
    expect((await quote(server, a, own, quoteBody(own, 60, [a.id]))).status).toBe(200);
  });

  it('an invitee may also leave without answering first (REJECTED); the one who booked cancels instead of leaving (-400)', async () => {
    const [third] = (await list(a)).body.bookings;
    const row = (await playerRowOf(a, third.id))!;
    expect((await answer(a, 'leaveBooking', third.id, row.id)).body).toMatchObject({ player: { status: 'REJECTED' } });
    const own = (await list(b)).body.bookings.find((x: { id: number }) => x.id === third.id);
    const bRow = own.players.find((p: { user_id: number }) => p.user_id === b.id);
    expect(await answer(b, 'leaveBooking', third.id, bRow.id)).toMatchObject({ status: 400, body: { code: '-400' } });
  });

  it('nobody answers for someone else: 404 for another player’s row, another booking, an unknown id; nothing changes', async () => {
    const bookingId = await holdAndBook(b, await slotAt('Cancha 2', '12:00:00', '13:00:00'), [b.id, a.id]);
    const aRow = (await playerRowOf(a, bookingId))!;
    const before = await queryRows(server.db, sql`select id, status from booking_players order by id`);
    for (const call of ['confirmBookingPlayer', 'rejectBookingPlayer', 'leaveBooking'] as const) {
      expect((await answer(b, call, bookingId, aRow.id)).status).toBe(404);
      expect((await answer(a, call, bookingId + 1000, aRow.id)).status).toBe(404);
      expect((await answer(a, call, bookingId, 999_999)).status).toBe(404);
    }
    expect(await queryRows(server.db, sql`select id, status from booking_players order by id`)).toEqual(before);
  });

  it('named as the booking user, A does not manage the booking until they confirm: paying it is 404', async () => {
    const bookingId = await holdAndBook(b, await slotAt('Cancha 3', '12:00:00', '13:00:00'), [a.id, b.id]);
    const pay = () =>
      server.call('payBooking', { token: a.token, params: { id: bookingId }, body: { action: 'pay', fopId: FOP_IDS.WEBPAY } });
    expect((await pay()).status).toBe(404);
    const row = (await playerRowOf(a, bookingId))!;
    expect((await answer(a, 'confirmBookingPlayer', bookingId, row.id)).body.player.status).toBe('CONFIRMED');
    expect((await pay()).status).toBe(200);
  });
});

describe('naming players by code (issue 9 item 8)', () => {
  it('an unknown code is -193 (the quote names it; the booking refuses it); a player named twice is -212', async () => {
    const slot = await slotAt('Cancha 4', '14:00:00', '15:00:00');
    const quoted = await quote(server, b, slot, quoteBody(slot, 60, [b.id, 99_999]));
    expect(quoted.body.quotes[1]).toMatchObject({ userId: 99_999, error: { code: '-193' } });
    expect((await hold(server, b, slot)).status).toBe(200);
    expect(await book(server, b, slot, quoteBody(slot, 60, [b.id, 99_999], { ...form, action: 'book' }))).toMatchObject({
      status: 422,
      body: { code: '-193', details: { userId: 99_999 } },
    });
    expect(await quote(server, b, slot, quoteBody(slot, 60, [b.id, a.id, a.id]))).toMatchObject({
      status: 422,
      body: { code: '-212', details: { userId: a.id } },
    });
    expect(await book(server, b, slot, quoteBody(slot, 60, [b.id, b.id], { ...form, action: 'book' }))).toMatchObject({
      status: 422,
      body: { code: '-212', details: { userId: b.id } },
    });
  });
});
