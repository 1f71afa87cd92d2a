import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf, playerOf, type Player } from './support/booking';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// Favourite clubs (spec part 1 §3, §4.6, §7): the toggle answers the new state; favourites come first
// in the club list (fromPreferred) and by location; each player's are their own (another user's
// list answers 404, and no call changes someone else's).

let server: TestServer;
let player: Player;
let rival: Player;
/** Tenis Viña del Mar: far from Santiago, last by distance. */
let vina: number;
let dehesa: number;
const SANTIAGO = { latitude: '-33.40', longitude: '-70.58' };

beforeAll(async () => {
  server = await startTestServer();
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  vina = await clubIdOf(server.db, 'tenis-vina-del-mar');
  dehesa = await clubIdOf(server.db, 'golf-la-dehesa');
});
afterAll(() => server?.close());

const toggle = (who: Player, clubId: number) => server.call('toggleFavouriteClub', { token: who.token, params: { clubId }, query: {} });
type Club = { id: number; fromPreferred: boolean; distance: number | null };
const clubList = async (who?: Player) =>
  (await server.call('listClubs', { token: who?.token, query: { ...SANTIAGO, pageSize: '50' } })).body.result.data as Club[];

describe('the toggle', () => {
  it('answers 1, then 0, then 1 again; an unknown club is 404; without a session 401', async () => {
    expect((await toggle(player, vina)).body).toMatchObject({ state: 1 });
    expect((await toggle(player, vina)).body).toMatchObject({ state: 0 });
    expect((await toggle(player, vina)).body).toMatchObject({ state: 1 });
    const unknown = await toggle(player, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: '-404' });
    const anonymous = await server.call('toggleFavouriteClub', { params: { clubId: vina }, query: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('the lists', () => {
  it("puts the caller's favourites first in the club list, marked fromPreferred; not for others", async () => {
    const mine = await clubList(player);
    expect(mine[0]).toMatchObject({ id: vina, fromPreferred: true });
    expect(mine.slice(1).every((c) => !c.fromPreferred)).toBe(true);
    // The rest keep their order: nearest first.
    const rest = mine.slice(1).map((c) => c.distance ?? 0);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    const theirs = await clubList(rival);
    expect(theirs.some((c) => c.fromPreferred)).toBe(false);
    expect(theirs[0].id).not.toBe(vina);
    expect((await clubList()).some((c) => c.fromPreferred)).toBe(false);
  });

  it('lists the favourites by location, nearest first with each distance', async () => {
    expect((await toggle(player, dehesa)).body).toMatchObject({ state: 1 });
    const answer = await server.call('listFavouriteClubsByLocation', { token: player.token, query: SANTIAGO });
    expect(answer.status).toBe(200);
    const clubs = answer.body.clubs as Club[];
    expect(clubs.map((c) => c.id).sort()).toEqual([vina, dehesa].sort());
    expect(clubs[0].distance!).toBeLessThanOrEqual(clubs[1].distance!);
    expect(clubs.every((c) => c.fromPreferred)).toBe(true);
  });

  it("answers a user's own list, and 404 (-404) for another user's; a toggle by the rival never touches the player's", async () => {
    const own = await server.call('listUserFavouriteClubs', { token: player.token, params: { userId: player.id } });
    expect(own.status).toBe(200);
    expect((own.body.clubs as Club[]).map((c) => c.id).sort()).toEqual([vina, dehesa].sort());
    const other = await server.call('listUserFavouriteClubs', { token: rival.token, params: { userId: player.id } });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: '-404' });
    expect(JSON.stringify(other.body)).not.toContain('Viña');
    expect((await toggle(rival, vina)).body).toMatchObject({ state: 1 });
    const still = await server.call('listUserFavouriteClubs', { token: player.token, params: { userId: player.id } });
    expect((still.body.clubs as Club[]).map((c) => c.id).sort()).toEqual([vina, dehesa].sort());
  });
});
