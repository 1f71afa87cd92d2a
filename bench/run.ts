import { benchBookingContention } from './booking-contention';
import { benchBurst } from './burst';
import { benchColdStart } from './coldStart';
import { benchInitialJs } from './initialJs';
import { benchLighthouse } from './lighthouse';
import { benchSlotsRender } from './slotsRender';
import { startServer } from './support/serverProcess';
import { benchTimeslots } from './timeslots';

/** `npm run bench` (after a build): prints each figure with its budget from the issues. */
async function main(): Promise<void> {
  await benchColdStart();
  const server = await startServer();
  try {
    await benchInitialJs(server.url);
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
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
