import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSports, sports } from '#server/db/schema';
import { clubIdOf, movableClock, SPORT_ID } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';

// The club and sport settings the screens read (spec part 1 §3): stored per sport (switch_book_flow,
// hide) or per club and sport (hide_price_mode, additional_text_data, comments_min_length), seeded
// with examples, and each answer follows its row.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server?.close());

const clubSport = async (slug: string, sportId: number) =>
  (await server.call('getClubSport', { params: { clubId: await clubIdOf(server.db, slug), sportId } })).body.sport;

describe('sport settings', () => {
  it('switch_book_flow is the sport’s own: golf (seeded) books club first, padel does not', async () => {
    const { sports: list } = (await server.call('listSports', {})).body;
    expect(list.find((s: { id: number }) => s.id === SPORT_ID.golf)).toMatchObject({ switch_book_flow: true });
    expect(list.find((s: { id: number }) => s.id === SPORT_ID.padel)).toMatchObject({ switch_book_flow: false });
    await server.db.update(sports).set({ switchBookFlow: true }).where(eq(sports.id, SPORT_ID.padel));
    try {
      expect((await server.call('getSport', { params: { sportId: SPORT_ID.padel } })).body.sport.switch_book_flow).toBe(true);
      expect((await clubSport('club-padel-vitacura', SPORT_ID.padel)).switch_book_flow).toBe(true);
    } finally {
      await server.db.update(sports).set({ switchBookFlow: false }).where(eq(sports.id, SPORT_ID.padel));
    }
  });

  it('hide is the sport’s hidden flag', async () => {
    await server.db.update(sports).set({ hidden: true }).where(eq(sports.id, SPORT_ID.tennis));
    try {
      expect((await server.call('getSport', { params: { sportId: SPORT_ID.tennis } })).body.sport.hide).toBe(true);
    } finally {
      await server.db.update(sports).set({ hidden: false }).where(eq(sports.id, SPORT_ID.tennis));
    }
    expect((await server.call('getSport', { params: { sportId: SPORT_ID.tennis } })).body.sport.hide).toBe(false);
  });
});

describe('club-sport settings', () => {
  it('hide_price_mode: ALL where seeded (Lima), NONE elsewhere, and it follows the row', async () => {
    expect((await clubSport('lima-padel-miraflores', SPORT_ID.padel)).hide_price_mode).toBe('ALL');
    expect((await clubSport('club-padel-vitacura', SPORT_ID.padel)).hide_price_mode).toBe('NONE');
    const lima = await clubIdOf(server.db, 'lima-padel-miraflores');
    const row = and(eq(clubSports.clubId, lima), eq(clubSports.sportId, SPORT_ID.padel));
    await server.db.update(clubSports).set({ hidePriceMode: 'NONE' }).where(row);
    try {
      expect((await clubSport('lima-padel-miraflores', SPORT_ID.padel)).hide_price_mode).toBe('NONE');
    } finally {
      await server.db.update(clubSports).set({ hidePriceMode: 'ALL' }).where(row);
    }
  });

  it('additional_text_data: the club’s note where it wrote one, null elsewhere', async () => {
    expect((await clubSport('club-padel-vitacura', SPORT_ID.padel)).additional_text_data).toContain('10 minutos antes');
    expect((await clubSport('tenis-vina-del-mar', SPORT_ID.tennis)).additional_text_data).toBeNull();
  });

  it('opens_whole_day: seeded on football at Sportlife Ñuñoa, off elsewhere', async () => {
    expect((await clubSport('sportlife-nunoa', SPORT_ID.football)).opens_whole_day).toBe(true);
    expect((await clubSport('sportlife-nunoa', SPORT_ID.padel)).opens_whole_day).toBe(false);
    expect((await clubSport('bogota-futbol-5', SPORT_ID.football)).opens_whole_day).toBe(false);
  });

  it('comments_min_length: 5 at Viña (the club of the spec’s 5 characters), 1 by default', async () => {
    expect(await clubSport('tenis-vina-del-mar', SPORT_ID.tennis)).toMatchObject({ ask_for_comments: true, comments_min_length: 5 });
    expect((await clubSport('club-padel-vitacura', SPORT_ID.padel)).comments_min_length).toBe(1);
  });

  it('offer_schedule, simple_search and the date window (maxdate) are the club’s: seeded at São Paulo and Bogotá', async () => {
    const saoPaulo = await clubSport('sao-paulo-tenis-clube', SPORT_ID.tennis);
    expect(saoPaulo).toMatchObject({ offer_schedule: false, simple_search: false, mindate: '2026-03-02', maxdate: '2026-04-01' });
    expect(await clubSport('sao-paulo-tenis-clube', SPORT_ID.padel)).toMatchObject({ offer_schedule: true, maxdate: '2026-03-16' });
    expect(await clubSport('bogota-futbol-5', SPORT_ID.football)).toMatchObject({ simple_search: true });
  });

  it('fixed_search_time: Palermo’s football (a simple search) is searched at 01:00:00 whatever time is sent — the day’s first starts', async () => {
    expect(await clubSport('palermo-padel', SPORT_ID.football)).toMatchObject({ simple_search: true, fixed_search_time: '01:00:00' });
    expect((await clubSport('bogota-futbol-5', SPORT_ID.football)).fixed_search_time).toBeNull();
    const palermo = await clubIdOf(server.db, 'palermo-padel');
    const starts = async (time: string) => {
      const response = await server.call('getClubTimeslots', {
        params: { clubId: palermo, sportId: SPORT_ID.football },
        query: { date: '2026-03-03', time, timespan: '60' },
      });
      expect(response.status).toBe(200);
      return [...new Set((response.body.timeslots as { local_start_time: string }[]).map((t) => t.local_start_time))];
    };
    // Opens at 09:00: the searched 01:00 finds 09:00 and its neighbour, labelled with that hour.
    expect(await starts('19:00:00')).toEqual(['09:00:00', '09:30:00']);
    expect(await starts('01:00:00')).toEqual(['09:00:00', '09:30:00']);
    const row = and(eq(clubSports.clubId, palermo), eq(clubSports.sportId, SPORT_ID.football));
    // Cleared: the player's time is searched again (the cached day follows the row).
    await server.db.update(clubSports).set({ fixedSearchTime: null }).where(row);
    try {
      expect((await clubSport('palermo-padel', SPORT_ID.football)).fixed_search_time).toBeNull();
      expect(await starts('19:00:00')).toEqual(['18:30:00', '19:00:00', '19:30:00']);
    } finally {
      await server.db.update(clubSports).set({ fixedSearchTime: '01:00:00' }).where(row);
    }
    expect(await starts('19:00:00')).toEqual(['09:00:00', '09:30:00']);
  });

  it('refuses a setting outside its values (a CHECK constraint, not a silent default)', async () => {
    const lima = await clubIdOf(server.db, 'lima-padel-miraflores');
    const row = and(eq(clubSports.clubId, lima), eq(clubSports.sportId, SPORT_ID.padel));
    await expect(
      server.db
        .update(clubSports)
        .set({ hidePriceMode: 'SOME' as 'ALL' })
        .where(row),
    ).rejects.toThrow();
    await expect(server.db.update(clubSports).set({ commentsMinLength: 0 }).where(row)).rejects.toThrow();
    // A fixed search time is a wall time, and only on a simple search.
    await expect(server.db.update(clubSports).set({ fixedSearchTime: '25:00:00', simpleSearch: true }).where(row)).rejects.toThrow();
    await expect(server.db.update(clubSports).set({ fixedSearchTime: '01:00:00' }).where(row)).rejects.toThrow();
    expect((await clubSport('lima-padel-miraflores', SPORT_ID.padel)).fixed_search_time).toBeNull();
  });
});
