import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * react-router 7 ships a production build (dev warnings compiled out) but its package exports name
 * only the development one (remix-run/react-router#14102): client builds take the production file.
 */
export const reactRouterProduction: Alias[] = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
];
