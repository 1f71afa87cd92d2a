// Issue 13: every story renders in Chromium, at a phone's and a laptop's size, in each language, without
// throwing, without an error in the console and without a serious or critical axe violation. Reads the
// built Storybook (`npm run build-storybook`), serves it from this machine, renders on several pages of
// one browser at once, and prints a line per failed story and the figures.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seriousViolations } from '../tests/e2e/support/axe';
import { CHROMIUM, CHROMIUM_ARGS, VIEWPORTS, type ViewportName } from '../tests/e2e/support/chromium';
import { STORY_LANGUAGES } from '../stories/support/languages';

const ROOT = join(import.meta.dirname, '..', '.storybook-static');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
/**
 * Every language at the phone's size, where a longer translation breaks a layout first, and the laptop's
 * size in the source language: two thirds of the renders of every pair, to keep CI within its time.
 */
const SIZES_AND_LANGUAGES: [ViewportName, readonly string[]][] = [
  ['mobile', STORY_LANGUAGES],
  ['desktop', [STORY_LANGUAGES[0]]],
];

/** STORY_SCREENSHOTS=<folder>: a picture of every story in the first language, at each size, to look at. */
const SCREENSHOTS = process.env.STORY_SCREENSHOTS;
/** STORY_ONLY=<regex>: only the stories whose id matches (to look at a few while working on them). */
const ONLY = process.env.STORY_ONLY ? new RegExp(process.env.STORY_ONLY) : null;
/** The longest a story may take to show (its loaders drive a machine; lazy screens load a chunk). */
const RENDER_TIMEOUT_MS = 15_000;

function serve(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(ROOT, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(ROOT) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

type Channel = {
  on(event: string, fn: (payload: unknown) => void): void;
  off(event: string, fn: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
};

/**
 * Shows one story in the page's Storybook (its channel's setCurrentStory, as the manager does: the
 * bundle is loaded once per language and size) and returns how that ended.
 */
function showStory(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    ({ id, timeout }) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const events: Record<string, (payload: unknown) => string | null> = {
          storyRendered: () => null,
          storyErrored: (payload) => `failed to render: ${JSON.stringify(payload).slice(0, 500)}`,
          storyThrewException: (payload) => `threw: ${JSON.stringify(payload).slice(0, 500)}`,
          storyMissing: () => 'missing from the build',
        };
        const handlers = Object.entries(events).map(([event, outcome]) => {
          const handler = (payload: unknown) => {
            if (event === 'storyRendered' && payload !== id) return;
            finish(outcome(payload));
          };
          channel.on(event, handler);
          return [event, handler] as const;
        });
        const timer = setTimeout(() => finish(`did not render within ${timeout} ms`), timeout);
        function finish(result: string | null) {
          clearTimeout(timer);
          for (const [event, handler] of handlers) channel.off(event, handler);
          resolve(result);
        }
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id, timeout: RENDER_TIMEOUT_MS },
  );
}

/** Requests in flight per page: a story is settled once none has been for a moment. */
const inFlight = new WeakMap<Page, number>();

function countRequests(page: Page): void {
  inFlight.set(page, 0);
  const done = () => inFlight.set(page, (inFlight.get(page) ?? 1) - 1);
  page.on('request', () => inFlight.set(page, (inFlight.get(page) ?? 0) + 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until no request has been in flight for 100 ms (a lazy screen's chunk, its styles). */
async function settled(page: Page): Promise<void> {
  for (let quiet = 0, waited = 0; quiet < 2 && waited < RENDER_TIMEOUT_MS; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quiet = inFlight.get(page) === 0 ? quiet + 1 : 0;
  }
}

/** Renders one story and returns what went wrong (nothing when it is fine). */
async function checkStory(page: Page, id: string, withAxe: boolean): Promise<string[]> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`threw: ${error.message}`);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
    const failure = await showStory(page, id);
    if (failure) problems.push(failure);
    // Lazy screens load their chunk after the first render.
    await settled(page);
    // A modal story renders into a portal beside the root: an open dialog counts as what it rendered.
    const rendered = await page.evaluate(
      () =>
        (document.getElementById('storybook-root')?.innerHTML.trim() ?? '') !== '' ||
        document.querySelector('[role="dialog"], dialog[open]') !== null,
    );
    if (!failure && !rendered) problems.push('rendered nothing');
    if (withAxe && problems.length === 0) problems.push(...(await seriousViolations(page)).map((v) => `axe: ${v}`));
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  return problems;
}

/**
 * Pages rendering at once, in one browser (STORY_CHECK_PAGES, 4 by default): a story mostly waits (for
 * its loaders, its lazy chunks, the quiet moment after them), so pages side by side finish sooner.
 */
const PAGES = Math.max(1, Number(process.env.STORY_CHECK_PAGES ?? 4));

/** A share of the stories in one size and language: one page renders it from start to end. */
interface Job {
  viewport: ViewportName;
  language: string;
  stories: StoryEntry[];
}

/** Every size and language, each split in parts so that all pages have work until near the end. */
function jobsOf(stories: StoryEntry[]): Job[] {
  const combinations = SIZES_AND_LANGUAGES.flatMap(([viewport, languages]) => languages.map((language) => ({ viewport, language })));
  const parts = Math.max(1, Math.ceil((PAGES * 2) / combinations.length));
  const size = Math.ceil(stories.length / parts);
  return combinations.flatMap(({ viewport, language }) =>
    Array.from({ length: parts }, (_, i) => ({ viewport, language, stories: stories.slice(i * size, (i + 1) * size) })).filter(
      (job) => job.stories.length > 0,
    ),
  );
}

/** Renders a job's stories in a page of its own; answers how many failed. */
async function runJob(browser: Browser, base: string, job: Job): Promise<number> {
  const { viewport, language } = job;
  // No entrance animations (as in the browser suite): axe reads the colours of a dialog that has
  // finished appearing, not of one half-faded in while other pages keep the machine busy.
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'es-CL', reducedMotion: 'reduce' });
  let failed = 0;
  try {
    const page = await context.newPage();
    countRequests(page);
    // tsx keeps function names with an __name helper that functions sent to the page refer to.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.goto(`${base}/iframe.html?globals=locale:${language}`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    for (const story of job.stories) {
      // axe once per story and size: the rules it checks do not change with the language.
      const problems = await checkStory(page, story.id, language === STORY_LANGUAGES[0]);
      if (SCREENSHOTS && language === STORY_LANGUAGES[0]) {
        await page.screenshot({ path: join(SCREENSHOTS, `${story.id}--${viewport}.png`), fullPage: true });
      }
      if (problems.length > 0) {
        failed++;
        console.log(`FAIL ${story.title} / ${story.name} (${viewport}, ${language})\n  ${problems.join('\n  ')}`);
      }
    }
  } finally {
    await context.close();
  }
  return failed;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'index.json'))) throw new Error('No built Storybook: run `npm run build-storybook` first');
  const index = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, StoryEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!ONLY || ONLY.test(entry.id)));
  const server = await serve();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const started = performance.now();
  let failed = 0;
  try {
    const queue = jobsOf(stories);
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const failures = await runJob(browser, base, job);
        failed += failures;
      }
    };
    await Promise.all(Array.from({ length: PAGES }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  const combinations = SIZES_AND_LANGUAGES.map(([viewport, languages]) => `${viewport} in ${languages.join(', ')}`).join('; ');
  const runs = stories.length * SIZES_AND_LANGUAGES.reduce((sum, [, languages]) => sum + languages.length, 0);
  console.log(
    `stories: ${stories.length} stories (${combinations}) = ${runs} renders on ${PAGES} pages at once, ${failed} failed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (stories.length === 0 || failed > 0) process.exitCode = 1;
}

await main();
