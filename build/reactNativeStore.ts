import type { Alias } from 'vite';

/**
 * @xstate/react imports use-sync-external-store's shim, whose fallback re-implements the hook for
 * React before 18; with React 19 the shim hands over to React's own hook. The client build takes the
 * package's non-shim entries, which are React's hook directly (0.6 KB gzipped less, same behaviour).
 */
export const useSyncExternalStoreNative: Alias[] = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];
