import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, courts, teacherCourts } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, hold, movableClock, playerOf, quoteBody, SPORT_ID, type Player, type SlotRef } from './support/booking';
import { createPlayers } from './support/manyPlayers';
import { startTestServer, type TestServer } from './support/testServer';

// The club marks a no-show by hand (issue 12; spec part 2 §3 NO LLEGÓ, §7 "Teacher", part 3 §6): the
// demo teacher works at Vitacura's courts 1 and 2 (seeded). Only a teacher of that court may cancel
// its booking or mark it; a player, another club's teacher and another court's booking get 404.
// 2026-03-02 15:00Z is 12:00 at Vitacura.
const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-04';

let server: TestServer;
let teacher: Player;
let player: Player;
let otherTeacher: Player;
let vitacura: number;

async function bookAt(court: string, hour: number, date = DATE): Promise<{ id: number; courtId: number }> {
  const courtId = await courtIdOf(server.db, 'club-padel-vitacura', court);
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId,
    date,
    startTime: `${String(hour).padStart(2, '0')}:00:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
  };
  expect((await hold(server, player, slot)).status).toBe(200);
  const body = quoteBody(slot, 60, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] });
  const booked = await book(server, player, slot, body);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return { id: booked.body.bookingId as number, courtId };
}

const CANCEL = { op: 'replace', path: '/status', value: 'CANCELLED' } as const;
const NO_SHOW = { op: 'replace', path: '/noShow', value: 'Y' } as const;

const mark = (who: Player, courtId: number, bookingId: number, body: unknown[] = [CANCEL, NO_SHOW], clubId = vitacura) =>
  server.call('teacherUpdateBooking', { token: who.token, params: { userId: who.id, clubId, courtId, bookingId }, body });
const rowOf = async (id: number) => (await server.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const statusName = async (id: number) => {
  const listed = await server.call('listActiveBookings', { token: player.token, params: { userId: player.id }, query: {} });
  return listed.body.bookings.find((b: { id: number }) => b.id === id);
};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  teacher = await playerOf(server, 'teacher@courtflow.test');
  player = await playerOf(server, 'player@courtflow.test');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  // A teacher at another club (Lima's first court): staff, but not Vitacura's.
  const [other] = await createPlayers(server.db, server.deps.tokens, 1, 'limateacher');
  otherTeacher = other;
  const lima = await clubIdOf(server.db, 'lima-padel-miraflores');
  const [limaCourt] = await server.db.select().from(courts).where(eq(courts.clubId, lima));
  await server.db.insert(teacherCourts).values({ userId: other.id, clubId: lima, courtId: limaCourt.id });
});
afterAll(() => server?.close());

describe("a club's teacher marks a no-show", () => {
  it('once the booking has started: cancelled with the no-show flag (NO LLEGÓ), once', async () => {
    const { id, courtId } = await bookAt('Cancha 1', 9);
    const early = await mark(teacher, courtId, id);
    expect([early.status, early.body.code]).toEqual([422, '-338']);
    expect((await rowOf(id)).status).toBe('BOOKED');

    clock.set('2026-03-04T12:20:00Z'); // 09:20 there: it started
    const marked = await mark(teacher, courtId, id);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ id, status: 'CANCELLED', noShow: true });
    const row = await rowOf(id);
    expect([row.status, row.noShow, row.cancelReason]).toEqual(['CANCELLED', true, 'NO_SHOW']);
    const again = await mark(teacher, courtId, id);
    expect([again.status, again.body.code]).toEqual([422, '-400']);
    const summary = await server.call('getBooking', { token: player.token, params: { bookingId: id } });
    expect(summary.body.booking.status).toBe('CANCELLED');
    clock.set('2026-03-02T15:00:00Z');
  });

  it('a day after the booking ended it is too late (-339)', async () => {
    const { id, courtId } = await bookAt('Cancha 2', 10);
    clock.set('2026-03-05T14:01:00Z'); // 11:01 the next day there: a day and a minute after it ended
    const late = await mark(teacher, courtId, id);
    expect([late.status, late.body.code]).toEqual([422, '-339']);
    expect((await rowOf(id)).noShow).toBe(false);
    clock.set('2026-03-02T15:00:00Z');
  });

  it('cancels a booking of its court that has not started (no flag); a started one is -52', async () => {
    const { id, courtId } = await bookAt('Cancha 1', 11);
    const cancelled = await mark(teacher, courtId, id, [CANCEL]);
    expect(cancelled.body).toMatchObject({ id, status: 'CANCELLED', noShow: false });
    expect((await rowOf(id)).noShow).toBe(false);
    expect(await statusName(id)).toBeUndefined();

    const started = await bookAt('Cancha 2', 12);
    clock.set('2026-03-04T15:10:00Z');
    const refused = await mark(teacher, started.courtId, started.id, [CANCEL]);
    expect([refused.status, refused.body.code]).toEqual([422, '-52']);
    clock.set('2026-03-02T15:00:00Z');
  });

  it('nobody else may: the player, another club’s teacher, the teacher on a court not theirs, another user id — all 404, nothing changes', async () => {
    const { id, courtId } = await bookAt('Cancha 1', 14);
    const court3 = await bookAt('Cancha 3', 14);
    clock.set('2026-03-04T17:30:00Z'); // 14:30 there: started
    const answers = [
      await mark(player, courtId, id),
      await mark(otherTeacher, courtId, id),
      // Another club's teacher naming their own club's id with Vitacura's court and booking.
      await mark(otherTeacher, courtId, id, [CANCEL, NO_SHOW], await clubIdOf(server.db, 'lima-padel-miraflores')),
      // Vitacura's teacher, on a court they do not teach at.
      await mark(teacher, court3.courtId, court3.id),
      // Their own court in the path, another court's booking.
      await mark(teacher, courtId, court3.id),
      // Another user's id in the path.
      await server.call('teacherUpdateBooking', {
        token: player.token,
        params: { userId: teacher.id, clubId: vitacura, courtId, bookingId: id },
        body: [CANCEL, NO_SHOW],
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      expect(answer.body.error).toBe(true);
    }
    expect((await rowOf(id)).status).toBe('BOOKED');
    expect((await rowOf(court3.id)).status).toBe('BOOKED');
    clock.set('2026-03-02T15:00:00Z');
  });

  it('bad input is refused with 400, never a crash', async () => {
    const { id, courtId } = await bookAt('Cancha 2', 15, '2026-03-06');
    const wrong = await mark(teacher, courtId, id, [{ op: 'replace', path: '/noShow', value: 'N' }]);
    expect(wrong.status).toBe(400);
    expect((await rowOf(id)).status).toBe('BOOKED');
  });
});
