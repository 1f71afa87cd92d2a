import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Content-Security-Policy violations Chromium reported per page (issue 10): its console errors
 * ("Refused to … because it violates the following Content Security Policy directive") and the
 * page's own securitypolicyviolation events, which an init script (run by the browser, outside the
 * page's policy) reports to the console. checkPage fails on any.
 */
const cspViolations = new WeakMap<Page, string[]>();
export const cspViolationsOf = (page: Page): string[] => cspViolations.get(page) ?? [];

const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('Content Security Policy violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.documentURI);
});`;

function watchPolicy(page: Page): void {
  if (cspViolations.has(page)) return;
  const seen: string[] = [];
  cspViolations.set(page, seen);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh Chromium (its own new user-data-dir, so no cookies or storage from earlier runs) with one
 * page at the given viewport.
 */
export async function openBrowser(viewport: ViewportName = 'mobile', locale = 'es-CL'): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'courtflow-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS[viewport],
    locale,
    deviceScaleFactor: 1,
  });
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.on('page', watchPolicy);
  for (const open of context.pages()) watchPolicy(open);
  const page = context.pages()[0] ?? (await context.newPage());
  watchPolicy(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
