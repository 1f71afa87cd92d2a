import { relative } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

interface ChunkShape {
  name: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Makes a chunk's hashed file name follow the preload lists that Vite writes into it after hashing.
 * Vite replaces each dynamic import's `__VITE_PRELOAD__` marker (the CSS, and with modulePreload the
 * chunks, to fetch with it) in `generateBundle`, once Rolldown has fixed the names; without
 * `build.chunkImportMap` nothing adds those lists to the hash. So a change that alters only a list —
 * a build option (turning the modulePreload list off did it to `start` once), or a lazy screen
 * pulling in another existing chunk or stylesheet — gave new bytes under an old name, and with
 * `immutable` caching a returning browser kept the old file. Here every chunk's hash takes in what
 * decides those lists: the preload options, and for each of its dynamic imports the chunks (by their
 * modules) and stylesheets that import loads. `scripts/assetNamesCheck.ts` builds twice to prove it.
 */
export function preloadListHash(): Plugin {
  let options = '';
  let root = '';
  // Module ids relative to the project: a checkout elsewhere gets the same names.
  const id = (module: string | null | undefined) => (module ? relative(root, module.replace(/^\0/, '')).replace(/\\/g, '/') : '');
  let chunks: Record<string, ChunkShape> = {};
  return {
    name: 'courtflow:preload-list-hash',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      root = config.root;
      const { modulePreload, cssCodeSplit, polyfillModulePreload } = config.build as ResolvedConfig['build'] & {
        polyfillModulePreload?: unknown;
      };
      options = JSON.stringify({
        base: config.base,
        cssCodeSplit,
        polyfillModulePreload,
        modulePreload:
          modulePreload === false
            ? false
            : { polyfill: modulePreload.polyfill, resolveDependencies: modulePreload.resolveDependencies?.toString() ?? null },
        renderBuiltUrl: config.experimental.renderBuiltUrl?.toString() ?? null,
      });
    },
    renderChunk(_code, _chunk, _options, meta) {
      chunks = meta.chunks as unknown as Record<string, ChunkShape>;
      return null;
    },
    augmentChunkHash(chunk) {
      if (chunk.dynamicImports.length === 0) return;
      const lists = chunk.dynamicImports.map((target) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          chunks[file]?.imports.forEach(visit);
        };
        visit(target);
        return [...seen].map((file) => {
          const c = chunks[file];
          if (!c) return file;
          return `${id(c.facadeModuleId) || c.name}+${c.moduleIds.length}:${id(c.moduleIds[0])}|${[...(c.viteMetadata?.importedCss ?? [])].sort().join(',')}`;
        });
      });
      return `${options}\n${lists.map((list) => list.sort().join(';')).join('\n')}`;
    },
  };
}
