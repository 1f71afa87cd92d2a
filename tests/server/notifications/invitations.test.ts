import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema';
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

// Invitations notify (issue 14: "invitation received or answered"): a confirmed booking that names a
// player tells them; their answer (confirm, decline, leave) tells the one who booked; a repeated
// answer that changes nothing tells nobody.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let a: Player; // player@ — books
let b: Player; // rival@ — named
let vitacura: number;
const DAY = '2026-03-04';

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  a = await playerOf(server, DEMO.player);
  b = await playerOf(server, DEMO.rival);
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

const slotAt = async (court: string, start: string, end: string): Promise<SlotRef> => ({
  clubId: vitacura,
  sportId: SPORT_ID.padel,
  courtId: await courtIdOf(server.db, 'club-padel-vitacura', court),
  date: DAY,
  startTime: start,
  endTime: end,
});
async function bookNaming(slot: SlotRef): Promise<number> {
  expect((await hold(server, a, slot)).status).toBe(200);
  const response = await book(
    server,
    a,
    slot,
    quoteBody(slot, 60, [a.id, b.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.bookingId as number;
}
const about = (userId: number, bookingId: number, type: 'invitationReceived' | 'invitationAnswered') =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.id))
    .then((rows) => rows.filter((r) => (r.data as { entityId: number | null }).entityId === bookingId));
const playerIdOf = async (bookingId: number) => {
  const listed = await server.call('listCourtBookings', {
    token: b.token,
    params: { clubId: vitacura, sportId: SPORT_ID.padel },
    query: { date: DAY },
  });
  const booking = listed.body.bookings.find((x: { id: number }) => x.id === bookingId);
  return (booking.players as { id: number; user_id: number }[]).find((p) => p.user_id === b.id)!.id;
};
const answer = (call: 'confirmBookingPlayer' | 'rejectBookingPlayer' | 'leaveBooking', bookingId: number, playerId: number) =>
  server.call(call, { token: b.token, params: { id: bookingId, playerId }, body: {} });

describe('invitation notifications', () => {
  it('the named player is told once the booking is confirmed; confirming, then leaving, tells the one who booked', async () => {
    const bookingId = await bookNaming(await slotAt('Cancha 1', '10:00:00', '11:00:00'));
    const received = await about(b.id, bookingId, 'invitationReceived');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ category: 'gotoState', data: expect.objectContaining({ link: '/bookings' }) });
    expect(received[0].body).toContain('Pía Soto');
    expect(await about(a.id, bookingId, 'invitationReceived')).toHaveLength(0);

    const playerId = await playerIdOf(bookingId);
    expect((await answer('confirmBookingPlayer', bookingId, playerId)).status).toBe(200);
    expect((await answer('leaveBooking', bookingId, playerId)).status).toBe(200);
    const answered = await about(a.id, bookingId, 'invitationAnswered');
    expect(answered.map((n) => n.body)).toEqual([
      expect.stringMatching(/^Rodrigo Vidal dejó tu reserva #\d+/),
      expect.stringMatching(/^Rodrigo Vidal confirmó tu reserva #\d+/),
    ]);
    expect(answered[0]).toMatchObject({ data: expect.objectContaining({ link: `/summary/${bookingId}` }) });
  });

  it('declining tells the one who booked once; declining again tells nobody', async () => {
    const bookingId = await bookNaming(await slotAt('Cancha 2', '10:00:00', '11:00:00'));
    const playerId = await playerIdOf(bookingId);
    expect((await answer('rejectBookingPlayer', bookingId, playerId)).status).toBe(200);
    expect((await answer('rejectBookingPlayer', bookingId, playerId)).status).toBe(200);
    const answered = await about(a.id, bookingId, 'invitationAnswered');
    expect(answered.map((n) => n.body)).toEqual([expect.stringMatching(/^Rodrigo Vidal rechazó tu reserva/)]);
  });
});
