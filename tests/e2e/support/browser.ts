import { after } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { CHROMIUM, CHROMIUM_ARGS, VIEWPORTS, type ViewportName } from './chromium';

export { CHROMIUM, CHROMIUM_ARGS, VIEWPORTS, type ViewportName };

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
 * One Chromium per test file (each file runs in a process of its own), closed after its last test:
 * launching one for every session took 1-2 s on the loaded 2-core machine, a context takes a tenth.
 */
let chromiumOfThisFile: Promise<Browser> | undefined;
after(async () => {
  await (await chromiumOfThisFile?.catch(() => undefined))?.close();
});

/**
 * A fresh browser session: a new context of this file's Chromium (no cookies or storage of any other
 * session, as a new profile would be) with one page at the given viewport.
 */
export async function openBrowser(viewport: ViewportName = 'mobile', locale = 'es-CL'): Promise<BrowserSession> {
  chromiumOfThisFile ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const context = await (
    await chromiumOfThisFile
  ).newContext({
    viewport: VIEWPORTS[viewport],
    locale,
    deviceScaleFactor: 1,
  });
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.on('page', watchPolicy);
  const page = await context.newPage();
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
    close: () => context.close(),
  };
}
