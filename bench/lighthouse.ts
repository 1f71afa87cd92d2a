import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../tests/e2e/support/browser';
import { selfSignedCertificate, type TlsCertificate } from '../tests/server/support/tlsCertificate';
import { startServer } from './support/serverProcess';
import { median } from './support/stats';

// Issue 11 item 2: Lighthouse's mobile preset (its default: a mid-range phone on slow 4G, simulated)
// on /book/search, served by the production server (`npm start`'s build) as in production: over
// HTTPS and HTTP/2 (a throwaway certificate that Chromium trusts by its key), median of 3 runs.
// BENCH_LIGHTHOUSE_HTTP1=1 measures plain HTTP/1.1 too. Debian's Chromium, never a browser of
// Lighthouse's own.

const BUDGET = 90;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The main market's language, as bench/initialJs measures the first load.
  '--lang=es-CL',
  '--accept-lang=es-CL',
];

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

/** One Lighthouse run in a fresh Chromium (no cache, no profile). */
async function runOnce(url: string, tls?: TlsCertificate): Promise<LighthouseFigures> {
  const flags = tls ? [...FLAGS, `--ignore-certificate-errors-spki-list=${tls.spkiHash}`] : FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags, logLevel: 'error' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferKb: value('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const show = (f: LighthouseFigures) =>
  `performance ${f.score}, FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, transfer ${f.transferKb.toFixed(1)} KB`;

/** Median of RUNS runs against a running server, each figure on its own. */
async function measure(baseUrl: string, how: string, tls?: TlsCertificate): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await runOnce(`${baseUrl}/book/search`, tls);
    console.log(`  lighthouse run ${i + 1}, ${how}: ${show(run)}`);
    runs.push(run);
  }
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
  const figures: LighthouseFigures = {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferKb: of('transferKb'),
  };
  console.log(
    `Lighthouse, mobile, /book/search, ${how}, median of ${RUNS}: ${show(figures)} (budget performance ≥ ${BUDGET}: ${figures.score >= BUDGET ? 'within budget' : 'UNDER BUDGET'})`,
  );
  return figures;
}

/** The production server over HTTPS and HTTP/2 (and over plain HTTP/1.1 when BENCH_LIGHTHOUSE_HTTP1=1). */
export async function benchLighthouse(): Promise<LighthouseFigures> {
  const tls = selfSignedCertificate();
  const server = await startServer({}, [], tls);
  let figures: LighthouseFigures;
  try {
    figures = await measure(server.url, 'HTTPS, HTTP/2', tls);
  } finally {
    await server.stop();
  }
  if (process.env.BENCH_LIGHTHOUSE_HTTP1 === '1') {
    const plain = await startServer();
    try {
      await measure(plain.url, 'plain HTTP/1.1 (no TLS proxy in front)');
    } finally {
      await plain.stop();
    }
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchLighthouse().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
