// Lingui's Vite plugin compiles an imported .po catalog to `export const messages`.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// build/startCatalogs.ts: the texts of the first visit's code only.
declare module '*.po?start' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
