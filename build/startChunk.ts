import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const normal = (id: string) => id.replace(/\\/g, '/');
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

export interface StartChunk {
  plugin: Plugin;
  /** The codeSplitting group test: a module of the app that the first visit runs before any interaction. */
  test(id: string): boolean;
}

/**
 * One chunk for the app's own code that a first visit runs: what the entry and the start screen's
 * route chunk load before any interaction (not the libraries: they have their group). Left to
 * Rolldown, the modules that later screens share with the first one come out as some thirty small
 * chunks, and a first visit pays each file's imports, exports and gzip window again. The route
 * module stays a lazy import (it resolves to this chunk); later screens import what they share with
 * it from here, and a visit that lands elsewhere has it preloaded anyway (build/preloadStartScreen.ts).
 *
 * Which modules: those of the chunks a first visit loads when Rolldown splits the same module graph
 * on its own — found by splitting it once more, in memory, from the transformed code, once the graph
 * is built. (The static import closure is not it: a barrel names modules that only later screens
 * use, and in this chunk they would load with the first visit.) A build without the start module
 * (Storybook's) gets no such chunk.
 */
export function startChunk(startFacade: string): StartChunk {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'courtflow:start-chunk',
    apply: 'build',
    async buildEnd(error) {
      members = new Set();
      if (error) return;
      const ids = [...this.getModuleIds()];
      const start = ids.find((id) => normal(id).endsWith(startFacade));
      if (!start) return;
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const info = (id: string) => this.getModuleInfo(id);
      const resolve = this.resolve.bind(this);
      const probe = await rolldown({
        input: entries,
        logLevel: 'silent',
        plugins: [
          {
            name: 'courtflow:start-chunk-probe',
            async resolveId(source, importer) {
              if (!importer) return source;
              const resolved = await resolve(source, importer, { skipSelf: true });
              if (!resolved || resolved.external || isLibrary(resolved.id)) return { id: source, external: true };
              return { id: resolved.id, moduleSideEffects: resolved.moduleSideEffects };
            },
            load(id) {
              return { code: info(id)?.code ?? '', moduleType: 'js' };
            },
          },
        ],
      });
      const { output } = await probe.generate({ format: 'es' });
      await probe.close();
      const chunks = output.filter((out) => out.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loaded = new Set<string>();
      const visit = (file: string) => {
        if (loaded.has(file)) return;
        loaded.add(file);
        byFile.get(file)?.imports.forEach(visit);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      const startChunk = chunkOf(chunks, startFacade);
      if (startChunk) visit(startChunk.fileName);
      for (const file of loaded) for (const id of byFile.get(file)?.moduleIds ?? []) if (!isLibrary(id)) members.add(id);
      // The entry modules stay the entry chunk (index.html names it).
      entries.forEach((id) => members.delete(id));
    },
  };
  return { plugin, test: (id) => members.has(id) };
}

/** The chunk that holds `module` (repository-relative): its own lazy chunk, or the start chunk it joined. */
export function chunkOf<C extends { facadeModuleId: string | null; moduleIds: readonly string[] }>(
  chunks: readonly C[],
  module: string,
): C | undefined {
  const named = (id: string | null) => id !== null && normal(id).endsWith(module);
  return chunks.find((c) => named(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(named));
}
