import http from 'node:http';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { BENCH_JWT_SECRET, createBenchDatabase } from './support/benchDatabase';
import { createBenchPlayers, type BenchPlayer } from './support/benchPlayers';
import { getText, runClients } from './support/load';
import { startServer } from './support/serverProcess';
import { percentile, verdict } from './support/stats';
import { seedTimeslotsWorkload } from './timeslots';

// Issue 11 item 2: a burst of first calls. 50 players open the app at once, each on a new connection,
// and ask for the timeslots of the same club day that nobody asked for yet (the club of 40 courts,
// a third of tomorrow taken, 200 clubs around): the answer is computed once and every one of them
// has it within 100 ms at p99. Computations are counted by the answers' Server-Timing
// (server/routes/timeslots.ts).

const BUDGET_MS = 100;
const CONNECTIONS = 50;
/** Players of the warm-up traffic: signed in, and none of them in a burst. */
const WARM_UP_PLAYERS = 8;
/** Bursts on the running server, each on another day nobody asked for. */
const BURSTS = Number(process.env.BENCH_BURSTS ?? 6);
/** BENCH_BURST_ANONYMOUS=1: the callers send no session token (no session check per call). */
const ANONYMOUS = process.env.BENCH_BURST_ANONYMOUS === '1';

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Answer {
  ms: number;
  status: number;
  computed: boolean;
}

/** One GET on a new connection (no keep-alive), as a phone opening the app sends it. */
function firstCall(url: string, token: string | null): Promise<Answer> {
  const started = performance.now();
  const headers = { 'accept-encoding': 'br, gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            computed: String(response.headers['server-timing'] ?? '').includes('desc=computed'),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** 50 calls sent at once, one per player. */
const burst = (url: string, players: (BenchPlayer | null)[]) => Promise.all(players.map((p) => firstCall(url, p?.token ?? null)));

interface BurstFigures {
  p50: number;
  p99: number;
  max: number;
  computations: number;
  failed: number;
}

const figuresOf = (answers: Answer[]): BurstFigures => {
  const ms = answers.map((a) => a.ms);
  return {
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    computations: answers.filter((a) => a.computed).length,
    failed: answers.filter((a) => a.status !== 200).length,
  };
};
const show = (f: BurstFigures) =>
  `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, computed ${f.computations}×${f.failed ? `, ${f.failed} failed` : ''}`;

export interface BurstResult {
  justStarted: BurstFigures;
  running: BurstFigures;
  /** Computations of each burst on the running server. */
  computations: number[];
}

export async function benchBurst(): Promise<BurstResult> {
  console.log(
    `burst: load average of this machine ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores; figures are wall-clock)`,
  );
  const database = await createBenchDatabase('burst');
  const { db, close } = await database.open();
  const { big } = await seedTimeslotsWorkload(db);
  const everyone = await createBenchPlayers(db, CONNECTIONS + WARM_UP_PLAYERS);
  const players: (BenchPlayer | null)[] = ANONYMOUS ? Array(CONNECTIONS).fill(null) : everyone.slice(0, CONNECTIONS);
  const warmUpPlayers = everyone.slice(CONNECTIONS);
  await close();
  const where = `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${ANONYMOUS ? ', anonymous' : ''}`;
  const startedAt = performance.now();
  const server = await startServer(
    { ...database.env, JWT_SECRET: BENCH_JWT_SECRET },
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  try {
    const url = (date: string, timespan = 60) =>
      `${server.url}/api/sports/1/clubs/${big.clubId}/timeslots?date=${date}&time=19:00:00&timespan=${timespan}`;
    const justStarted = figuresOf(await burst(url(dayAfter(1)), players));
    console.log(`[${where}] burst of ${CONNECTIONS} first calls for one club day, on a server just started: ${show(justStarted)}`);

    // A server that has been up a while: past PGlite's first ANALYZE (5 s after it is ready), its
    // code warmed by other players' calls as phones send them (signed in, brotli accepted) for the
    // club's days of 90 minutes: other club days, each computed. The burst's players are new to it.
    const readyAt = startedAt + server.readyMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, readyAt + 6_500 - performance.now())));
    await runClients(WARM_UP_PLAYERS, 400, (c, i) =>
      getText(url(dayAfter(1 + (i % 28)), 90), {
        'accept-encoding': 'br, gzip',
        ...(ANONYMOUS ? {} : { authorization: `Bearer ${warmUpPlayers[c].token}` }),
      }),
    );
    const answers: Answer[] = [];
    const computations: number[] = [];
    const slowest: number[] = [];
    for (let i = 0; i < BURSTS; i++) {
      const one = figuresOf(await burst(url(dayAfter(2 + i)), players).then((a) => (answers.push(...a), a)));
      computations.push(one.computations);
      slowest.push(one.max);
    }
    console.log(`[${where}]   slowest answer of each burst: ${slowest.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    const running = figuresOf(answers);
    console.log(
      `[${where}] burst of ${CONNECTIONS} first calls for one club day, running server, ${BURSTS} bursts on new days: ${show(running)} (computations per burst: ${computations.join(', ')}; budget p99 ${BUDGET_MS} ms, once each: ${verdict(running.p99, BUDGET_MS)}${computations.every((c) => c === 1) ? '' : ', NOT ONCE'})`,
    );
    return { justStarted, running, computations };
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBurst().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
