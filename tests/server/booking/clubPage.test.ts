import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf, playerOf, type Player } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';
import { DEMO } from '../support/users';

// Spec part 2 §2 "Club page", §6 (a club can disable a user): GET /api/clubs/{clubId} with the contact
// channels, the external links and the caller's block, and the external link's address.
let server: TestServer;
let player: Player;
let rival: Player;

const getClub = (clubId: number, token?: string) => server.call('getClub', { token, params: { clubId } });

beforeAll(async () => {
  server = await startTestServer();
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
});
afterAll(() => server?.close());

describe('GET /api/clubs/{clubId} for the club page', () => {
  it('answers the seeded phones, contact channels, coordinates and external links in their order', async () => {
    const id = await clubIdOf(server.db, 'club-padel-vitacura');
    const response = await getClub(id);
    expect(response.status).toBe(200);
    expect(response.body.club).toMatchObject({
      id,
      phone: '+56 2 2345 6789;+56 9 8765 4321',
      whatsapp: '+56 9 8765 4321',
      bookingEmail: 'reservas@padelvitacura.test',
      latitude: -33.3932,
      longitude: -70.5945,
      isBlocked: false,
    });
    expect(response.body.club.externalLinksData.map((l: { name: string; pos: number }) => [l.name, l.pos])).toEqual([
      ['Reglamento del club', 0],
      ['Instagram', 1],
    ]);
  });

  it('tells the rival, and only the rival, that the club disabled their access', async () => {
    const miami = await clubIdOf(server.db, 'miami-beach-tennis');
    expect((await getClub(miami, rival.token)).body.club.isBlocked).toBe(true);
    expect((await getClub(miami, player.token)).body.club.isBlocked).toBe(false);
    expect((await getClub(miami)).body.club.isBlocked).toBe(false);
    // Blocked at Miami only.
    expect((await getClub(await clubIdOf(server.db, 'club-padel-vitacura'), rival.token)).body.club.isBlocked).toBe(false);
  });

  it('an unknown club is the no-access answer (the page then goes to the clubs list)', async () => {
    const response = await getClub(2_000_000);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: true, code: '-404' });
  });
});

describe('GET /api/clubs/{id}/externalLink/{linkId}/generate', () => {
  it("answers a link's address, and 404 for a link of another club or none", async () => {
    const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
    const miami = await clubIdOf(server.db, 'miami-beach-tennis');
    const [rules] = (await getClub(vitacura)).body.club.externalLinksData as { externalLinkId: number }[];
    const ok = await server.call('generateExternalLink', { params: { clubId: vitacura, linkId: rules.externalLinkId } });
    expect(ok.status).toBe(200);
    expect(ok.body.url).toBe('/demo/reglamento-club-padel-vitacura.html');
    const elsewhere = await server.call('generateExternalLink', { params: { clubId: miami, linkId: rules.externalLinkId } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ error: true, code: '-404' });
    expect((await server.call('generateExternalLink', { params: { clubId: vitacura, linkId: 2_000_000 } })).status).toBe(404);
  });
});
