import { timeslotDto } from '../tests/dom/booking/contractFixtures';
import { launchChromium } from './support/browser';
import { median, verdict } from './support/stats';

const BUDGET_MS = 100;
const RUNS = 7;
const COURTS = 40;
const SLOTS_PER_COURT = 25;

/** Tomorrow at the club (America/Santiago), 'yyyy-MM-dd'. */
function tomorrow(): string {
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

const pad = (n: number) => String(n).padStart(2, '0');

/** A contract-shaped 'show all' answer: 40 courts × 25 half-hour starts = 1000 slots. */
function wholeDay(date: string): string {
  const timeslots = [];
  for (let court = 1; court <= COURTS; court += 1) {
    for (let i = 0; i < SLOTS_PER_COURT; i += 1) {
      const start = 8 * 60 + i * 30;
      const time = (m: number) => `${pad(Math.floor(m / 60) % 24)}:${pad(m % 60)}:00`;
      timeslots.push(
        timeslotDto({
          courtId: court,
          courtText: `Cancha ${court}`,
          courtSort: court,
          local_date: date,
          local_start_time: time(start),
          local_end_time: time(start + 60),
          starts_at: `${date}T12:00:00.000Z`,
          ends_at: `${date}T13:00:00.000Z`,
        }),
      );
    }
  }
  return JSON.stringify({
    error: false,
    code: '0',
    timeslots,
    timeslots_summary: [],
    alternative_timeslots: [],
    alternative_timeslots_summary: [],
    quotationId: null,
    discarded_timeslots: 0,
    timezone: 'America/Santiago',
  });
}

/**
 * The slots screen with 'show all' (1000 slots): the scripting time Chromium spends from the click
 * to the rendered list (CDP Performance.getMetrics ScriptDuration; it includes parsing the answer
 * against the contract), and the app's own mark from the answer to the committed render. The
 * answer is served by the test (a club of 40 courts); everything else is the real server.
 */
export async function benchSlotsRender(baseUrl: string): Promise<number> {
  const browser = await launchChromium();
  const date = tomorrow();
  const body = wholeDay(date);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CL' });
    const page = await context.newPage();
    await page.route(/\/api\/sports\/1\/clubs\/1\/timeslots\?.*showAll=1/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Correo electrónico').fill('player@courtflow.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('courtflow');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL('**/book/search');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    };

    const scripting: number[] = [];
    const rendering: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${baseUrl}/book/slots?sportId=1&clubId=1&date=${date}&time=19:00:00&timespan=60`);
      const showAll = page.getByRole('button', { name: 'Ver todos los horarios del día' });
      await showAll.waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => performance.clearMeasures('courtflow:slots:all'));
      const before = await scriptSeconds();
      await showAll.click();
      await page.waitForFunction((n) => document.querySelectorAll('.slot-card').length >= n, COURTS * SLOTS_PER_COURT);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      scripting.push((await scriptSeconds()) - before);
      rendering.push(await page.evaluate(() => performance.getEntriesByName('courtflow:slots:all')[0]?.duration ?? NaN));
    }
    const scriptMs = median(scripting) * 1000;
    const renderMs = median(rendering);
    console.log(`  runs (scripting ms): ${scripting.map((s) => (s * 1000).toFixed(1)).join(', ')}`);
    console.log(`  runs (answer → committed render ms): ${rendering.map((r) => r.toFixed(1)).join(', ')}`);
    console.log(
      `slots screen 'show all' (${COURTS * SLOTS_PER_COURT} slots), median of ${RUNS}: ${scriptMs.toFixed(1)} ms of scripting from the click, ${renderMs.toFixed(1)} ms from the answer to the rendered list (budget ${BUDGET_MS} ms of scripting: ${verdict(scriptMs, BUDGET_MS)})`,
    );
    return scriptMs;
  } finally {
    await browser.close();
  }
}

// `tsx bench/slotsRender.ts [baseUrl]` runs it alone against a running server (after a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://localhost:8080';
  benchSlotsRender(url).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
