import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHUNK_GRAPH, REPORT_DIR, type ChunkNode } from '../build/bundleReport';
import { launchChromium } from './support/browser';
import { startServer } from './support/serverProcess';
import { verdict } from './support/stats';

const BUDGET_KB = 150;
const LAZY_BUDGET_KB = 60;
/** The flow visualiser's screen: it lists the registry and imports a machine when one is opened. */
const FLOWS_SCREEN = 'src/features/flows/FlowsPage.tsx';
/** The performance mark the app sets before it prefetches the next step's chunk (src/shell/idlePrefetch.ts). */
const PREFETCH_MARK = 'courtflow:idle-prefetch';
/** The search screen's heading in es-CL for an anonymous first visit (tests/e2e/foundation.e2e.ts waits for it too). */
const SEARCH_HEADING = '¿Dónde juegas hoy?';

interface Script {
  path: string;
  raw: number;
  gzip: number;
}

const gzipOf = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

function printTable(title: string, scripts: Script[]): void {
  console.log(`  ${title}`);
  console.log(`  ${'raw KB'.padStart(7)}  ${'gzip KB'.padStart(7)}  chunk`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.raw)}  ${kb(s.gzip)}  ${s.path}`);
}

/**
 * Gzipped size of every script the browser loads to show /book/search on a first visit, before any
 * interaction, chunk by chunk; what the page then prefetches while idle (the next step) is listed apart.
 * Returns the total in KB; `overBudget` says whether it (or the largest lazy chunk) broke its budget.
 */
export async function benchInitialJs(baseUrl: string): Promise<{ totalKb: number; overBudget: boolean }> {
  const browser = await launchChromium();
  try {
    // A first visit from the main market: es-CL, whose catalog (the source) is the largest.
    const page = await browser.newPage({ locale: 'es-CL' });
    const scripts = new Map<string, Script>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = response.url();
      pending.push(
        response.body().then(
          (body) => void scripts.set(url, { path: new URL(url).pathname, raw: body.length, gzip: gzipOf(body) }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/book/search`, { waitUntil: 'networkidle' });
    // On a busy machine the network can go quiet while the entry still runs: the first load ends once
    // the search screen shows (its heading) and the network is quiet again.
    await page.getByRole('heading', { name: SEARCH_HEADING }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    // Which scripts the idle prefetch asked for: those whose request started after the app's mark.
    const prefetched = new Set(
      await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark)[0]?.startTime;
        if (at === undefined) return [];
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= at)
          .map((e) => e.name);
      }, PREFETCH_MARK),
    );
    const first = [...scripts].filter(([url]) => !prefetched.has(url)).map(([, s]) => s);
    const idle = [...scripts].filter(([url]) => prefetched.has(url)).map(([, s]) => s);
    printTable('first load of /book/search (es-CL), every script before any interaction:', first);
    const totalKb = first.reduce((a, s) => a + s.gzip, 0) / 1024;
    console.log(
      `initial JS of /book/search, gzipped: ${totalKb.toFixed(1)} KB in ${first.length} files (budget ${BUDGET_KB} KB: ${verdict(totalKb, BUDGET_KB)})`,
    );
    if (idle.length) {
      printTable('prefetched once the page is idle (the next step, not part of the first load):', idle);
      console.log(`  idle prefetch: ${(idle.reduce((a, s) => a + s.gzip, 0) / 1024).toFixed(1)} KB gzipped in ${idle.length} files`);
    } else console.log('  idle prefetch: none seen');
    // For reading the report against what the page loaded (which chunks of .reports/chunks.json were the first load).
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(`${REPORT_DIR}/initial-js.json`, JSON.stringify({ firstLoad: first, idlePrefetch: idle }, null, 1));
    const largestLazyKb = lazyChunks(new Set(first.map((s) => s.path.replace(/^\//, ''))));
    return { totalKb, overBudget: totalKb > BUDGET_KB || largestLazyKb > LAZY_BUDGET_KB };
  } finally {
    await browser.close();
  }
}

/**
 * Every lazy entry (a route's screen, or a lazy part of one) with the chunks it pulls in that the first
 * load of /book/search has not already brought: what opening it costs afterwards.
 */
function lazyChunks(loaded: Set<string>): number {
  if (!existsSync(CHUNK_GRAPH)) {
    console.log(`  (no ${CHUNK_GRAPH}: build with BUNDLE_REPORT=1, as npm run bench does, for the lazy chunks)`);
    return 0;
  }
  const graph: ChunkNode[] = JSON.parse(readFileSync(CHUNK_GRAPH, 'utf8'));
  const byFile = new Map(graph.map((c) => [c.file, c]));
  const gzipOfFile = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipOfFile.has(file)) gzipOfFile.set(file, gzipOf(readFileSync(`dist/${file}`)));
    return gzipOfFile.get(file)!;
  };
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || loaded.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const rows = graph
    .filter((c) => c.isDynamicEntry && !loaded.has(c.file))
    .map((c) => {
      const files = [...closure(c.file)];
      return { label: c.facade ?? c.name, files: files.length, gzip: files.reduce((a, f) => a + sizeOf(f), 0) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const worst = (rows[0]?.gzip ?? 0) / 1024;
  console.log(`  lazy chunks after that first load (each with the chunks it pulls in), gzipped:`);
  for (const r of rows) console.log(`  ${kb(r.gzip)} KB  ${String(r.files).padStart(2)} files  ${r.label}`);
  console.log(
    `lazy chunks of the other routes: largest ${worst.toFixed(1)} KB gzipped (budget ${LAZY_BUDGET_KB} KB each: ${verdict(worst, LAZY_BUDGET_KB)}); treemap in ${REPORT_DIR}/bundle.html`,
  );
  flowsMachineChunks(graph, loaded, closure, sizeOf);
  return worst;
}

/**
 * /flows loads a machine and its error tables when the product owner opens it (machines/registry):
 * each of the flows screen's dynamic imports, with what it pulls in beyond the first load and the
 * screen itself. A flow opens one or two of them (its machine, its errors).
 */
function flowsMachineChunks(
  graph: ChunkNode[],
  loaded: Set<string>,
  closure: (file: string, seen?: Set<string>) => Set<string>,
  sizeOf: (file: string) => number,
): void {
  const flows = graph.find((c) => c.facade === FLOWS_SCREEN);
  if (!flows) return;
  const screen = closure(flows.file);
  const rows = flows.dynamicImports
    .filter((file) => !screen.has(file) && !loaded.has(file))
    .map((file) => {
      const files = [...closure(file, new Set(screen))].filter((f) => !screen.has(f));
      return { file, gzip: files.reduce((a, f) => a + sizeOf(f), 0), files: files.length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const largest = rows[0];
  console.log(
    `  /flows: each machine's import (${rows.length}) after the screen: largest ${kb(largest?.gzip ?? 0).trim()} KB gzipped in ${largest?.files ?? 0} files (${largest?.file ?? 'none'}), median ${kb(rows[rows.length >> 1]?.gzip ?? 0).trim()} KB`,
  );
}

// `npx tsx bench/initialJs.ts` after `BUNDLE_REPORT=1 npm run build && npm run build:server`: this case
// alone (`npm run bench:initial-js`, and a CI step); it exits 1 over budget.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startServer();
  try {
    const { overBudget } = await benchInitialJs(server.url);
    if (overBudget) {
      console.error(`initial JS over budget (first load ${BUDGET_KB} KB, each lazy chunk ${LAZY_BUDGET_KB} KB, gzipped)`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
