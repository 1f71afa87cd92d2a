import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './build/linguiMacro';
import { pathAliases } from './build/pathAliases';

// Three projects: pure units (lib, machines, contract), server (real database), dom (views).
// Every core runs a worker: Vitest's default (cores - 1) is a single worker on a 2-core machine.
// unit and server share one module graph per worker (isolate: false), so each worker imports the
// machines, the server and PGlite once instead of once per file: their modules hold no state a test
// changes (memo caches only), each test server has a database of its own (one given back earlier in
// the worker, put back to the seed: tests/server/support/testDatabase.ts), and the tests restore the
// timers and environment they change. dom keeps one fresh jsdom and module graph per file.
export default defineConfig({
  resolve: { alias: pathAliases },
  // The Lingui macros are compiled only in the files that import one (build/linguiMacro.ts).
  plugins: [linguiMacro(), react(), lingui()],
  test: {
    // Each project's wall span and its files' setup, import and test time, after the summary.
    reporters: ['default', './tests/support/projectTimes.ts'],
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/lib/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/server/support/globalSetup.ts'],
          setupFiles: ['tests/server/support/afterEachFile.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      // A screen test clicks through a whole flow in jsdom: 1–3 s alone, over 5 s while tsc runs beside
      // it on CI's two cores (the summary's checks took 5.2 s there).
      { extends: true, test: { name: 'dom', include: ['tests/dom/**/*.test.tsx'], environment: 'jsdom', testTimeout: 15000 } },
    ],
  },
});
