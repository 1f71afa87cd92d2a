import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clubSports, users } from '#server/db/schema';
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

// The rules that live in club data: booking for others (-538, -539), customer codes (-2215), residency
// (-7393, -7394), handicap (-2595), members-only clubs (-375, -184) and 'coming soon' clubs.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let rival: Player;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
});
afterAll(() => server?.close());

async function slotAt(slug: string, sport: keyof typeof SPORT_ID, court: string, startTime: string, endTime: string): Promise<SlotRef> {
  return {
    clubId: await clubIdOf(server.db, slug),
    sportId: SPORT_ID[sport],
    courtId: await courtIdOf(server.db, slug, court),
    date: '2026-03-03',
    startTime,
    endTime,
  };
}
const setCity = (who: Player, cityId: number | null) =>
  server.db
    .update(users)
    .set({ geo: cityId === null ? null : { countryCode: 'CL', stateId: 5, cityId } })
    .where(eq(users.id, who.id));

describe('booking for someone else', () => {
  it('-538 where the club does not allow it; adding guests to one’s own booking is not booking for someone else', async () => {
    const slot = await slotAt('lima-padel-miraflores', 'padel', 'Cancha 1', '10:00:00', '11:00:00');
    expect((await quote(server, player, slot, quoteBody(slot, 60, [rival.id]))).body).toMatchObject({ code: '-538' });
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id, rival.id]))).status).toBe(200);
  });

  it('-539 under SAME_TIME until the caller has a booking of their own at that date and time', async () => {
    const forRival = await slotAt('polanco-padel', 'padel', 'Cancha 2', '10:00:00', '11:00:00');
    expect((await quote(server, player, forRival, quoteBody(forRival, 60, [rival.id]))).body).toMatchObject({ code: '-539' });
    const own = await slotAt('polanco-padel', 'padel', 'Cancha 1', '10:00:00', '11:00:00');
    await hold(server, player, own);
    expect((await book(server, player, own, quoteBody(own, 60, [player.id], { action: 'book' }))).body.status).toBe('BOOKED');
    expect((await quote(server, player, forRival, quoteBody(forRival, 60, [rival.id]))).status).toBe(200);
  });

  it('where allowed, the booking is the other person’s and records who made it', async () => {
    const slot = await slotAt('club-padel-vitacura', 'padel', 'Cancha 4', '16:00:00', '17:00:00');
    await hold(server, player, slot);
    const response = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [rival.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'x' }] }),
    );
    const [row] = await server.db.select().from(bookings).where(eq(bookings.id, response.body.bookingId));
    expect(row).toMatchObject({ userId: rival.id, createdBy: player.id });
  });
});

describe('rules in club data', () => {
  it('-2215 when the customer code’s active bookings are used up, with the count', async () => {
    const second = await slotAt('polanco-padel', 'padel', 'Cancha 1', '11:00:00', '12:00:00');
    await hold(server, player, second);
    expect((await book(server, player, second, quoteBody(second, 60, [player.id], { action: 'book' }))).body.status).toBe('BOOKED');
    const third = await slotAt('polanco-padel', 'padel', 'Cancha 1', '12:00:00', '13:00:00');
    const response = await quote(server, player, third, quoteBody(third, 60, [player.id]));
    expect(response.body).toMatchObject({ code: '-2215', details: { count: 2 } });
  });

  it('-7394 without a city in the profile, -7393 in another city, fine in the club’s city; a guest’s problem stays in quotes[]', async () => {
    const slot = await slotAt('tenis-vina-del-mar', 'tennis', 'Cancha 2', '10:00:00', '11:00:00');
    await setCity(player, null);
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id]))).body.code).toBe('-7394');
    await setCity(player, 13101);
    expect((await quote(server, player, slot, quoteBody(slot, 60, [player.id]))).body.code).toBe('-7393');
    await setCity(player, 5109);
    const response = await quote(server, player, slot, quoteBody(slot, 60, [player.id, rival.id]));
    expect(response.status).toBe(200);
    expect(response.body.quotes[1].error).toMatchObject({ code: '-7394' });
  });

  it('-2595 for golf without a handicap', async () => {
    const slot = await slotAt('golf-la-dehesa', 'golf', 'Hoyo 1', '08:00:00', '10:00:00');
    // The demo's golf club lets new players book (docs/decisions.md): the rule is turned on here.
    await server.db
      .update(clubSports)
      .set({ requiresHandicap: true })
      .where(and(eq(clubSports.clubId, slot.clubId), eq(clubSports.sportId, SPORT_ID.golf)));
    expect((await quote(server, rival, slot, quoteBody(slot, 120, [rival.id]))).body.code).toBe('-2595');
    expect((await quote(server, player, slot, quoteBody(slot, 120, [player.id]))).status).toBe(200);
  });
});

describe('members-only and coming-soon clubs', () => {
  it('lets members book and see the schedule; others get -375 and -184', async () => {
    const slot = await slotAt('club-privado-lo-curro', 'tennis', 'Tenis 1', '10:00:00', '11:00:00');
    const club = (who: Player) => server.call('getClub', { token: who.token, params: { clubId: slot.clubId } });
    expect((await club(player)).body.club).toMatchObject({ user_enabled: true, allow_browsing: false, request_member_document: 'Y' });
    expect((await club(rival)).body.club).toMatchObject({ user_enabled: false });
    expect((await hold(server, rival, slot)).body.code).toBe('-375');
    expect((await quote(server, rival, slot, quoteBody(slot, 60, [rival.id]))).body.code).toBe('-375');
    expect((await hold(server, player, slot)).status).toBe(200);
    const schedule = (who: Player | null) =>
      server.call('getSchedule', {
        token: who?.token,
        params: { clubId: slot.clubId, sportId: SPORT_ID.tennis },
        query: { date: '2026-03-03' },
      });
    expect((await schedule(rival)).body).toMatchObject({ code: '-184' });
    expect((await schedule(null)).status).toBe(422);
    const mine = await schedule(player);
    expect(mine.body.schedule[0].cells.find((c: { local_start_time: string }) => c.local_start_time === '10:00:00')).toMatchObject({
      status: 'free',
    });
  });

  it('refuses holds at a club that is coming soon (-375)', async () => {
    const slot = await slotAt('concepcion-padel-pronto', 'padel', 'Cancha 1', '10:00:00', '11:00:00');
    expect((await hold(server, player, slot)).body.code).toBe('-375');
  });
});
