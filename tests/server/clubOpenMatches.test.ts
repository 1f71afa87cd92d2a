import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf, movableClock } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { createMatch } from './support/openMatches';
import { startTestServer, type TestServer } from './support/testServer';

// The open-match list modal's call (spec part 2 §2 "Modals: open-match list"): a club's open matches
// that have not started, soonest first, as the caller sees them; an unknown club is 404 -404.
const clock = movableClock('2026-03-02T15:00:00Z');

let server: TestServer;
let host: SignedPlayer;
let viewer: SignedPlayer;
let vitacura: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [host, viewer] = await createPlayers(server.db, server.deps.tokens, 2, 'clubom');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

const list = (who: SignedPlayer, clubId: number) => server.call('listClubOpenMatches', { token: who.token, params: { clubId } });

describe('GET /api/clubs/{clubId}/open-matches', () => {
  it('lists the club’s upcoming open matches soonest first, not the cancelled or started ones', async () => {
    const later = await createMatch(server.db, { clubId: vitacura, startsAt: new Date('2026-03-05T22:00:00Z'), players: [host.id] });
    const sooner = await createMatch(server.db, { clubId: vitacura, startsAt: new Date('2026-03-04T22:00:00Z'), players: [host.id] });
    const cancelled = await createMatch(server.db, {
      clubId: vitacura,
      startsAt: new Date('2026-03-04T23:00:00Z'),
      players: [host.id],
      status: 'CANCELLED',
    });
    const started = await createMatch(server.db, { clubId: vitacura, startsAt: new Date('2026-03-02T14:00:00Z'), players: [host.id] });
    const response = await list(viewer, vitacura);
    expect(response.status).toBe(200);
    const uuids = response.body.openMatches.map((m: { uuid: string }) => m.uuid);
    expect(uuids.indexOf(sooner.uuid)).toBeGreaterThanOrEqual(0);
    expect(uuids.indexOf(sooner.uuid)).toBeLessThan(uuids.indexOf(later.uuid));
    expect(uuids).not.toContain(cancelled.uuid);
    expect(uuids).not.toContain(started.uuid);
    const seen = response.body.openMatches.find((m: { uuid: string }) => m.uuid === sooner.uuid);
    expect(seen).toMatchObject({ status: 'OPEN', userPosition: null, club_id: vitacura });
    expect(seen.players).toEqual([expect.objectContaining({ user_id: host.id, position: 1 })]);
    // The host sees where they play.
    const own = (await list(host, vitacura)).body.openMatches.find((m: { uuid: string }) => m.uuid === sooner.uuid);
    expect(own.userPosition).toBe(1);
  });

  it('an unknown club answers 404 -404; no token, 401', async () => {
    const unknown = await list(viewer, 999_999);
    expect([unknown.status, unknown.body.code]).toEqual([404, '-404']);
    const anonymous = await server.call('listClubOpenMatches', { params: { clubId: vitacura } });
    expect(anonymous.status).toBe(401);
  });
});
