import { benchBookingContention } from './booking-contention';
import { benchBurst } from './burst';
import { benchColdStart } from './coldStart';
import { benchInitialJs } from './initialJs';
import { benchLighthouse } from './lighthouse';
import { benchSlotsRender } from './slotsRender';
import { startServer } from './support/serverProcess';
import { benchTimeslots } from './timeslots';

/**
 * `npm run bench` (after a build): prints each figure with its budget from the issues. Exits 1 when the
 * first load of /book/search (or a lazy chunk) is over its budget, after every other case has run.
 */
async function main(): Promise<boolean> {
  await benchColdStart();
  const server = await startServer();
  let initialJsOver = false;
  try {
    initialJsOver = (await benchInitialJs(server.url)).overBudget;
    await benchSlotsRender(server.url);
  } finally {
    await server.stop();
  }
  // Court booking (issue 3): on PGlite, or on the PostgreSQL server of DATABASE_URL.
  await benchBookingContention();
  await benchTimeslots();
  // Served like a production web app (issues 11, 13): Lighthouse on the search, slots and summary pages, a burst of first calls.
  await benchLighthouse();
  await benchBurst();
  if (initialJsOver) console.error('initial JS of /book/search over budget (see above)');
  return !initialJsOver;
}

main().then(
  (withinBudget) => process.exit(withinBudget ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
