import assert from 'node:assert/strict';
import { openBrowser, type BrowserSession } from './browser';
import { RESULTS_DIR } from './check';

/** Tomorrow's date at the club (America/Santiago), 'yyyy-MM-dd'. */
export function tomorrowInSantiago(): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The API's 4xx answers the tests ask for show as console errors: not page errors. */
const IGNORED = /Failed to load resource: the server responded with a status of (4\d\d)/;

/** A session's page errors but the API's 4xx answers. */
export const unexpectedErrors = (session: BrowserSession): string[] => session.errors.filter((e) => !IGNORED.test(e));

/**
 * A file's runner of browser sessions: each runs in a fresh phone-sized session without entrance
 * animations (axe reads the colours of a dialog that has finished appearing); a failure leaves a
 * full-page screenshot test-results/failed-<prefix><name>.png; a session ends with no page errors;
 * its time is printed.
 */
export function browserSessions(prefix: string) {
  return async function withBrowser(name: string, run: (b: BrowserSession) => Promise<void>): Promise<void> {
    const started = Date.now();
    const browser = await openBrowser('mobile');
    await browser.page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await run(browser).catch(async (error: unknown) => {
        await browser.page.screenshot({ path: `${RESULTS_DIR}/failed-${prefix}${name}.png`, fullPage: true }).catch(() => undefined);
        throw error;
      });
      assert.deepEqual(unexpectedErrors(browser), [], 'no page errors');
    } finally {
      await browser.close();
      process.stdout.write(`# ${prefix}${name}: ${Date.now() - started} ms\n`);
    }
  };
}
