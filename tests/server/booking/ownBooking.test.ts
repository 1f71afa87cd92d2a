import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
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
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Issue 9 item 2: a player's own booking (Cancha 2, 19:00–20:30) must never come back as free slots.
// Every slot whose range overlaps it — not only the one starting at 19:00 — is the player's
// (bookedByMe, bookingId) on the club call, and never offered as free to anyone, on the club call,
// the cross-club search and the schedule.

const clock = movableClock('2026-03-02T15:00:00Z');
const DATE = '2026-03-03';
let server: TestServer;
let player: Player;
let other: SignedPlayer;
let vitacura: number;
let court2: number;
let bookingId: number;
type Slot = {
  courtId: number;
  clubId: number;
  local_start_time: string;
  local_end_time: string;
  bookedByMe: boolean;
  bookingId: number | null;
};

/** 'HH:mm:ss' to minutes (an end at midnight or later counts past 24:00). */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const overlapsBooking = (s: Slot) => {
  const start = minutes(s.local_start_time);
  let end = minutes(s.local_end_time);
  if (end <= start) end += 24 * 60;
  return start < 20 * 60 + 30 && end > 19 * 60;
};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  [other] = await createPlayers(server.db, server.deps.tokens, 1, 'ownbooking');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  court2 = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2');
  const slot: SlotRef = {
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: court2,
    date: DATE,
    startTime: '19:00:00',
    endTime: '20:30:00',
  };
  expect((await hold(server, player, slot)).status).toBe(200);
  const booked = await book(
    server,
    player,
    slot,
    quoteBody(slot, 90, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
  );
  expect(booked.status).toBe(200);
  bookingId = booked.body.bookingId;
});
afterAll(() => server?.close());

const clubSlots = async (timespan: string, time: string, token?: string, extra: Record<string, string> = {}) => {
  const response = await server.call('getClubTimeslots', {
    token,
    params: { clubId: vitacura, sportId: SPORT_ID.padel },
    query: { date: DATE, time, timespan, ...extra },
  });
  expect(response.status).toBe(200);
  return response.body as { timeslots: Slot[]; alternative_timeslots: Slot[] };
};

describe('the club call', () => {
  it.each([
    ['90', '19:00:00'],
    ['60', '19:00:00'],
    ['60', '19:30:00'],
    ['120', '19:00:00'],
    ['90', '20:00:00'],
  ])('marks every slot of %s minutes around %s that overlaps the booking as the player’s', async (timespan, time) => {
    const { timeslots } = await clubSlots(timespan, time, player.token);
    const onCourt = timeslots.filter((s) => s.courtId === court2);
    expect(onCourt.length).toBeGreaterThan(0);
    for (const slot of onCourt) {
      if (overlapsBooking(slot)) expect(slot, slot.local_start_time).toMatchObject({ bookedByMe: true, bookingId });
      else expect(slot, slot.local_start_time).toMatchObject({ bookedByMe: false, bookingId: null });
    }
  });

  it('shows the whole day (showAll) with every overlapping slot as the player’s and nothing else of theirs', async () => {
    for (const timespan of ['60', '90', '120']) {
      const { timeslots } = await clubSlots(timespan, '19:00:00', player.token, { showAll: '1' });
      const onCourt = timeslots.filter((s) => s.courtId === court2);
      const mine = onCourt.filter((s) => s.bookedByMe).map((s) => s.local_start_time);
      expect(mine, timespan).toEqual(onCourt.filter(overlapsBooking).map((s) => s.local_start_time));
      expect(mine.length, timespan).toBeGreaterThanOrEqual(3);
      expect(timeslots.filter((s) => s.courtId !== court2).some((s) => s.bookedByMe)).toBe(false);
    }
  });

  it('never offers an overlapping slot to anyone else, anonymous or signed in', async () => {
    for (const token of [undefined, other.token]) {
      for (const timespan of ['60', '90', '120']) {
        const { timeslots, alternative_timeslots } = await clubSlots(timespan, '19:00:00', token, { showAll: '1' });
        const offered = [...timeslots, ...alternative_timeslots].filter((s) => s.courtId === court2);
        expect(offered.filter(overlapsBooking)).toEqual([]);
        expect(offered.some((s) => s.bookedByMe || s.bookingId !== null)).toBe(false);
      }
    }
  });
});

describe('the cross-club search', () => {
  const search = async (timespan: string, time: string, token?: string) => {
    const response = await server.call('searchTimeslots', {
      token,
      params: { sportId: SPORT_ID.padel },
      query: { date: DATE, time, timespan, latitude: '-33.40', longitude: '-70.58' },
    });
    expect(response.status).toBe(200);
    return response.body as { timeslots: Slot[]; alternative_timeslots: Slot[] };
  };

  it.each([
    ['90', '19:00:00'],
    ['60', '19:30:00'],
    ['60', '20:00:00'],
    ['120', '18:30:00'],
  ])('offers no slot of %s minutes around %s on the booked court as free, to the player or anyone', async (timespan, time) => {
    for (const token of [player.token, other.token, undefined]) {
      const answer = await search(timespan, time, token);
      const offered = [...answer.timeslots, ...answer.alternative_timeslots].filter((s) => s.courtId === court2);
      expect(offered.filter((s) => overlapsBooking(s) && !s.bookedByMe)).toEqual([]);
      // Other courts of the club are still offered at that hour.
      expect([...answer.timeslots, ...answer.alternative_timeslots].some((s) => s.clubId === vitacura && s.courtId !== court2)).toBe(true);
    }
  });
});

describe('the schedule', () => {
  it('shows every cell the booking covers as the player’s, and as taken to others', async () => {
    const schedule = async (token?: string) => {
      const response = await server.call('getSchedule', {
        token,
        params: { clubId: vitacura, sportId: SPORT_ID.padel },
        query: { date: DATE },
      });
      expect(response.status).toBe(200);
      const court = (response.body.schedule as { courtId: number; cells: { local_start_time: string; status: string }[] }[]).find(
        (c) => c.courtId === court2,
      )!;
      return Object.fromEntries(court.cells.map((c) => [c.local_start_time, c.status]));
    };
    const mine = await schedule(player.token);
    expect([mine['18:30:00'], mine['19:00:00'], mine['19:30:00'], mine['20:00:00'], mine['20:30:00']]).toEqual([
      'free',
      'mine',
      'mine',
      'mine',
      'free',
    ]);
    const theirs = await schedule(other.token);
    expect([theirs['19:00:00'], theirs['19:30:00'], theirs['20:00:00']]).toEqual(['taken', 'taken', 'taken']);
  });
});

describe('a hold on the player’s own booking', () => {
  const slotAt = (startTime: string, endTime: string): SlotRef => ({
    clubId: vitacura,
    sportId: SPORT_ID.padel,
    courtId: court2,
    date: DATE,
    startTime,
    endTime,
  });

  it('is refused with -99 naming the booking (browser back after booking), and with plain "taken" for anyone else', async () => {
    for (const [start, end] of [
      ['19:00:00', '20:30:00'],
      ['18:30:00', '19:30:00'],
    ]) {
      const mine = await hold(server, player, slotAt(start, end));
      expect(mine.status, start).toBe(409);
      expect(mine.body, start).toMatchObject({ code: '-99', details: { reason: 'ownBooking', bookingId } });
      const theirs = await hold(server, other, slotAt(start, end));
      expect(theirs.status, start).toBe(409);
      expect(theirs.body, start).toMatchObject({ code: '-99', details: { reason: 'taken' } });
      expect(JSON.stringify(theirs.body)).not.toContain(String(bookingId));
    }
  });

  it('a second booking of it (another tab) is refused with -99 naming the booking; nothing else is written', async () => {
    const slot = slotAt('19:00:00', '20:30:00');
    const body = quoteBody(slot, 90, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] });
    const again = await book(server, player, slot, body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '-99', details: { reason: 'ownBooking', bookingId } });
    const theirs = await book(
      server,
      other,
      slot,
      quoteBody(slot, 90, [other.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'Intermedio' }] }),
    );
    expect(theirs.status).toBe(409);
    expect(theirs.body.details?.reason).not.toBe('ownBooking');
    const [{ n }] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from bookings where court_id = ${court2} and local_date = ${DATE}`,
    );
    expect(n).toBe(1);
  });
});
