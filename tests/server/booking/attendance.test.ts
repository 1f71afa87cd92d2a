// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepSettlingAttendance, settleAttendance } from '#server/booking/reservations/attendance';
import { bookings } from '#server/db/schema';
import { readSettings } from '#server/settings';
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
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Who came (spec part 2 §3 USED, NO LLEGÓ): Club Pádel Vitacura takes check-ins from 120 minutes before
// a booking's start to 60 after (seeded). 2026-03-02 15:00Z is 12:00 in Santiago; the bookings below
// run 13:00-14:00 local (16:00Z-17:00Z), so their check-in window closes at 17:00Z.
const clock = movableClock('2026-03-02T15:00:00Z');
const AT_CLUB = { latitude: -33.3932, longitude: -70.5945 };
const AFTER = new Date('2026-03-02T17:30:00Z');

let server: TestServer;
let player: Player;
let vitacura: number;

async function bookAt(court: string, date = '2026-03-02'): Promise<number> {
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
    date,
    startTime: '13:00:00',
    endTime: '14:00:00',
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

const markPaid = async (id: number) => {
  const [row] = await server.db.select().from(bookings).where(eq(bookings.id, id));
  await server.db.update(bookings).set({ status: 'PAYED', totalPaid: row.onlineAmount }).where(eq(bookings.id, id));
};
const rowOf = async (id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

describe('the attendance job', () => {
  it('after the window, a paid booking checked in is USED and one nobody checked in is a no-show, once however often it runs', async () => {
    const came = await bookAt('Cancha 1');
    const absent = await bookAt('Cancha 2');
    const unpaid = await bookAt('Cancha 3');
    await markPaid(came);
    await markPaid(absent);
    const checked = await server.call('checkIn', { token: player.token, params: { checkInId: came }, body: { id: came, ...AT_CLUB } });
    expect(checked.body.result).toBe('CHECK_IN_SUCCESS');

    // Still within the window (16:45Z): nothing is judged yet.
    expect(await settleAttendance(server.db, new Date('2026-03-02T16:45:00Z'))).toEqual({ used: [], noShows: [] });

    const first = await settleAttendance(server.db, AFTER);
    expect(first.used).toContain(came);
    expect(first.noShows).toContain(absent);
    expect(await settleAttendance(server.db, AFTER)).toEqual({ used: [], noShows: [] });

    expect(await rowOf(came)).toMatchObject({ status: 'USED', noShow: false });
    expect(await rowOf(absent)).toMatchObject({ status: 'CANCELLED', noShow: true, cancelReason: 'NO_SHOW' });
    // Unpaid bookings are not judged.
    expect((await rowOf(unpaid)).status).toBe('BOOKED');

    // The past list shows the no-show as NO LLEGÓ's flag.
    clock.set(AFTER.toISOString());
    const past = await server.call('listPastBookings', {
      token: player.token,
      params: { userId: player.id },
      query: { year: '2026', month: '3' },
    });
    expect(past.body.bookings.find((b: { id: number }) => b.id === absent)).toMatchObject({ status: 'CANCELLED', noShow: 'Y' });
    expect(past.body.bookings.find((b: { id: number }) => b.id === came)).toMatchObject({ status: 'USED', noShow: 'N' });
    clock.set('2026-03-02T15:00:00Z');
  });

  it('two runs at once settle each booking exactly once', async () => {
    const ids = [await bookAt('Cancha 1', '2026-03-03'), await bookAt('Cancha 2', '2026-03-03')];
    for (const id of ids) await markPaid(id);
    const later = new Date('2026-03-03T17:30:00Z');
    const runs = await Promise.all([settleAttendance(server.db, later), settleAttendance(server.db, later)]);
    const settled = runs.flatMap((r) => [...r.used, ...r.noShows]).filter((id) => ids.includes(id));
    expect(settled.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'CANCELLED', noShow: true });
  });

  it('runs on its interval (0: never) and logs what it settled; ATTENDANCE_SECONDS sets it', async () => {
    const id = await bookAt('Cancha 3', '2026-03-04');
    await markPaid(id);
    const logged: object[] = [];
    const log = { info: (details: object) => void logged.push(details), warn: () => {} };
    const later = () => new Date('2026-03-04T17:30:00Z');
    keepSettlingAttendance(server.db, log, 0, later)();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await rowOf(id)).status).toBe('PAYED');
    const stop = keepSettlingAttendance(server.db, log, 20, later);
    try {
      await vi.waitFor(async () => expect((await rowOf(id)).noShow).toBe(true), { timeout: 10_000, interval: 50 });
    } finally {
      stop();
    }
    expect(logged).toContainEqual({ used: [], noShows: [id] });
    expect(readSettings({}).attendanceSeconds).toBe(300);
    expect(readSettings({ ATTENDANCE_SECONDS: '0' }).attendanceSeconds).toBe(0);
  });
});
