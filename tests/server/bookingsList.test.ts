import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema';
import { FOP_IDS } from '#server/payments/fops';
import { book, clubIdOf, courtIdOf, hold, movableClock, quoteBody, SPORT_ID, type SlotRef } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { startTestServer, type TestServer } from './support/testServer';

// Spec part 2 §7 "Bookings lists" (active, to pay, past by year and month; 5 per page), §4 cancel and
// cancel of a group, §8 -71 and -52, §6 no access. Club Pádel Vitacura; 2026-03-02 15:00Z is 12:00 there.
const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-04';

let server: TestServer;
let player: SignedPlayer;
let stranger: SignedPlayer;
let vitacura: number;

async function bookAt(court: string, hour: number, date = DATE): Promise<number> {
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
  };
  expect((await hold(server, player, slot)).status).toBe(200);
  const booked = await book(
    server,
    player,
    slot,
    quoteBody(slot, 60, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.bookingId as number;
}

const list = (
  id: 'listActiveBookings' | 'listBookingsToPay' | 'listPastBookings',
  who: SignedPlayer,
  query: Record<string, string> = {},
  userId = who.id,
) => server.call(id, { token: who.token, params: { userId }, query });

const cancel = (who: SignedPlayer, bookingId: number) =>
  server.call('cancelBooking', { token: who.token, params: { bookingId }, body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }] });

/** Whether the court's 60-minute slot at this hour is offered to someone else on the club call. */
async function offeredToOthers(courtId: number, time: string, date = DATE): Promise<boolean> {
  const response = await server.call('getClubTimeslots', {
    token: stranger.token,
    params: { clubId: vitacura, sportId: SPORT_ID.padel },
    query: { date, time, timespan: '60', showAll: '1' },
  });
  expect(response.status).toBe(200);
  const slots = response.body.timeslots as { courtId: number; local_start_time: string }[];
  return slots.some((s) => s.courtId === courtId && s.local_start_time === time);
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [player, stranger] = await createPlayers(server.db, server.deps.tokens, 2, 'bookingslist');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('the lists', () => {
  it('pages the active list 5 per page, soonest first, with the fields a row needs', async () => {
    const ids: number[] = [];
    for (const [i, court] of ['Cancha 1', 'Cancha 2', 'Cancha 3'].entries()) ids.push(await bookAt(court, 9 + i));
    // Three more as stored rows (the booking limits stop one person booking more per day through the API).
    const [first] = await server.db.select().from(bookings).where(eq(bookings.id, ids[0]));
    for (const day of ['2026-03-05', '2026-03-06', '2026-03-07']) {
      const { id: _id, accessCode: _code, ...row } = first;
      const startsAt = new Date(first.startsAt.getTime() + (Number(day.slice(8)) - 4) * 86_400_000);
      const [copy] = await server.db
        .insert(bookings)
        .values({ ...row, idempotencyKey: null, holdId: null, localDate: day, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
        .returning({ id: bookings.id });
      ids.push(copy.id);
    }
    const one = await list('listActiveBookings', player);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ error: false, actual_page: 1, total_pages: 2, total_items: 6 });
    expect(one.body.bookings.map((b: { id: number }) => b.id)).toEqual(ids.slice(0, 5));
    expect(one.body.bookings[0]).toMatchObject({
      status: 'BOOKED',
      noShow: 'N',
      club_id: vitacura,
      courtName: 'Cancha 1',
      local_date: DATE,
      local_start_time: '09:00:00',
      isCancellable: true,
      isGroupPayable: true,
      paymentInProgress: false,
    });
    expect(one.body.bookings[0].accessQRCode).toMatch(/^[0-9A-F]{12}$/);
    expect(new Set(one.body.bookings.map((b: { accessQRCode: string }) => b.accessQRCode)).size).toBe(5);
    const two = await list('listActiveBookings', player, { actual_page: '2' });
    expect(two.body.bookings.map((b: { id: number }) => b.id)).toEqual([ids[5]]);
    expect(
      (await list('listActiveBookings', player, { only_booking_id: String(ids[2]) })).body.bookings.map((b: { id: number }) => b.id),
    ).toEqual([ids[2]]);
    // Unpaid with an online amount: also in the to-pay list, with what is due.
    const toPay = await list('listBookingsToPay', player);
    expect(toPay.body.total_items).toBe(6);
    expect(toPay.body.bookings[0].pendingAmount).toBeGreaterThan(0);
    expect(toPay.body.bookings[0].isPayable).toBe(true);
    // Nobody else's bookings show in the stranger's own lists.
    expect((await list('listActiveBookings', stranger)).body.total_items).toBe(0);
  });

  it('past lists need a year from 2016 and a month that has begun (-71), and list that month', async () => {
    for (const query of [
      {},
      { year: '2026' },
      { month: '3' },
      { year: '2015', month: '12' },
      { year: '2026', month: '4' },
      { year: '2027', month: '1' },
      { year: '2026', month: '13' },
      { year: 'x', month: '3' },
    ] as Record<string, string>[]) {
      const response = await list('listPastBookings', player, query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body.code).toBe('-71');
    }
    expect((await list('listPastBookings', player, { year: '2016', month: '1' })).status).toBe(200);
    // Nothing of March has ended yet; the 9:00 booking of the 4th has once the clock passes it.
    expect((await list('listPastBookings', player, { year: '2026', month: '3' })).body.total_items).toBe(0);
    clock.set('2026-03-04T13:30:00Z');
    try {
      const past = await list('listPastBookings', player, { year: '2026', month: '03' });
      expect(past.status).toBe(200);
      expect(past.body.bookings.map((b: { local_start_time: string }) => b.local_start_time)).toEqual(['09:00:00']);
      expect(past.body.bookings[0]).toMatchObject({ isCancellable: false, isGroupPayable: false });
      expect((await list('listActiveBookings', player)).body.total_items).toBe(5);
    } finally {
      clock.set('2026-03-02T15:00:00Z');
    }
  });

  it('answers 404 with the no-access code, never the list, for another user’s lists', async () => {
    for (const id of ['listActiveBookings', 'listBookingsToPay', 'listPastBookings'] as const) {
      for (const userId of [player.id, 2_000_000]) {
        const response = await list(id, stranger, { year: '2026', month: '3' }, userId);
        expect(response.status, id).toBe(404);
        expect(response.body).toEqual({ error: true, code: '-64', message: 'Not found' });
      }
    }
  });
});

describe('cancel', () => {
  it('frees the court for others at once, and the booking leaves the active list for the past one', async () => {
    const courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 4');
    const id = await bookAt('Cancha 4', 18);
    expect(await offeredToOthers(courtId, '18:00:00')).toBe(false);
    // The stranger cannot cancel it, and it stays booked.
    const refused = await cancel(stranger, id);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('-64');
    expect(await offeredToOthers(courtId, '18:00:00')).toBe(false);

    const done = await cancel(player, id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id, status: 'CANCELLED' });
    // The same second (the pinned clock has not moved): the slot is offered again.
    expect(await offeredToOthers(courtId, '18:00:00')).toBe(true);
    const active = await list('listActiveBookings', player, { books_per_page: '50' });
    expect(active.body.bookings.some((b: { id: number }) => b.id === id)).toBe(false);
    const past = await list('listPastBookings', player, { year: '2026', month: '3', books_per_page: '50' });
    expect(past.body.bookings.find((b: { id: number }) => b.id === id)).toMatchObject({ status: 'CANCELLED', accessQRCode: null });
    // The club marks a no-show: the row says so.
    await server.db.update(bookings).set({ noShow: true }).where(eq(bookings.id, id));
    const again = await list('listPastBookings', player, { year: '2026', month: '3', books_per_page: '50' });
    expect(again.body.bookings.find((b: { id: number }) => b.id === id)?.noShow).toBe('Y');
  });

  it('refuses a paid booking with -52 and keeps it', async () => {
    const id = await bookAt('Cancha 3', 20);
    await server.db.update(bookings).set({ status: 'PAYED', totalPaid: 1000 }).where(eq(bookings.id, id));
    const response = await cancel(player, id);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('-52');
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('PAYED');
    const active = await list('listActiveBookings', player, { books_per_page: '50' });
    expect(active.body.bookings.find((b: { id: number }) => b.id === id)).toMatchObject({ isCancellable: false, isPayable: false });
  });

  it('cancels a group at once (multi-product cancel); a stranger’s group cancel is 404 and changes nothing', async () => {
    const courts = await Promise.all(['Cancha 1', 'Cancha 2'].map((c) => courtIdOf(server.db, 'club-padel-vitacura', c)));
    const a = await bookAt('Cancha 1', 21, '2026-03-09');
    const b = await bookAt('Cancha 2', 21, '2026-03-09');
    const items = [a, b].map((productTransactionId) => ({ productId: 1, productTransactionId }));
    const refused = await server.call('cancelMultipleProducts', { token: stranger.token, body: { items } });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('-404');
    for (const courtId of courts) expect(await offeredToOthers(courtId, '21:00:00', '2026-03-09')).toBe(false);
    const done = await server.call('cancelMultipleProducts', { token: player.token, body: { items } });
    expect(done.status).toBe(200);
    for (const courtId of courts) expect(await offeredToOthers(courtId, '21:00:00', '2026-03-09')).toBe(true);
  });
});

// Last: an open payment blocks the player's other bookings (-1698) until it ends.
describe('a payment open at the provider', () => {
  it('a booking whose payment is open at the provider says so, and waits: no pay, cancel or credit meanwhile', async () => {
    const id = await bookAt('Cancha 4', 21, '2026-03-05');
    // Booked to pay later online (this court's hour is paid at the club in the seed).
    await server.db.update(bookings).set({ amount: 20000, onlineAmount: 20000 }).where(eq(bookings.id, id));
    const started = await server.call('payBooking', {
      token: player.token,
      params: { id },
      body: { action: 'pay', fopId: FOP_IDS.WEBPAY, fopParams: { installments: 1 } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const active = await list('listActiveBookings', player, { books_per_page: '50' });
    expect(active.body.bookings.find((b: { id: number }) => b.id === id)).toMatchObject({
      paymentInProgress: true,
      isPayable: false,
      isCancellable: false,
      isConvertibleToCredit: false,
    });
  });
});
