import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { cspViolationsOf } from './browser';

export const RESULTS_DIR = resolve(import.meta.dirname, '../../../test-results');

/**
 * Every page visited: no Content-Security-Policy violation reported by Chromium since the page
 * opened, no serious or critical axe violations, and a screenshot in test-results/.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('[data-testid="loader"]') || document.querySelector('main h2, main .status-card, main form'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await mkdir(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: resolve(RESULTS_DIR, `${name}.png`), fullPage: true });
  assert.deepEqual(cspViolationsOf(page), [], `Chromium reported Content-Security-Policy violations on ${name} (${page.url()})`);
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `axe found serious/critical violations on ${name} (${page.url()})`);
}
