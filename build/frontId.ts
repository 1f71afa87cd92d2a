import type { Plugin } from 'vite';

/**
 * Writes dist/front-id.txt: the id of this build. The server sends it as the App-Front-Id header
 * (server/http/frontId.ts); a page that sees a newer id than its first one knows it must reload
 * (spec part 1 §4.6, update kind 'reload'). The same id is compiled into the app as
 * `import.meta.env.VITE_FRONT_ID`, so the running page knows which build it is.
 */
export function frontId(options: { id?: string } = {}): Plugin {
  const id = options.id ?? process.env.FRONT_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    name: 'courtflow-front-id',
    config: () => ({ define: { 'import.meta.env.VITE_FRONT_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'front-id.txt', source: `${id}\n` });
    },
  };
}
