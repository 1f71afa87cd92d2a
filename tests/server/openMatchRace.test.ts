// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { clubIdOf, movableClock } from './support/booking';
import { createPlayers, type SignedPlayer } from './support/manyPlayers';
import { createMatch } from './support/openMatches';
import { startTestServer, type TestServer } from './support/testServer';

// Many players joining one open match at once. On PGlite the requests interleave on one connection;
// on PostgreSQL (TEST_DATABASE_URL) they run in parallel transactions on a pool: the same answer.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let players: SignedPlayer[];
let clubId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  players = await createPlayers(server.db, server.deps.tokens, 30, 'omrace');
  clubId = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

const join = (who: SignedPlayer, id: number, position: number) =>
  server.call('joinOpenMatch', { token: who.token, params: { openMatchId: id }, body: { position, user_id: who.id } });

const rowsOf = (id: number) =>
  queryRows<{ position: number; user_id: number }>(
    server.db,
    sql`select position, user_id from open_match_players where open_match_id = ${id} order by position`,
  );

describe('racing for positions', () => {
  it('two players for the last position: exactly one gets it, the other is told it is full', async () => {
    const [host, second, third, a, b] = players;
    const match = await createMatch(server.db, {
      clubId,
      startsAt: new Date('2026-03-03T22:00:00Z'),
      players: [host.id, second.id, third.id],
    });
    const answers = await Promise.all([join(a, match.id, 4), join(b, match.id, 4)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body.code).toBe('-745');
    const rows = await rowsOf(match.id);
    expect(rows).toHaveLength(4);
    expect([a.id, b.id]).toContain(rows[3].user_id);
  });

  it('25 players for the 3 free positions of a match, each picking any: exactly 3 in, the rest full or taken, never a position twice', async () => {
    const [host, ...rest] = players;
    const crowd = rest.slice(4);
    const match = await createMatch(server.db, { clubId, startsAt: new Date('2026-03-03T22:00:00Z'), players: [host.id] });
    const answers = await Promise.all(crowd.map((p, i) => join(p, match.id, 2 + (i % 3))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const losers = answers.filter((r) => r.status !== 200);
    expect(losers.every((r) => r.status === 409 && ['-745', '-746'].includes(r.body.code))).toBe(true);
    const rows = await rowsOf(match.id);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(4);
  });

  it('the database itself refuses a second player in a taken position', async () => {
    const [host, other] = players;
    const match = await createMatch(server.db, { clubId, startsAt: new Date('2026-03-03T22:00:00Z'), players: [host.id] });
    await expect(
      server.db.execute(sql`insert into open_match_players (open_match_id, user_id, position) values (${match.id}, ${other.id}, 1)`),
    ).rejects.toThrow();
    expect(await rowsOf(match.id)).toHaveLength(1);
  });
});
