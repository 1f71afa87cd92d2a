import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './build/linguiMacro';
import { pathAliases } from './build/pathAliases';

// Three projects: pure units (lib, machines, contract), server (real database), dom (views).
export default defineConfig({
  resolve: { alias: pathAliases },
  // The Lingui macros are compiled only in the files that import one (build/linguiMacro.ts).
  plugins: [linguiMacro(), react(), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/lib/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      { extends: true, test: { name: 'dom', include: ['tests/dom/**/*.test.tsx'], environment: 'jsdom' } },
    ],
  },
});
