import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { bookWithoutPaying, findPaidSlot, logInByApi, PLAYER, tomorrowInSantiago } from '../../tests/e2e/support';
import { CHROMIUM } from '../../tests/e2e/support/browser';

// The pages issue 13's budgets name, for the Lighthouse gate (scripts/lighthouseGate.ts) and
// `npm run bench` (bench/lighthouse.ts): /book/search, the slots page and a booking summary. The slots
// page and the summary are signed in as the demo player (the slots need a session); the summary is
// the player's booking for tomorrow, made through the API without paying (its summary has the pay button).

export interface LighthousePage {
  /** What the figures are printed under. */
  name: string;
  path: string;
  /** The session the page is opened with (the cf_token cookie), or none. */
  token: string | null;
}

export async function lighthousePages(baseUrl: string): Promise<LighthousePage[]> {
  const token = await logInByApi(baseUrl, PLAYER);
  const date = tomorrowInSantiago();
  const slot = await findPaidSlot(baseUrl, token, date, ['18:00:00', '17:00:00', '16:00:00']);
  const bookingId = await bookWithoutPaying(baseUrl, token, slot);
  return [
    { name: 'search', path: '/book/search', token: null },
    { name: 'slots', path: `/book/slots?sportId=1&clubId=1&date=${date}&time=19:00:00&timespan=60`, token },
    { name: 'summary', path: `/summary/${bookingId}`, token },
  ];
}

/** Chromium for one Lighthouse run (Debian's, fresh profile), with the page's session cookie set first. */
export async function launchFor(baseUrl: string, page: LighthousePage, flags: string[]): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags, logLevel: 'error' });
  if (page.token) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies([{ name: 'cf_token', value: encodeURIComponent(page.token), url: baseUrl }]);
      await browser.close();
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }
  return chrome;
}
