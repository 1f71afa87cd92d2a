import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import type { PluginOption } from 'vite';

/** Where `BUNDLE_REPORT=1 vite build` (as `npm run bench` builds) writes its reports; git-ignored. */
export const REPORT_DIR = '.reports';
/** The chunk graph bench/initialJs reads to size each lazy chunk with what it pulls in. */
export const CHUNK_GRAPH = `${REPORT_DIR}/chunks.json`;

export interface ChunkNode {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a dynamic import names (repository-relative), e.g. src/features/home/HomePage.tsx. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** The biggest modules by rendered (minified) length, repository-relative. */
  topModules: { id: string; bytes: number }[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const short = (id: string) => relative(root, id.replace(/^\0/, '')).replace(/\?.*$/, '');

/** Writes the chunk graph of the client build, so the bench can add up what each lazy screen costs. */
function chunkGraph(): PluginOption {
  return {
    name: 'courtflow:chunk-graph',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules = Object.entries(out.modules)
          .map(([id, m]) => ({ id: short(id), bytes: m.renderedLength }))
          .sort((a, b) => b.bytes - a.bytes);
        chunks.push({
          file: out.fileName,
          name: out.name,
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          facade: out.facadeModuleId ? short(out.facadeModuleId) : null,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          topModules: modules.slice(0, 12),
        });
      }
      mkdirSync(`${root}${REPORT_DIR}`, { recursive: true });
      writeFileSync(`${root}${CHUNK_GRAPH}`, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * The bundle report: a treemap to open in a browser (bundle.html), the same data as JSON to read from
 * the shell (bundle.json), and the chunk graph. Only when BUNDLE_REPORT is set: sizing every module
 * gzipped slows the build.
 */
export function bundleReport(): PluginOption[] {
  if (!process.env.BUNDLE_REPORT) return [];
  const common = { gzipSize: true, brotliSize: false, projectRoot: root } as const;
  return [
    visualizer({ ...common, filename: `${REPORT_DIR}/bundle.html`, template: 'treemap', title: 'Courtflow client bundle' }),
    visualizer({ ...common, filename: `${REPORT_DIR}/bundle.json`, template: 'raw-data' }),
    chunkGraph(),
  ];
}
