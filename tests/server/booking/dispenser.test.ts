import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubAncillaries } from '#server/db/schema';
import { book, clubIdOf, courtIdOf, movableClock, playerOf, quoteBody, SPORT_ID, type Player, type SlotRef } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// The golf ball dispenser (spec part 1 §5, §7 POST /api/ancillaries/dispenser): once per booking, the
// dispenser extras bought on it; codes -2901 (none bought), -2902 (already handed out), -2903 (not active).

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;
let bucketId: number;
let clubId: number;
let tee: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  clubId = await clubIdOf(server.db, 'golf-la-dehesa');
  tee = await courtIdOf(server.db, 'golf-la-dehesa', 'Hoyo 1');
  const [bucket] = await server.db
    .select({ id: clubAncillaries.id })
    .from(clubAncillaries)
    .where(and(eq(clubAncillaries.clubId, clubId), eq(clubAncillaries.dispenser, true)));
  bucketId = bucket.id;
});
afterAll(() => server?.close());

const slot = (startTime: string, endTime: string): SlotRef => ({
  clubId,
  sportId: SPORT_ID.golf,
  courtId: tee,
  date: '2026-03-03',
  startTime,
  endTime,
});

async function golfBooking(who: Player, startTime: string, endTime: string, buckets: number): Promise<number> {
  const ref = slot(startTime, endTime);
  const entry = { userId: who.id, ancillaries: buckets ? [{ club_ancillary_id: bucketId, quantity: buckets }] : [] };
  const answer = await book(server, who, ref, { ...quoteBody(ref, 120, [entry]), action: 'book' });
  expect(answer.status).toBe(200);
  return answer.body.bookingId as number;
}

const release = (who: Player, bookingId: number) =>
  server.call('releaseDispenser', { token: who.token, body: { ancillary_booking_id: bookingId } });

describe('the golf ball dispenser', () => {
  it('hands out the buckets bought on the booking once; a second scan is -2902', async () => {
    const bookingId = await golfBooking(player, '14:00:00', '16:00:00', 2);
    const first = await release(player, bookingId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Retira tus pelotas', message: 'El dispensador entrega 2 baldes de pelotas.', quantity: 2 });
    const again = await release(player, bookingId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('-2902');
  });

  it('-2901 without buckets; someone else’s booking is not found; a cancelled one is -2903', async () => {
    const bookingId = await golfBooking(player, '16:00:00', '18:00:00', 0);
    expect((await release(player, bookingId)).body.code).toBe('-2901');
    const withBuckets = await golfBooking(rival, '12:00:00', '14:00:00', 1);
    expect((await release(player, withBuckets)).status).toBe(404);
    const cancelled = await server.call('cancelBooking', {
      token: rival.token,
      params: { bookingId: withBuckets },
      body: [{ op: 'replace', path: '/status', value: 'CANCELLED' }],
    });
    expect(cancelled.status).toBe(200);
    expect((await release(rival, withBuckets)).body.code).toBe('-2903');
  });
});
