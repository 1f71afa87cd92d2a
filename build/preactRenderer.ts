import type { Alias } from 'vite';

/**
 * The app is written against React 19's API and types, and renders with Preact's compat layer:
 * react-dom alone was 60 KB of the 187 KB gzipped first load of /book/search, against a budget of
 * 150 KB (docs/decisions.md, "Bundle"). Builds and the dev server use these aliases, so the browser
 * suite runs what ships; the jsdom tests render the same components with React 19 itself.
 */
export const preactRenderer: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
