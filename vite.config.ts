import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { bundleReport } from './build/bundleReport';
import { flowsReports } from './build/flowsReports';
import { frontId } from './build/frontId';
import { pathAliases } from './build/pathAliases';
import { preloadListHash } from './build/preloadListHash';
import { preloadStartScreen } from './build/preloadStartScreen';
import { useSyncExternalStoreNative } from './build/reactNativeStore';
import { reactRouterProduction } from './build/reactRouterProduction';
import { startCatalogs } from './build/startCatalogs';
import { startChunk } from './build/startChunk';

/** The route chunk a first visit shows ('/' and unknown URLs land on the booking search). */
const START_SCREEN = 'src/app/routes/bookingWithCashier.tsx';

const start = startChunk(START_SCREEN);

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig(({ command }) => ({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    frontId(),
    // The model tests' flow reports, for the /flows coverage overlay and walks.
    flowsReports(),
    ...bundleReport(),
    start.plugin,
    preloadStartScreen(START_SCREEN),
    // Hashed names that follow the preload lists Vite writes after hashing (immutable caching).
    preloadListHash(),
    // Texts a first paint never shows: the other areas' route titles (those screens wait for the whole
    // catalog, src/app/routes/resolveRoute.ts) and the booking flow's error rows (its dialog and its
    // toasts wait for it: FailureModal.tsx, flow/actions.ts; the lazy steps show the inline ones).
    startCatalogs(START_SCREEN, {
      laterTexts: ['src/app/routes/otherAreas.ts', 'src/app/routes/tabRoutes.ts', 'machines/booking/booking.errors.ts'],
    }),
    // Brotli and gzip copies beside every built file over 1 KB, served by server/http/spa.ts.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: command === 'build' ? [...pathAliases, ...reactRouterProduction, ...useSyncExternalStoreNative] : pathAliases },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No preload list for lazy imports (docs/decisions.md): the entry carried every lazy chunk's
    // dependency file names, 2 KB gzipped of the first load; a lazy screen now fetches its imports as
    // it parses (the idle prefetch has usually done so for the next step). CSS still loads with it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|xstate|@xstate[\\/]react|@lingui[\\/](core|react)|zod|ky|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
            },
            // The app's code of a first visit, in one file (build/startChunk.ts).
            { name: 'start', test: start.test },
          ],
        },
      },
    },
  },
}));
