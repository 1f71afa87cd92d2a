// Issue 13's budgets: Lighthouse (mobile preset, Debian's Chromium) on /book/search, the slots page and
// a booking summary, served by the production server (`npm start`'s build, .build/server.mjs, seeded at
// start); accessibility 100 and best practices ≥ 95 on each, one run per page (these scores do not
// depend on timing). The pages and their sessions: bench/support/lighthousePages.ts (shared with
// `npm run bench`). Prints the scores and what fell short; exits 1 under budget.
import { pathToFileURL } from 'node:url';
import lighthouse, { type Flags } from 'lighthouse';
import { launchFor, lighthousePages, type LighthousePage } from '../bench/support/lighthousePages';
import { startServer } from '../bench/support/serverProcess';

const BUDGET = { accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof BUDGET;

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--lang=es-CL',
  '--accept-lang=es-CL',
];

interface PageScores {
  page: string;
  scores: Record<Category, number>;
  /** The failing audits of a category under its budget. */
  failing: string[];
}

/** The elements an audit names (the first three), to find them in the page. */
function nodesOf(details: unknown): string {
  const items = (details as { items?: Array<{ node?: { snippet?: string; selector?: string } }> } | undefined)?.items ?? [];
  const nodes = items.flatMap((item) => (item.node ? [`${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.trim()] : [])).slice(0, 3);
  return nodes.length ? `\n    ${nodes.join('\n    ')}` : '';
}

/** One Lighthouse run in a fresh Chromium; with a token, the session cookie is set first (and kept: no storage reset). */
async function audit(baseUrl: string, page: LighthousePage): Promise<PageScores> {
  const { path, token } = page;
  const chrome = await launchFor(baseUrl, page, FLAGS);
  try {
    const flags: Flags = {
      port: chrome.port,
      onlyCategories: Object.keys(BUDGET),
      logLevel: 'error',
      output: 'json',
      disableStorageReset: token !== null,
    };
    const result = await lighthouse(`${baseUrl}${path}`, flags);
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.code} ${runtimeError.message}`);
    // A page that sent the audit elsewhere (the summary to /login without its session, the slots back
    // to the search) would be scored in place of the one named.
    const shown = new URL(result.lhr.finalDisplayedUrl);
    if (`${shown.pathname}${shown.search}` !== path) throw new Error(`Lighthouse on ${path} ended on ${shown.pathname}${shown.search}`);
    const scores = Object.fromEntries(
      (Object.keys(BUDGET) as Category[]).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = (Object.keys(BUDGET) as Category[])
      .filter((id) => scores[id] < BUDGET[id])
      .flatMap((id) =>
        categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} — ${audits[ref.id]?.title}${nodesOf(audits[ref.id]?.details)}`),
      );
    return { page: path, scores, failing };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseGate(): Promise<boolean> {
  const server = await startServer();
  const started = performance.now();
  try {
    const pages = await lighthousePages(server.url);
    let within = true;
    for (const page of pages) {
      const { path } = page;
      const { scores, failing } = await audit(server.url, page);
      const ok = failing.length === 0 && (Object.keys(BUDGET) as Category[]).every((id) => scores[id] >= BUDGET[id]);
      within &&= ok;
      console.log(
        `lighthouse ${path}: accessibility ${scores.accessibility}, best practices ${scores['best-practices']} ${ok ? '(within budget)' : 'UNDER BUDGET'}`,
      );
      for (const line of failing) console.log(`  ${line}`);
    }
    console.log(
      `lighthouse gate: ${pages.length} pages, budget accessibility ${BUDGET.accessibility} and best practices ≥ ${BUDGET['best-practices']}: ${within ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return within;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  lighthouseGate().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
