import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf, movableClock, playerOf, SPORT_ID, type Player } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Clubs, sports, the sport at a club, and the small calls around a booking: service fee, prime offer,
// insurance plan.

const clock = movableClock('2026-03-02T02:30:00Z'); // 23:30 of March 1st in Santiago, already the 2nd in UTC
let server: TestServer;
let player: Player;
let rival: Player;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
});
afterAll(() => server?.close());

type ClubItem = { id: number; name: string; subClubsCount: number; parentClubId: number | null; dummy: boolean; distance: number | null };

describe('club list', () => {
  it('lists top-level clubs 10 per page with the total; sub-clubs only under their parent', async () => {
    const first = await server.call('listClubs', { query: {} });
    expect(first.body.result).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.body.result.data).toHaveLength(10);
    const second = await server.call('listClubs', { query: { page: '2' } });
    const all: ClubItem[] = [...first.body.result.data, ...second.body.result.data];
    expect(all).toHaveLength(first.body.result.total);
    expect(all.every((c) => c.parentClubId === null)).toBe(true);
    const parent = all.find((c) => c.subClubsCount > 0)!;
    expect(parent.name).toBe('Sportlife Santiago');
    const subs = await server.call('listClubs', { query: { parentClubId: String(parent.id) } });
    expect((subs.body.result.data as ClubItem[]).map((c) => c.name).sort()).toEqual(['Sportlife Maipú', 'Sportlife Ñuñoa']);
    expect(all.find((c) => c.dummy)?.name).toBe('Concepción Pádel (pronto)');
  });

  it('filters by sport, country and text, and sorts by distance from coordinates', async () => {
    const golf = await server.call('listClubs', { query: { sportId: String(SPORT_ID.golf) } });
    expect((golf.body.result.data as ClubItem[]).map((c) => c.name)).toEqual(['Club de Golf La Dehesa']);
    const brazil = await server.call('listClubs', { query: { countryCode: 'br' } });
    expect(brazil.body.result.total).toBe(1);
    const text = await server.call('listClubs', { query: { q: 'miraflores' } });
    expect((text.body.result.data as ClubItem[]).map((c) => c.name)).toEqual(['Lima Pádel Miraflores']);
    const near = await server.call('listClubs', { query: { latitude: '-12.13', longitude: '-77.03', pageSize: '3' } });
    const nearest = near.body.result.data as ClubItem[];
    expect(nearest[0].name).toBe('Lima Pádel Miraflores');
    expect(nearest[0].distance).toBeLessThan(1);
    expect(nearest[1].distance!).toBeGreaterThan(nearest[0].distance!);
  });

  it('answers the timezone of the caller’s country with its offset now', async () => {
    const response = await server.call('listClubs', { query: {}, headers: { 'x-country': 'BR' } });
    expect(response.body).toMatchObject({ timezone: 'America/Sao_Paulo', timezoneOffset: -180 });
  });
});

describe('one club and its sports', () => {
  it('answers a club with its sports, money and permissions; unknown ids are 404', async () => {
    const id = await clubIdOf(server.db, 'club-padel-vitacura');
    const response = await server.call('getClub', { params: { clubId: id } });
    expect(response.body.club).toMatchObject({
      name: 'Club Pádel Vitacura',
      timezone: 'America/Santiago',
      timezoneOffset: -180,
      currencyCode: 'CLP',
      clubIsOneClick: true,
      clubAllowsBookingInsurance: true,
      onlinePaymentEnabled: true,
      user_enabled: true,
      dummy: false,
      request_member_document: 'N',
      sports: [
        { id: SPORT_ID.padel, name: 'Pádel' },
        { id: SPORT_ID.tennis, name: 'Tenis' },
      ],
    });
    expect((await server.call('getClub', { params: { clubId: 999_999 } })).status).toBe(404);
  });

  it('lists the sports of a club and every sport', async () => {
    const nunoa = await clubIdOf(server.db, 'sportlife-nunoa');
    const sports = await server.call('listClubSports', { params: { clubId: nunoa } });
    expect(sports.body.sports.map((s: { code: string }) => s.code)).toEqual(['padel', 'football']);
    expect((await server.call('listSports', {})).body.sports).toHaveLength(4);
    expect((await server.call('getSport', { params: { sportId: SPORT_ID.padel } })).body.sport).toMatchObject({
      code: 'padel',
      defaultTimeSpan: 90,
    });
  });

  it('answers the sport at a club: the date window in club time, durations, hours, form and flags', async () => {
    const id = await clubIdOf(server.db, 'club-padel-vitacura');
    const { sport } = (await server.call('getClubSport', { params: { clubId: id, sportId: SPORT_ID.padel } })).body;
    expect(sport).toMatchObject({
      mindate: '2026-03-01', // still March 1st in Santiago
      maxdate: '2026-03-15',
      timespanvalues: [60, 90, 120],
      defaultTimeSpan: 90,
      include_tyc: 'Y',
      tyc_url: '/demo/reglamento-club-padel-vitacura.html',
      ask_for_comments: false,
      waitingListEnabled: true,
      dataConfig: [
        { dataConfigId: 1, name: 'Nivel de juego', mandatory: true },
        { dataConfigId: 2, name: 'Patente del auto', mandatory: false },
      ],
      clubSportOfferBookForOthers: 'ALLOWED',
      holdMinutes: 5,
      // Seeded: its free court needs four confirmed players two hours before the start.
      minPlayers: 4,
      expireFreeBookingMinPlayers: 'Y',
      minPlayersHoursBefore: 2,
    });
    expect(sport.msgNeedMinInvites).toContain('4 jugadores');
    expect(sport.hours[0]).toBe('07:00:00');
    expect(sport.hours).toContain('23:30:00');
    expect((await server.call('getClubSport', { params: { clubId: id, sportId: SPORT_ID.golf } })).status).toBe(404);
  });
});

describe('around the booking', () => {
  const fee = (clubSlug: string, bookingAmount: number) =>
    clubIdOf(server.db, clubSlug).then((clubId) =>
      server.call('serviceFeeFeasibility', { body: { clubId, countryCode: 'CL', bookingAmount } }),
    );

  it('service fee: the club’s share of the amount; none where the club has none, takes no online payment, or on 0', async () => {
    expect((await fee('club-padel-vitacura', 20000)).body).toMatchObject({ active: true, feeAmount: 600, currencyCode: 'CLP' });
    expect((await fee('miami-beach-tennis', 4000)).body).toMatchObject({ active: true, feeAmount: 150, currencyCode: 'USD' });
    expect((await fee('tenis-vina-del-mar', 20000)).body).toMatchObject({ active: false, feeAmount: 0 });
    expect((await fee('lima-padel-miraflores', 8000)).body).toMatchObject({ active: false, feeAmount: 0 });
    expect((await fee('club-padel-vitacura', 0)).body).toMatchObject({ active: false, feeAmount: 0 });
  });

  it('prime offer: available where the country has one; another user’s id is 404', async () => {
    expect(
      (await server.call('offersAvailability', { token: player.token, query: { country: 'CL', user_id: String(player.id) } })).body,
    ).toMatchObject({
      available: true,
      usedFree: false,
      bestOffer: { name: 'Courtflow Prime', amount: 4990, currencyCode: 'CLP', freeDays: 7 },
    });
    expect((await server.call('offersAvailability', { query: { country: 'AR' } })).body).toMatchObject({
      available: false,
      bestOffer: null,
    });
    expect((await server.call('offersAvailability', { token: rival.token, query: { user_id: String(player.id) } })).status).toBe(404);
  });

  it('insurance plan: UF-priced in Chile, pesos in Colombia, none where the club does not offer it', async () => {
    const plan = (slug: string) =>
      clubIdOf(server.db, slug).then((id) =>
        server.call('getInsurancePlan', {
          token: player.token,
          query: { timespan: '60', players: '4', sport_id: '1', club_id: String(id) },
        }),
      );
    expect((await plan('club-padel-vitacura')).body.plan).toMatchObject({
      country: 'CL',
      currencyCode: 'CLP',
      amountUF: 0.05,
      ufDate: '2026-01-01',
      ufValue: 39727.58,
      amount: 1986,
      policyAmountUF: 100,
    });
    expect((await plan('bogota-futbol-5')).body.plan).toMatchObject({ country: 'CO', currencyCode: 'COP', amount: 4900, amountUF: null });
    expect((await plan('sao-paulo-tenis-clube')).status).toBe(404);
    await server.db.execute(sql`delete from uf_values`);
    expect((await plan('club-padel-vitacura')).body.plan).toMatchObject({ amount: null, ufValue: null });
  });
});
