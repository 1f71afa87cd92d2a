import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMatchPlayers, openMatches } from '#server/db/schema';
import { SEED_OPEN_MATCHES } from '#server/db/seed/openMatches';
import { clubIdOf, movableClock, playerOf, type Player } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { createMatch } from './support/openMatches';
import { startTestServer, type TestServer } from './support/testServer';
import { DEMO } from './support/users';

// Spec part 2 §2/§3/§4/§7 "Open match": get by uuid, join by position, leave, the caller's list.
// 2026-03-02 15:00Z is 12:00 in Santiago; the matches made here start the next days.
const clock = movableClock('2026-03-02T15:00:00Z');
const TOMORROW = new Date('2026-03-03T22:00:00Z'); // 19:00 in Santiago

let server: TestServer;
let player: Player; // gender F (demo account)
let rival: Player;
let others: SignedPlayer[];
let vitacura: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  player = await playerOf(server, DEMO.player);
  rival = await playerOf(server, DEMO.rival);
  others = await createPlayers(server.db, server.deps.tokens, 4, 'om');
  vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

const get = (who: { token: string }, uuid: string) => server.call('getOpenMatch', { token: who.token, params: { uuid } });
const join = (who: { token: string; id: number }, id: number, position: number, userId = who.id) =>
  server.call('joinOpenMatch', { token: who.token, params: { openMatchId: id }, body: { position, user_id: userId } });
const leave = (who: { token: string }, id: number) => server.call('leaveOpenMatch', { token: who.token, params: { openMatchId: id } });
const positionsOf = async (id: number) =>
  (await server.db.select().from(openMatchPlayers).where(eq(openMatchPlayers.openMatchId, id))).map((p) => [p.position, p.userId]).sort();

describe('the seed', () => {
  it('has a match for every notice and one hosted by the player', async () => {
    const rows = await server.db.select().from(openMatches);
    for (const seed of SEED_OPEN_MATCHES) expect(rows.some((r) => r.uuid === seed.uuid)).toBe(true);
    const hosted = await server.call('listUserOpenMatches', { token: player.token, params: { userId: player.id } });
    expect(hosted.status).toBe(200);
    expect(hosted.body.openMatches).toEqual([expect.objectContaining({ uuid: SEED_OPEN_MATCHES[5].uuid, userPosition: 1 })]);
  });
});

describe('GET /api/open-match/{uuid}', () => {
  it('shows players by position, categories and club-local times in the match timezone', async () => {
    const match = await createMatch(server.db, {
      clubId: vitacura,
      startsAt: TOMORROW,
      players: [rival.id],
      categories: [[4, 'Cuarta', 'MIXED']],
    });
    const response = await get(player, match.uuid);
    expect(response.status).toBe(200);
    expect(response.body.openMatch).toMatchObject({
      id: match.id,
      uuid: match.uuid,
      status: 'OPEN',
      userCanJoin: true,
      userPosition: null,
      players: [{ user_id: rival.id, position: 1, first_name: 'Rodrigo', last_name: 'Vidal' }],
      players_quantity: 4,
      categories: [{ category_id: 4, category_name: 'Cuarta', category_gender: 'MIXED' }],
      club_id: vitacura,
      sport_name: expect.any(String),
      local_start_datetime: '2026-03-03 19:00:00',
      local_end_datetime: '2026-03-03 20:30:00',
      timezone: 'America/Santiago',
      share_link: `${server.settings.publicUrl}/open_match/join/${match.uuid}`,
    });
  });

  it('an unknown uuid is 404 with the no-access code; a malformed one is invalid input', async () => {
    const missing = await get(player, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('-404');
    expect((await get(player, 'nope')).status).toBe(400);
  });

  it('needs a session', async () => {
    const match = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id] });
    expect((await server.call('getOpenMatch', { params: { uuid: match.uuid } })).status).toBe(401);
  });

  it('a category of another gender makes it not joinable for the caller', async () => {
    const match = await createMatch(server.db, {
      clubId: vitacura,
      startsAt: TOMORROW,
      players: [rival.id],
      categories: [[2, 'Segunda', 'M']],
    });
    expect((await get(player, match.uuid)).body.openMatch.userCanJoin).toBe(false);
    const answer = await join(player, match.id, 2);
    expect([answer.status, answer.body.code]).toEqual([409, '-748']);
  });
});

describe('POST /api/open-match/{id}/join', () => {
  it('takes the position; the match shows the caller in it and no longer joinable', async () => {
    const match = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id] });
    const answer = await join(player, match.id, 3);
    expect(answer.status).toBe(200);
    expect(answer.body.openMatch).toMatchObject({ userPosition: 3, userCanJoin: false });
    expect(await positionsOf(match.id)).toEqual([
      [1, rival.id],
      [3, player.id],
    ]);
    const again = await join(player, match.id, 2);
    expect([again.status, again.body.code]).toEqual([409, '-748']);
  });

  it('someone else’s user_id is 404 and writes nothing', async () => {
    const match = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id] });
    const answer = await join(player, match.id, 2, others[0].id);
    expect([answer.status, answer.body.code]).toEqual([404, '-404']);
    expect(await positionsOf(match.id)).toEqual([[1, rival.id]]);
    expect((await join(player, 2_000_000, 2)).status).toBe(404);
  });

  it('cancelled -747, full -745, taken -746, started -748, no such position 400', async () => {
    const cancelled = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id], status: 'CANCELLED' });
    expect((await join(player, cancelled.id, 2)).body.code).toBe('-747');
    const full = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, quantity: 2, players: [rival.id, others[0].id] });
    const fullAnswer = await join(player, full.id, 2);
    expect([fullAnswer.status, fullAnswer.body.code]).toEqual([409, '-745']);
    const open = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id, others[0].id] });
    expect((await join(player, open.id, 2)).body.code).toBe('-746');
    expect((await join(player, open.id, 5)).status).toBe(400);
    const started = await createMatch(server.db, { clubId: vitacura, startsAt: new Date('2026-03-02T14:00:00Z'), players: [rival.id] });
    expect((await join(player, started.id, 2)).body.code).toBe('-748');
    expect((await get(player, started.uuid)).body.openMatch.userCanJoin).toBe(false);
    expect(await positionsOf(open.id)).toHaveLength(2);
  });
});

describe('POST /api/open-match/{id}/leave', () => {
  it('a player frees their position', async () => {
    const match = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id, player.id] });
    const answer = await leave(player, match.id);
    expect(answer.status).toBe(200);
    expect(answer.body.openMatch).toMatchObject({ status: 'OPEN', userPosition: null, userCanJoin: true });
    expect(await positionsOf(match.id)).toEqual([[1, rival.id]]);
  });

  it('the host leaving cancels the match for everyone; leaving again is -747', async () => {
    const match = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id, player.id] });
    const answer = await leave(rival, match.id);
    expect(answer.status).toBe(200);
    expect(answer.body.openMatch.status).toBe('CANCELLED');
    expect((await get(player, match.uuid)).body.openMatch.status).toBe('CANCELLED');
    expect((await leave(player, match.id)).body.code).toBe('-747');
  });

  it('someone not in the match gets 404 and changes nothing; a started match cannot be left', async () => {
    const match = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id, player.id] });
    const answer = await leave(others[1], match.id);
    expect([answer.status, answer.body.code]).toEqual([404, '-404']);
    expect(await positionsOf(match.id)).toHaveLength(2);
    const started = await createMatch(server.db, {
      clubId: vitacura,
      startsAt: new Date('2026-03-02T14:00:00Z'),
      players: [rival.id, player.id],
    });
    expect((await leave(player, started.id)).body.code).toBe('-748');
  });
});

describe('GET /api/users/{userId}/open-matches', () => {
  it('lists the caller’s matches soonest first, cancelled ones with their status; another user’s id is 404', async () => {
    const [me] = await createPlayers(server.db, server.deps.tokens, 1, 'omlist');
    const later = await createMatch(server.db, { clubId: vitacura, startsAt: new Date('2026-03-05T22:00:00Z'), players: [me.id] });
    const sooner = await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id, me.id], status: 'CANCELLED' });
    await createMatch(server.db, { clubId: vitacura, startsAt: TOMORROW, players: [rival.id] });
    const answer = await server.call('listUserOpenMatches', { token: me.token, params: { userId: me.id } });
    expect(answer.status).toBe(200);
    expect(
      answer.body.openMatches.map((m: { id: number; status: string; userPosition: number }) => [m.id, m.status, m.userPosition]),
    ).toEqual([
      [sooner.id, 'CANCELLED', 2],
      [later.id, 'OPEN', 1],
    ]);
    const intruder = await server.call('listUserOpenMatches', { token: rival.token, params: { userId: me.id } });
    expect([intruder.status, intruder.body.code]).toEqual([404, '-404']);
  });
});
