import { chunkOf } from './startChunk';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the start screen's lazy route chunk and the
 * chunks it imports (the booking search, where '/' and unknown URLs land): the browser fetches them
 * with the entry instead of after it has run and the router has matched (one round trip less on a phone).
 */
export function preloadStartScreen(facade: string): Plugin {
  return {
    name: 'courtflow:preload-start-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
        const start = chunkOf(chunks, facade);
        if (!start) throw new Error(`preloadStartScreen: no chunk for ${facade}`);
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const files: string[] = [];
        const visit = (file: string) => {
          if (already.has(file) || files.includes(file)) return;
          files.push(file);
          const chunk = chunks.find((c) => c.fileName === file);
          chunk?.imports.forEach(visit);
        };
        visit(start.fileName);
        return files.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
