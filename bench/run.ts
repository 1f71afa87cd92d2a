import { benchColdStart } from './coldStart';
import { benchInitialJs } from './initialJs';
import { startServer } from './support/serverProcess';

/** `npm run bench` (after a build): prints each figure with its budget from the issues. */
async function main(): Promise<void> {
  await benchColdStart();
  const server = await startServer();
  try {
    await benchInitialJs(server.url);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
