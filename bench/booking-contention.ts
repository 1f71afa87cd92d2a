import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { queryRows } from '#server/db/rows';
import { addBenchClub, type BenchClub } from './support/benchClubs';
import { BENCH_JWT_SECRET, createBenchDatabase } from './support/benchDatabase';
import { createBenchPlayers, type BenchPlayer } from './support/benchPlayers';
import { callJson, latency, runClients } from './support/load';
import { startServer } from './support/serverProcess';

// No double booking, ever, under load, over real HTTP against the server in its own process:
// 200 clients hold one slot at once (one wins); 50 clients take seats on a capacity court of 8 (8 win);
// then 10,000 random holds and bookings from 50 clients, and a SQL self-join finds no overlapping claims.

const RANDOM_OPS = Number(process.env.BENCH_OPS ?? 10_000);
const pad = (n: number) => String(n).padStart(2, '0');
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function slotBody(player: BenchPlayer, date: string, startMinute: number, timespan: number) {
  const end = startMinute + timespan;
  return {
    userId: player.id,
    date,
    startTime: `${pad(Math.floor(startMinute / 60))}:${pad(startMinute % 60)}:00`,
    endTime: `${pad(Math.floor(end / 60))}:${pad(end % 60)}:00`,
  };
}

export async function benchBookingContention(): Promise<void> {
  const database = await createBenchDatabase('contention');
  let club: BenchClub;
  let players: BenchPlayer[];
  {
    const db = await database.open();
    club = await addBenchClub(db.db, {
      slug: `bench-contention-${process.pid}`,
      latitude: -33.42,
      longitude: -70.6,
      courts: 12,
      capacity: 8,
    });
    players = await createBenchPlayers(db.db, 200);
    await db.close();
  }
  const server = await startServer({ ...database.env, JWT_SECRET: BENCH_JWT_SECRET });
  const base = (courtId: number) => `${server.url}/api/clubs/${club.clubId}/sports/1/courts/${courtId}`;
  const where = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  try {
    const tomorrow = dayAfter(1);
    const race = await Promise.all(
      players.map((p) => callJson(`${base(club.courtIds[0])}/block`, 'POST', p.token, slotBody(p, tomorrow, 19 * 60, 60))),
    );
    const winners = race.filter((r) => r.status === 200).length;
    console.log(
      `[${where}] 200 clients hold the same slot at once: ${winners} hold, ${race.filter((r) => r.body.code === '-99').length} refused (-99)`,
    );

    const seats = await Promise.all(
      players
        .slice(0, 50)
        .map((p) => callJson(`${base(club.capacityCourtId!)}/block`, 'POST', p.token, slotBody(p, tomorrow, 10 * 60, 60))),
    );
    console.log(`[${where}] 50 clients take seats on a capacity court of 8 at once: ${seats.filter((r) => r.status === 200).length} seats`);

    const holdMs: number[] = [];
    const bookMs: number[] = [];
    let held = 0;
    let booked = 0;
    const clients = players.slice(100, 150);
    // Each client holds a random slot, then either books its hold or moves on to another (which replaces it).
    const lastHold: ({ courtId: number; date: string; time: string; timespan: number } | null)[] = clients.map(() => null);
    const { elapsedMs } = await runClients(clients.length, RANDOM_OPS, async (client) => {
      const player = clients[client];
      const previous = lastHold[client];
      if (previous && Math.random() < 0.5) {
        lastHold[client] = null;
        const t0 = performance.now();
        const answer = await callJson(`${base(previous.courtId)}/bookingsv2`, 'POST', player.token, {
          date: previous.date,
          time: previous.time,
          timespan: previous.timespan,
          bookUserIds: [{ userId: player.id }],
          action: 'book',
        });
        bookMs.push(performance.now() - t0);
        if (answer.status === 200) booked++;
        return;
      }
      const courtId = club.courtIds[Math.floor(Math.random() * club.courtIds.length)];
      const timespan = Math.random() < 0.5 ? 60 : 90;
      const start = 7 * 60 + 30 * Math.floor(Math.random() * ((23 * 60 - timespan - 7 * 60) / 30 + 1));
      const date = dayAfter(2 + Math.floor(Math.random() * 10));
      const body = slotBody(player, date, start, timespan);
      const t0 = performance.now();
      const answer = await callJson(`${base(courtId)}/block`, 'POST', player.token, body);
      holdMs.push(performance.now() - t0);
      if (answer.status === 200) {
        held++;
        lastHold[client] = { courtId, date, time: body.startTime, timespan };
      }
    });
    const ops = holdMs.length + bookMs.length;
    console.log(
      `[${where}] ${ops} random holds and bookings from 50 clients in ${(elapsedMs / 1000).toFixed(1)} s: ${(ops / (elapsedMs / 1000)).toFixed(0)} ops/s, ${(holdMs.length / (elapsedMs / 1000)).toFixed(0)} holds/s (${held} held, ${booked} booked)`,
    );
    console.log(`[${where}]   hold latency ${latency(holdMs)}; booking latency ${latency(bookMs)}`);
  } finally {
    await server.stop();
  }
  const db = await database.open();
  try {
    const [overlaps] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from court_claims a join court_claims b on a.court_id = b.court_id and a.id < b.id
          where a.active and b.active and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    const [bookedOverlaps] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from bookings a join bookings b on a.court_id = b.court_id and a.id < b.id
          where a.status <> 'CANCELLED' and b.status <> 'CANCELLED' and a.seats is null and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    const [seats] = await queryRows<{ used: number }>(db.db, sql`select used from capacity_slots where court_id = ${club.capacityCourtId}`);
    const [claims] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from court_claims`);
    console.log(
      `[${where}] check: ${overlaps.n} overlapping active claims among ${claims.n} (self-join), ${bookedOverlaps.n} overlapping bookings, capacity session at ${seats?.used ?? 0}/8 seats`,
    );
  } finally {
    await db.close();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBookingContention().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
