import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContract } from '#kernel/contract';
import type { CallResult } from '../support/callEndpoint';
import { book, clubIdOf, courtIdOf, hold, movableClock, playerOf, quoteBody, SPORT_ID, type Player } from '../support/booking';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Availability (spec part 1 §2.2, §4.2): the searched hour with one neighbour each side per court, or
// the whole day with showAll; the nearest other hours and nearby clubs when the hour is taken; the
// cross-club search by distance.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let player: Player;
let others: SignedPlayer[];
let vitacura: number;
const DATE = '2026-03-03';
type Slot = {
  courtId: number;
  local_start_time: string;
  hour: string;
  clubId: number;
  bookedByMe: boolean;
  bookingId: number | null;
  starts_at: string;
};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  others = await createPlayers(server.db, server.deps.tokens, 3, 'blockers');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

/** These answers skip the server's zod check (server/routes/timeslots.ts): every one here must satisfy the contract. */
const contractChecked =
  (endpoint: typeof bookingContract.getClubTimeslots | typeof bookingContract.searchTimeslots) => (response: CallResult) => {
    expect(response.status).toBe(200);
    const parsed = endpoint.response.safeParse(response.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Nothing beyond the contract's fields either (zod's check used to strip them).
    expect(JSON.parse(JSON.stringify(parsed.data))).toEqual(response.body);
    return response;
  };

const clubSlots = (clubId: number, time: string, extra: Record<string, string> = {}, token?: string) =>
  server
    .call('getClubTimeslots', { token, params: { clubId, sportId: SPORT_ID.padel }, query: { date: DATE, time, timespan: '60', ...extra } })
    .then(contractChecked(bookingContract.getClubTimeslots));

describe('one club', () => {
  it('answers the searched hour and one neighbour on each side, per court, all labelled with the searched hour', async () => {
    const response = await clubSlots(vitacura, '19:00:00');
    const slots: Slot[] = response.body.timeslots;
    const court1 = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1');
    const clinic = await courtIdOf(server.db, 'club-padel-vitacura', 'Clínica de pádel');
    expect(slots.filter((s) => s.courtId === court1).map((s) => s.local_start_time)).toEqual(['18:30:00', '19:00:00', '19:30:00']);
    expect(slots.filter((s) => s.courtId === clinic).map((s) => s.local_start_time)).toEqual(['18:00:00', '19:00:00', '20:00:00']); // sessions of 60
    expect(new Set(slots.map((s) => s.hour))).toEqual(new Set(['19:00:00']));
    expect(response.body.alternative_timeslots).toEqual([]);
    expect(response.body.timeslots_summary).toContainEqual({ hour: '19:00:00', count: 5 });
  });

  it('answers the whole day with showAll (at most 1000), each slot labelled with its own start', async () => {
    const slots: Slot[] = (await clubSlots(vitacura, '19:00:00', { showAll: '1' })).body.timeslots;
    expect(slots.length).toBeGreaterThan(100);
    expect(slots.length).toBeLessThanOrEqual(1000);
    expect(slots.every((s) => s.hour === s.local_start_time)).toBe(true);
    expect(slots.map((s) => s.local_start_time)).toEqual(expect.arrayContaining(['00:00:00', '07:00:00', '23:30:00']));
  });

  it('takes the first start at or after an off-grid time', async () => {
    const slots: Slot[] = (await clubSlots(vitacura, '19:10')).body.timeslots;
    expect(new Set(slots.map((s) => s.hour))).toEqual(new Set(['19:30:00']));
  });

  it('leaves out slots others hold, but not the caller’s own hold', async () => {
    const courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 2');
    await hold(server, others[0], {
      clubId: vitacura,
      sportId: SPORT_ID.padel,
      courtId,
      date: DATE,
      startTime: '19:00:00',
      endTime: '20:00:00',
    });
    const forPlayer: Slot[] = (await clubSlots(vitacura, '19:00:00', {}, player.token)).body.timeslots;
    expect(forPlayer.filter((s) => s.courtId === courtId).map((s) => s.local_start_time)).toEqual([]); // 18:30, 19:00 and 19:30 all overlap
    const forHolder: Slot[] = (await clubSlots(vitacura, '19:00:00', {}, others[0].token)).body.timeslots;
    expect(forHolder.filter((s) => s.courtId === courtId).map((s) => s.local_start_time)).toEqual(['18:30:00', '19:00:00', '19:30:00']);
  });

  it('marks the caller’s own booking (bookedByMe, bookingId)', async () => {
    const courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 4');
    const slot = { clubId: vitacura, sportId: SPORT_ID.padel, courtId, date: DATE, startTime: '12:00:00', endTime: '13:00:00' };
    await hold(server, player, slot);
    const booked = await book(
      server,
      player,
      slot,
      quoteBody(slot, 60, [player.id], { action: 'book', dataConfigValues: [{ dataConfigId: 1, value: 'x' }] }),
    );
    const mine = ((await clubSlots(vitacura, '12:00', {}, player.token)).body.timeslots as Slot[]).find(
      (s) => s.courtId === courtId && s.local_start_time === '12:00:00',
    );
    expect(mine).toMatchObject({ bookedByMe: true, bookingId: booked.body.bookingId });
    const anonymous = ((await clubSlots(vitacura, '12:00')).body.timeslots as Slot[]).find(
      (s) => s.courtId === courtId && s.local_start_time === '12:00:00',
    );
    expect(anonymous).toBeUndefined();
  });

  it('when every court is taken at the searched hour: no timeslots, the nearest free hours, and nearby clubs free then', async () => {
    const maipu = await clubIdOf(server.db, 'sportlife-maipu');
    for (const [i, name] of ['Cancha 1', 'Cancha 2'].entries()) {
      const courtId = await courtIdOf(server.db, 'sportlife-maipu', name);
      expect(
        (
          await hold(server, others[i + 1], {
            clubId: maipu,
            sportId: SPORT_ID.padel,
            courtId,
            date: DATE,
            startTime: '20:00:00',
            endTime: '21:00:00',
          })
        ).status,
      ).toBe(200);
    }
    const response = await clubSlots(maipu, '20:00:00');
    expect(response.body.timeslots).toEqual([]);
    const hours = [...new Set((response.body.alternative_timeslots as Slot[]).map((s) => s.hour))];
    expect(hours).toEqual(['18:30:00', '19:00:00', '21:00:00', '21:30:00']);
    const nearby = response.body.alternative_timeslots_summary as { clubId: number; distance: number; hour: string; count: number }[];
    expect(nearby.map((c) => c.clubId)).toContain(vitacura);
    expect(nearby.every((c) => c.hour === '20:00:00' && c.count > 0 && c.distance <= 50)).toBe(true);
    expect(nearby.map((c) => c.distance)).toEqual([...nearby.map((c) => c.distance)].sort((a, b) => a - b));
  });
});

describe('across clubs', () => {
  const search = (query: Record<string, string>, token?: string) =>
    server
      .call('searchTimeslots', {
        token,
        params: { sportId: SPORT_ID.padel },
        query: { date: DATE, time: '19:00:00', timespan: '60', ...query },
      })
      .then(contractChecked(bookingContract.searchTimeslots));

  it('finds the searched hour at the clubs within searchMaxDistance of the coordinates, nearest first', async () => {
    const response = await search({ latitude: '-33.45', longitude: '-70.65' });
    expect(response.body.searchMaxDistance).toBe(50);
    expect(response.body.filteredClubsByDistance).toBe(true);
    const clubs = response.body.clubs as { id: number; distance: number; timezone: string }[];
    expect(clubs.length).toBeGreaterThanOrEqual(3);
    expect(clubs.every((c) => c.distance <= 50 && c.timezone === 'America/Santiago')).toBe(true);
    expect(clubs.map((c) => c.distance)).toEqual([...clubs.map((c) => c.distance)].sort((a, b) => a - b));
    expect(
      (response.body.timeslots as Slot[]).every((s) => s.local_start_time === '19:00:00' && clubs.some((c) => c.id === s.clubId)),
    ).toBe(true);
  });

  it('with noLimitDistance, clubs in every country, each at 19:00 of its own timezone; never a coming-soon club', async () => {
    const response = await search({ latitude: '-33.45', longitude: '-70.65', noLimitDistance: '1' });
    expect(response.body.filteredClubsByDistance).toBe(false);
    const zones = new Set((response.body.clubs as { timezone: string }[]).map((c) => c.timezone));
    expect([...zones]).toEqual(expect.arrayContaining(['America/Santiago', 'America/Sao_Paulo', 'America/New_York', 'America/Lima']));
    const miami = await clubIdOf(server.db, 'miami-beach-tennis');
    const atMiami = (response.body.timeslots as Slot[]).find((s) => s.clubId === miami);
    expect(atMiami?.starts_at).toBe('2026-03-04T00:00:00.000Z'); // 19:00 EST
    const dummy = await clubIdOf(server.db, 'concepcion-padel-pronto');
    expect((response.body.timeslots as Slot[]).some((s) => s.clubId === dummy)).toBe(false);
  });

  it('with city_id, only the clubs of that city, at any distance from the coordinates; a city with no club answers none', async () => {
    const cityOf = async (name: string) => {
      const found = await server.call('searchGeoCities', { query: { q: name } });
      return (found.body.cities as { id: number; name: string }[]).find((c) => c.name === name)!.id;
    };
    const tennis = (query: Record<string, string>) =>
      server
        .call('searchTimeslots', {
          params: { sportId: SPORT_ID.tennis },
          query: { date: DATE, time: '19:00:00', timespan: '60', ...query },
        })
        .then(contractChecked(bookingContract.searchTimeslots));
    const vina = await cityOf('Viña del Mar');
    // From Santiago, Viña del Mar is about 95 km away: beyond searchMaxDistance (50), yet chosen by name.
    const response = await tennis({ latitude: '-33.45', longitude: '-70.65', city_id: String(vina) });
    const clubs = response.body.clubs as { id: number; distance: number }[];
    expect(clubs.length).toBeGreaterThan(0);
    const vinaClub = await clubIdOf(server.db, 'tenis-vina-del-mar');
    expect(clubs.map((c) => c.id)).toEqual([vinaClub]);
    expect(clubs[0].distance).toBeGreaterThan(50);
    expect((response.body.timeslots as Slot[]).every((s) => s.clubId === vinaClub)).toBe(true);
    const nobody = await tennis({ latitude: '-33.45', longitude: '-70.65', city_id: String(await cityOf('Temuco')) });
    expect(nobody.body.clubs).toEqual([]);
    expect(nobody.body.timeslots).toEqual([]);
  });

  it('judges slots hours away from the searched time against everything taken then (a club opening long after it)', async () => {
    // Searched at 02:00, Vitacura's hour is its 07:00 opening: outside the window read around 02:00,
    // so its day is read too. Another player's hold at 07:00 must take that court out.
    const [early] = await createPlayers(server.db, server.deps.tokens, 1, 'early');
    const courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 3');
    expect(
      (
        await hold(server, early, {
          clubId: vitacura,
          sportId: SPORT_ID.padel,
          courtId,
          date: DATE,
          startTime: '07:00:00',
          endTime: '08:00:00',
        })
      ).status,
    ).toBe(200);
    const atVitacura = async (token?: string) =>
      ((await search({ latitude: '-33.45', longitude: '-70.65', time: '02:00:00' }, token)).body.timeslots as Slot[]).filter(
        (s) => s.clubId === vitacura,
      );
    const forPlayer = await atVitacura(player.token);
    expect(new Set(forPlayer.map((s) => s.local_start_time))).toEqual(new Set(['07:00:00']));
    expect(forPlayer.length).toBeGreaterThan(0);
    expect(forPlayer.some((s) => s.courtId === courtId)).toBe(false);
    expect((await atVitacura(early.token)).some((s) => s.courtId === courtId)).toBe(true);
  });
});
