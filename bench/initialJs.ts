import { gzipSync } from 'node:zlib';
import { launchChromium } from './support/browser';
import { verdict } from './support/stats';

const BUDGET_KB = 150;

/** Gzipped size of every script the browser loads to show /book/search on a first visit. */
export async function benchInitialJs(baseUrl: string): Promise<number> {
  const browser = await launchChromium();
  try {
    // A first visit from the main market: es-CL, whose catalog (the source) is the largest.
    const page = await browser.newPage({ locale: 'es-CL' });
    const sizes = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/book/search`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
    for (const [url, size] of sizes) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
    console.log(
      `initial JS of /book/search, gzipped: ${totalKb.toFixed(1)} KB in ${sizes.size} files (budget ${BUDGET_KB} KB: ${verdict(totalKb, BUDGET_KB)})`,
    );
    return totalKb;
  } finally {
    await browser.close();
  }
}
