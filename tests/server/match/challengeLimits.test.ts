// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import type { SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';
import { movableClock } from '../support/booking';
import { createMatchPlayers } from './matchPlayers';

// The limits (7 outgoing, 3 incoming, one pending per pair) under concurrent sends. On PGlite the
// requests interleave on one connection; on PostgreSQL (TEST_DATABASE_URL) they race on a pool.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let players: SignedPlayer[];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  players = await createMatchPlayers(server.db, server.deps.tokens, 48, 'limits');
});
afterAll(() => server?.close());

const send = (from: SignedPlayer, to: SignedPlayer) =>
  server.call('sendChallenge', { token: from.token, params: { userId: from.id, otherUserId: to.id }, body: { sportId: 1 } });

const pendingOf = async (column: 'challenger_id' | 'challenged_id', id: number) => {
  const [row] = await queryRows<{ n: number }>(
    server.db,
    sql`select count(*)::int as n from challenges where ${sql.raw(column)} = ${id} and status = 'PENDING'`,
  );
  return row.n;
};

describe('challenge limits under concurrent sends', () => {
  it('one player sending 20 challenges at once: exactly 7 go out, 13 are refused with -486', async () => {
    const [sender, ...rest] = players.slice(0, 21);
    const answers = await Promise.all(rest.map((to) => send(sender, to)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(13);
    expect(refused.every((a) => a.status === 409 && a.body.code === '-486')).toBe(true);
    expect(await pendingOf('challenger_id', sender.id)).toBe(7);
    console.log('20 concurrent sends by one player: 7 sent, 13 × -486');
  });

  it('20 players challenging one at once: exactly 3 reach them, 17 are refused with -487', async () => {
    const target = players[21];
    const senders = players.slice(22, 42);
    const answers = await Promise.all(senders.map((from) => send(from, target)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.code === '-487')).toBe(true);
    expect(await pendingOf('challenged_id', target.id)).toBe(3);
    console.log('20 concurrent sends to one player: 3 received, 17 × -487');
  });

  it('two players challenging each other at once: one pending challenge, the other answer is -583', async () => {
    const [a, b] = players.slice(42, 44);
    const answers = await Promise.all([send(a, b), send(b, a), send(a, b)]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === '-583')).toHaveLength(2);
  });

  it('a cancelled challenge frees its place, and an expired one too (on the next send)', async () => {
    const sender = players[0];
    const [first] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from challenges where challenger_id = ${sender.id} and status = 'PENDING' order by id limit 1`,
    );
    const extra = players[44];
    expect((await send(sender, extra)).body.code).toBe('-486');
    const cancelled = await server.call('cancelChallenge', { token: sender.token, params: { challengeId: first.id } });
    expect(cancelled.body.challenge.status).toBe('CANCELLED');
    expect((await send(sender, extra)).status).toBe(200);
    expect((await send(sender, players[45])).body.code).toBe('-486');
    clock.advanceMinutes(24 * 60 + 1);
    expect((await send(sender, players[45])).status).toBe(200);
    expect(await pendingOf('challenger_id', sender.id)).toBe(1);
  });

  it('the database itself refuses an 8th pending challenge written past the server', async () => {
    const sender = players[46];
    const values = players.slice(0, 8).map((p) => sql`(1, ${sender.id}, ${p.id}, now() + interval '1 day')`);
    await expect(
      server.db.execute(
        sql`insert into challenges (sport_id, challenger_id, challenged_id, expires_at) values ${sql.join(values, sql`, `)}`,
      ),
    ).rejects.toThrow();
    expect(await pendingOf('challenger_id', sender.id)).toBe(0);
  });
});
