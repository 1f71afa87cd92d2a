import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking } from '#server/booking/reservations/cancelBooking';
import { queryRows } from '#server/db/rows';
import { courts } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, hold, movableClock, quote, quoteBody, SPORT_ID, type SlotRef } from '../support/booking';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';

// The padel clinic of Club Pádel Vitacura: 8 seats, at least 2 players for the first booking of a
// session (minCapacityMode FIRST), at most 4 seats per booking, 8.000 CLP per seat.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let people: SignedPlayer[];
let slot: SlotRef;
let courtId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  people = await createPlayers(server.db, server.deps.tokens, 8, 'clinic');
  courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Clínica de pádel');
  slot = {
    clubId: await clubIdOf(server.db, 'club-padel-vitacura'),
    sportId: SPORT_ID.padel,
    courtId,
    date: '2026-03-04',
    startTime: '09:00:00',
    endTime: '10:00:00',
  };
});
afterAll(() => server?.close());

const [a, b, c, d, e] = [0, 1, 2, 3, 4];
const ids = (...indexes: number[]) => indexes.map((i) => people[i].id);
const used = async () =>
  (await queryRows<{ used: number }>(server.db, sql`select used from capacity_slots where court_id = ${courtId}`))[0]?.used ?? 0;
const payload = { action: 'pay', dataConfigValues: [{ dataConfigId: 1, value: 'Avanzado' }] };

describe('capacity courts', () => {
  it('the first booking of a session must bring minCapacity people (FIRST): -592 with the count', async () => {
    const response = await quote(server, people[a], slot, quoteBody(slot, 60, ids(a)));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: '-592', details: { count: 2 } });
  });

  it('prices each seat, and tells the seats, the minimum and the capacity', async () => {
    const response = await quote(server, people[a], slot, quoteBody(slot, 60, ids(a, b)));
    expect(response.status).toBe(200);
    expect(response.body.quotes.map((q: { slot: { priceInfo: { amount: number; priceType: string } } }) => q.slot.priceInfo)).toMatchObject(
      [
        { amount: 8000, priceType: 'PLAYER' },
        { amount: 8000, priceType: 'PLAYER' },
      ],
    );
    expect(response.body.bookingActions.paymentAmounts.pay).toBe(16000);
    expect(response.body.quotes[0].slot).toMatchObject({
      courtCapacityEnabled: true,
      capacity: 8,
      usedCapacity: 0,
      minCapacity: 2,
      minCapacityMode: 'FIRST',
      minBookings: 2,
      maxCapacityPerBooking: 4,
    });
  });

  it('more people than maxCapacityPerBooking: -221 with the most allowed', async () => {
    const response = await quote(server, people[a], slot, quoteBody(slot, 60, ids(a, b, c, d, e)));
    expect(response.body).toMatchObject({ code: '-221', details: { count: 4 } });
  });

  it('a booking takes one seat per person: the held seat plus the others, counted atomically', async () => {
    expect((await hold(server, people[a], slot)).status).toBe(200);
    expect(await used()).toBe(1);
    const booked = await book(server, people[a], slot, quoteBody(slot, 60, ids(a, b, c), payload));
    expect(booked.body).toMatchObject({ error: false, status: 'PAYED', paymentData: { status: 'APPROVED' } });
    expect(await used()).toBe(3);
  });

  it('after the first booking a single person may book (FIRST); in ALL mode every booking needs the minimum', async () => {
    const single = await quote(server, people[d], slot, quoteBody(slot, 60, ids(d)));
    expect(single.status).toBe(200);
    expect(single.body.quotes[0].slot).toMatchObject({ usedCapacity: 3, bookings: 1, minBookings: 0 });
    await server.db.update(courts).set({ minCapacityMode: 'ALL' }).where(eq(courts.id, courtId));
    expect((await quote(server, people[d], slot, quoteBody(slot, 60, ids(d)))).body).toMatchObject({ code: '-592', details: { count: 2 } });
    await server.db.update(courts).set({ minCapacityMode: 'FIRST' }).where(eq(courts.id, courtId));
  });

  it('shows the seats left in the timeslots', async () => {
    const slots = await server.call('getClubTimeslots', {
      params: { clubId: slot.clubId, sportId: SPORT_ID.padel },
      query: { date: slot.date, time: '09:00', timespan: '60' },
    });
    const clinic = slots.body.timeslots.find(
      (t: { courtId: number; local_start_time: string }) => t.courtId === courtId && t.local_start_time === '09:00:00',
    );
    expect(clinic).toMatchObject({
      courtCapacityEnabled: true,
      capacity: 8,
      usedCapacity: 3,
      availableCapacity: 5,
      minCapacityMode: 'FIRST',
    });
  });

  it('refuses a booking that would need more seats than are left, and cancelling gives the seats back', async () => {
    await server.db.update(courts).set({ capacity: 4, maxCapacityPerBooking: 4 }).where(eq(courts.id, courtId));
    await server.db.execute(sql`update capacity_slots set capacity = 4 where court_id = ${courtId}`);
    expect((await hold(server, people[d], slot)).status).toBe(200);
    const tooMany = await book(server, people[d], slot, quoteBody(slot, 60, ids(d, e), payload));
    expect(tooMany.body.code).toBe('-99');
    expect(await used()).toBe(4);
    const [booking] = await queryRows<{ id: number }>(server.db, sql`select id from bookings where court_id = ${courtId}`);
    expect(await cancelBooking(server.db, booking.id, clock.now())).toBe(true);
    expect(await used()).toBe(1); // only the live hold of d is left
    expect(await cancelBooking(server.db, booking.id, clock.now())).toBe(false);
  });
});
