import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { chunkOf } from './startChunk';

const root = fileURLToPath(new URL('..', import.meta.url));
const START_QUERY = '.po?start';
const placeholder = (locale: string) => `__courtflow_start_catalog:${locale}__`;
const PLACEHOLDER = /(["'`])__courtflow_start_catalog:([\w-]+)__\1/g;

/** The messages of `locale` whose ids pass `keep`, compiled as the JSON Lingui loads. */
async function compiledMessages(locale: string, keep: (origins: readonly string[]) => boolean): Promise<string> {
  const config = getConfig({ cwd: root });
  const [catalog] = await getCatalogs(config);
  const sourceLocale = config.sourceLocale ?? 'es-CL';
  const source = await catalog.read(sourceLocale);
  const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales || {}, sourceLocale });
  const chosen = Object.fromEntries(Object.entries(messages).filter(([id]) => keep((source?.[id]?.origin ?? []).map(([file]) => file))));
  const { source: json, errors } = createCompiledCatalog(locale, chosen, { namespace: 'json' });
  if (errors.length) throw new Error(`startCatalogs: ${locale} does not compile`);
  return JSON.stringify((JSON.parse(json) as { messages: unknown }).messages);
}

/**
 * `import('locales/es-CL.po?start')`: only the messages of the modules a first visit loads (the
 * entry, the start screen's route chunk and what they import statically), so the first screen does
 * not wait for every screen's texts; the whole catalog follows when the browser is idle. The set is
 * read from the chunk graph as it is rendered (renderChunk, before hashing: the file name follows
 * the content). In development the part is the whole catalog.
 */
export function startCatalogs(startFacade: string, { laterTexts = [] }: { laterTexts?: readonly string[] } = {}): Plugin {
  let build = false;
  return {
    name: 'courtflow:start-catalogs',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async load(id) {
      if (!id.endsWith(START_QUERY)) return null;
      const locale = id.slice(id.lastIndexOf('/') + 1, -START_QUERY.length);
      const json = build ? JSON.stringify(placeholder(locale)) : JSON.stringify(await compiledMessages(locale, () => true));
      return { code: `export const messages = JSON.parse(${json});`, moduleType: 'js' };
    },
    async renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('__courtflow_start_catalog:')) return null;
      const chunks = Object.values(meta.chunks);
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        meta.chunks[fileName]?.imports.forEach(visit);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      const start = chunkOf(chunks, startFacade);
      // Another build of this config (Storybook's) has no start route: its part is the whole catalog.
      if (start) visit(start.fileName);
      const keepAll = !start;
      const modules = new Set(
        [...seen]
          .flatMap((f) => meta.chunks[f]?.moduleIds ?? [])
          .map((id) => relative(root, id.replace(/^\0/, '').replace(/\?.*$/, '')).replace(/\\/g, '/')),
      );
      // Modules of the first load whose texts a first visit never shows (the titles of routes that wait
      // for the whole catalog): a message only they use is left to the whole catalog.
      const later = new Set(laterTexts);
      const keep = (origins: readonly string[]) => keepAll || origins.some((file) => modules.has(file) && !later.has(file));
      const replacements = new Map<string, string>();
      for (const [, , locale] of code.matchAll(PLACEHOLDER)) replacements.set(locale, await compiledMessages(locale, keep));
      return { code: code.replace(PLACEHOLDER, (_m, _q, locale: string) => JSON.stringify(replacements.get(locale))), map: null };
    },
  };
}
