import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { clubLocalToInstant } from '#kernel/lib/dates';
import type { Db } from '#server/db/client';
import { courtClaims, holds } from '#server/db/schema';
import { addBenchClub, type BenchClub } from './support/benchClubs';
import { BENCH_JWT_SECRET, createBenchDatabase } from './support/benchDatabase';
import { createBenchPlayers } from './support/benchPlayers';
import { callJson, getText, latency, runClients } from './support/load';
import { startServer } from './support/serverProcess';
import { percentile, verdict } from './support/stats';

// Availability under load, over real HTTP against the server in its own process: the club timeslots
// call at a club of 40 courts (budget p95 < 25 ms) and the cross-club search over 200 clubs (budget
// p95 < 100 ms), from 50 concurrent clients, with about a third of the courts already taken.

const CLUB_BUDGET_MS = 25;
const SEARCH_BUDGET_MS = 100;
const CENTER = { latitude: -33.45, longitude: -70.65 };
const CLIENTS = 50;
const CLUB_CALLS = Number(process.env.BENCH_CLUB_CALLS ?? 8000);
const SEARCH_CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 2000);
const WARM_UP_CALLS = 4000;
const SPREAD_CALLS = Number(process.env.BENCH_SPREAD_CALLS ?? 2000);
/**
 * BENCH_ANALYZE=1: ANALYZE the tables after loading the data, as PostgreSQL's autovacuum would soon
 * after a bulk load. PGlite has no autovacuum: without it (the default, as the server runs today) its
 * planner has no statistics and picks much slower plans for the searches.
 */
const ANALYZE = process.env.BENCH_ANALYZE === '1';
const pad = (n: number) => String(n).padStart(2, '0');
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Takes about a third of the 90-minute windows of tomorrow at these courts with live holds. */
async function occupy(db: Db, club: BenchClub, userId: number): Promise<number> {
  const rows = club.courtIds.flatMap((courtId) =>
    Array.from({ length: 10 }, (_, k) => 7 * 60 + k * 90)
      .filter(() => Math.random() < 0.35)
      .map((minute) => {
        const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
        const startsAt = clubLocalToInstant(TOMORROW, time, 'America/Santiago');
        return { courtId, startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000), time };
      }),
  );
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const row of rows) {
    const [hold] = await db
      .insert(holds)
      .values({
        userId,
        clubId: club.clubId,
        sportId: 1,
        courtId: row.courtId,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        localDate: TOMORROW,
        localStartTime: row.time,
        timespan: 90,
        createdAt: new Date(),
        expiresAt,
      })
      .returning({ id: holds.id });
    await db
      .insert(courtClaims)
      .values({ courtId: row.courtId, userId, startsAt: row.startsAt, endsAt: row.endsAt, holdId: hold.id, expiresAt });
  }
  return rows.length;
}

/** The searched hours: 08:00 to 20:30, every half hour. */
const HOURS = Array.from({ length: 26 }, (_, i) => `${pad(8 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}:00`);
const randomTime = () => HOURS[Math.floor(Math.random() * HOURS.length)];

export interface TimeslotsWorkload {
  /** The club of 40 courts. */
  big: BenchClub;
  /** Slots taken by live holds. */
  taken: number;
}

/** The budget's data: a club of 40 courts and 200 clubs of 3 courts around Santiago, a third of tomorrow taken. */
export async function seedTimeslotsWorkload(db: Db): Promise<TimeslotsWorkload> {
  const [owner] = await createBenchPlayers(db, 1);
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const big = await addBenchClub(db, { slug: `bench-40-courts-${tag}`, latitude: -33.44, longitude: -70.62, courts: 40 });
  let taken = await occupy(db, big, owner.id);
  for (let i = 0; i < 200; i++) {
    const angle = Math.random() * 2 * Math.PI;
    const radius = Math.random() * 0.3; // degrees: within about 33 km
    const club = await addBenchClub(db, {
      slug: `bench-near-${tag}-${i}`,
      latitude: CENTER.latitude + radius * Math.sin(angle),
      longitude: CENTER.longitude + radius * Math.cos(angle),
      courts: 3,
    });
    taken += await occupy(db, club, owner.id);
  }
  return { big, taken };
}

export interface TimeslotsFigures {
  club: { p50: number; p95: number; perSecond: number };
  search: { p50: number; p95: number; perSecond: number };
  spreadSearch: { p50: number; p95: number; perSecond: number };
  failed: number;
}

/** The budget's load against a running server: 50 concurrent clients on each call. */
export async function measureTimeslots(
  serverUrl: string,
  where: string,
  bigClubId: number,
  serverStartedAt: number,
): Promise<TimeslotsFigures> {
  const clubUrl = (time: string) => `${serverUrl}/api/sports/1/clubs/${bigClubId}/timeslots?date=${TOMORROW}&time=${time}&timespan=60`;
  const searchUrl = (time: string) =>
    `${serverUrl}/api/sports/1/timeslots?date=${TOMORROW}&time=${time}&timespan=60&latitude=${CENTER.latitude}&longitude=${CENTER.longitude}`;
  // The first call of each searched hour is computed from the database; the server keeps the answer
  // until something it was read from changes (server/booking/availability/availabilityCache.ts).
  const clubFirst = await runClients(1, HOURS.length, (_c, i) => getText(clubUrl(HOURS[i])));
  console.log(
    `[${where}] club timeslots, 40 courts, first call of each of ${HOURS.length} hours (computed), 1 client: ${latency(clubFirst.results.map((r) => r.ms))}`,
  );
  const searchFirst = await runClients(1, HOURS.length, (_c, i) => getText(searchUrl(HOURS[i])));
  console.log(
    `[${where}] cross-club search, 200+ clubs, first call of each hour (computed), 1 client: ${latency(searchFirst.results.map((r) => r.ms))}`,
  );
  const sample = await callJson(clubUrl('19:00:00'), 'GET', null);
  const searchSample = await callJson(searchUrl('19:00:00'), 'GET', null);
  console.log(
    `[${where}] club call answers ${(sample.body.timeslots as unknown[]).length} slots; search answers ${(searchSample.body.timeslots as unknown[]).length} slots at ${(searchSample.body.clubs as unknown[]).length} clubs`,
  );
  // PGlite's first ANALYZE runs 5 s after the server starts (server/db/statistics.ts) and holds the
  // process for a moment: measure after it, as a server that has been up a few seconds.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 6_000 - (performance.now() - serverStartedAt))));

  // Each client sends its next call as soon as the last one answers, so the mean wait is the clients
  // over the throughput (Little's law): a budget is a throughput of at least clients / budget.
  console.log(
    `[${where}] ${CLIENTS} clients always waiting: p95 within budget needs about ${Math.round(CLIENTS / (CLUB_BUDGET_MS / 1000))} club calls/s and ${Math.round(CLIENTS / (SEARCH_BUDGET_MS / 1000))} searches/s`,
  );
  // V8 optimizes the hot paths of the server (and of this client) after their first few thousand
  // calls; until then a call costs several times more. Warm up under the same load, then measure; the
  // warm-up's own figures are printed too.
  const warmUp = await runClients(CLIENTS, WARM_UP_CALLS, (_c, i) =>
    getText(i % 4 === 3 ? searchUrl(randomTime()) : clubUrl(randomTime())),
  );
  console.log(
    `[${where}] warm-up, ${CLIENTS} clients, 3 club calls to 1 search (not measured): ${latency(warmUp.results.map((r) => r.ms))}`,
  );
  const alone = await runClients(1, 100, () => getText(clubUrl(randomTime())));
  console.log(`[${where}] club timeslots, 40 courts, 1 client: ${latency(alone.results.map((r) => r.ms))}`);
  const club = await runClients(CLIENTS, CLUB_CALLS, () => getText(clubUrl(randomTime())));
  const clubMs = club.results.map((r) => r.ms);
  const clubPerSecond = CLUB_CALLS / (club.elapsedMs / 1000);
  console.log(
    `[${where}] club timeslots, 40 courts, ${CLIENTS} clients: ${latency(clubMs)}, ${clubPerSecond.toFixed(0)} calls/s (budget p95 ${CLUB_BUDGET_MS} ms: ${verdict(percentile(clubMs, 95), CLUB_BUDGET_MS)})`,
  );

  const searchAlone = await runClients(1, 30, () => getText(searchUrl(randomTime())));
  console.log(`[${where}] cross-club search, 200+ clubs, 1 client: ${latency(searchAlone.results.map((r) => r.ms))}`);
  const search = await runClients(CLIENTS, SEARCH_CALLS, () => getText(searchUrl(randomTime())));
  const searchMs = search.results.map((r) => r.ms);
  const searchPerSecond = SEARCH_CALLS / (search.elapsedMs / 1000);
  console.log(
    `[${where}] cross-club search, 200+ clubs, ${CLIENTS} clients: ${latency(searchMs)}, ${searchPerSecond.toFixed(0)} calls/s (budget p95 ${SEARCH_BUDGET_MS} ms: ${verdict(percentile(searchMs, 95), SEARCH_BUDGET_MS)})`,
  );

  // Players search from where they are: every call from its own origin, so no whole answer is kept
  // and each is computed from the kept club days and directory (server/booking/availability/clubDayCache.ts).
  const spreadUrl = () => {
    const url = new URL(searchUrl(randomTime()));
    url.searchParams.set('latitude', (CENTER.latitude + (Math.random() - 0.5) * 0.1).toFixed(5));
    url.searchParams.set('longitude', (CENTER.longitude + (Math.random() - 0.5) * 0.1).toFixed(5));
    return url.href;
  };
  const spread = await runClients(CLIENTS, SPREAD_CALLS, () => getText(spreadUrl()));
  const spreadMs = spread.results.map((r) => r.ms);
  const spreadPerSecond = SPREAD_CALLS / (spread.elapsedMs / 1000);
  console.log(
    `[${where}] cross-club search, each call from its own origin, ${CLIENTS} clients: ${latency(spreadMs)}, ${spreadPerSecond.toFixed(0)} calls/s (budget p95 ${SEARCH_BUDGET_MS} ms: ${verdict(percentile(spreadMs, 95), SEARCH_BUDGET_MS)})`,
  );
  const failed = [...club.results, ...search.results, ...spread.results].filter(
    (r) => r.value.status !== 200 || r.value.bytes === 0,
  ).length;
  if (failed > 0) console.log(`[${where}] ${failed} calls failed`);
  return {
    club: { p50: percentile(clubMs, 50), p95: percentile(clubMs, 95), perSecond: clubPerSecond },
    search: { p50: percentile(searchMs, 50), p95: percentile(searchMs, 95), perSecond: searchPerSecond },
    spreadSearch: { p50: percentile(spreadMs, 50), p95: percentile(spreadMs, 95), perSecond: spreadPerSecond },
    failed,
  };
}

/** On PGlite, or on a new database of the PostgreSQL server of DATABASE_URL. */
export async function benchTimeslots(): Promise<TimeslotsFigures> {
  const database = await createBenchDatabase('timeslots');
  let workload: TimeslotsWorkload;
  {
    const { db, close } = await database.open();
    workload = await seedTimeslotsWorkload(db);
    if (ANALYZE) await db.execute(sql`analyze`);
    await close();
  }
  const where = `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${ANALYZE ? ', analyzed' : ''}`;
  const serverStartedAt = performance.now();
  const server = await startServer(
    { ...database.env, JWT_SECRET: BENCH_JWT_SECRET },
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  try {
    console.log(`[${where}] ${workload.taken} slots taken by live holds at 201 clubs`);
    return await measureTimeslots(server.url, where, workload.big.clubId, serverStartedAt);
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchTimeslots().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
