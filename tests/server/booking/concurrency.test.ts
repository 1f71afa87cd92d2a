// ON_POSTGRES: CI runs this file again on the PostgreSQL server, for its concurrent transactions (PGlite has one connection).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/rows';
import { clubIdOf, courtIdOf, hold, movableClock, SPORT_ID, type SlotRef } from '../support/booking';
import { createPlayers, type SignedPlayer } from '../support/manyPlayers';
import { startTestServer, type TestServer } from '../support/testServer';

// Many people at once. On PGlite the requests interleave on one connection; on PostgreSQL
// (TEST_DATABASE_URL) they run in parallel transactions on a pool: both must give the same answer.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let players: SignedPlayer[];
let clubId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  players = await createPlayers(server.db, server.deps.tokens, 40, 'rush');
  clubId = await clubIdOf(server.db, 'club-padel-vitacura');
});
afterAll(() => server?.close());

const slotAt = (courtId: number, startTime: string, endTime: string): SlotRef => ({
  clubId,
  sportId: SPORT_ID.padel,
  courtId,
  date: '2026-03-03',
  startTime,
  endTime,
});

describe('at the same moment', () => {
  it('40 people holding the same court and time: exactly one gets it, the others -99', async () => {
    const slot = slotAt(await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 3'), '20:00:00', '21:00:00');
    const answers = await Promise.all(players.map((p) => hold(server, p, slot)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === '-99')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(players.length - 1);
  });

  it('40 people taking seats of a capacity court of 8: exactly 8 seats, never more', async () => {
    const slot = slotAt(await courtIdOf(server.db, 'club-padel-vitacura', 'Clínica de pádel'), '10:00:00', '11:00:00');
    const answers = await Promise.all(players.map((p) => hold(server, p, slot)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
    const [session] = await queryRows<{ used: number; capacity: number }>(server.db, sql`select used, capacity from capacity_slots`);
    expect(session).toEqual({ used: 8, capacity: 8 });
    const [held] = await queryRows<{ n: number }>(
      server.db,
      sql`select coalesce(sum(seats), 0)::int as n from holds where state = 'held' and seats is not null`,
    );
    expect(held.n).toBe(8);
  });

  it('overlapping ranges on one court from many people: no two live claims ever overlap', async () => {
    const courtId = await courtIdOf(server.db, 'club-padel-vitacura', 'Cancha 1');
    const times = ['17:00:00', '17:30:00', '18:00:00', '18:30:00', '19:00:00'];
    const answers = await Promise.all(
      players.map((p, i) => {
        const [h, m] = times[i % times.length].split(':').map(Number);
        const end = `${String(h + 1 + Math.floor((m + (i % 2) * 30) / 60)).padStart(2, '0')}:${String((m + (i % 2) * 30) % 60).padStart(2, '0')}:00`;
        return hold(
          server,
          p,
          slotAt(courtId, times[i % times.length], i % 2 ? end : `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`),
        );
      }),
    );
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const overlaps = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from court_claims a join court_claims b on a.court_id = b.court_id and a.id < b.id
          where a.active and b.active and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    expect(overlaps[0].n).toBe(0);
  });
});
