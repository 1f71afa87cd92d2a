import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOP_IDS } from '#server/payments/fops';
import { cardPage, notFoundPage, pixPage, transferPage } from '#server/payments/sandbox/pages';
import { testSettings } from '../support/testSettings';
import { startTestServer, type TestServer } from '../support/testServer';
import { holdAndBook, pathOf, paymentWorld, type PaymentWorld } from '../payments/support';

// Issue 10 item 6: browser security headers on the app, the API and the sandbox provider's pages:
// a Content-Security-Policy without 'unsafe-inline' or 'unsafe-eval' (the boot splash's one inline
// style allowed by its hash, no inline script anywhere), nosniff, frame-ancestors 'none' with
// X-Frame-Options, and a Referrer-Policy. The browser suite (tests/e2e) checks that Chromium reports
// no violation on the app's and the sandbox's pages.

const BOOT_STYLE = '.boot-splash{min-height:100vh}';
const INDEX = `<!doctype html><html><head><title>Courtflow</title><style>${BOOT_STYLE}</style><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: TestServer;
let world: PaymentWorld;
beforeAll(async () => {
  const settings = testSettings();
  mkdirSync(join(settings.dataDir, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(settings.dataDir, 'dist', 'index.html'), INDEX);
  writeFileSync(join(settings.dataDir, 'dist', 'assets', 'index.js'), 'console.log(1)');
  server = await startTestServer({ settings: { ...settings, distDir: join(settings.dataDir, 'dist') } });
  world = await paymentWorld();
});
afterAll(async () => {
  await server?.close();
  await world?.server.close();
});

/** The directives of a CSP header. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectStrictPagePolicy(header: unknown) {
  const csp = directives(header);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toContain("'self'");
  for (const [name, values] of csp) {
    expect(values, name).not.toContain("'unsafe-inline'");
    expect(values, name).not.toContain("'unsafe-eval'");
    expect(values, name).not.toContain('*');
  }
  return csp;
}

describe('the app', () => {
  it.each(['/', '/book/search', '/summary/12?x=1'])(
    '%s: a strict CSP that allows the boot style by its hash, and the common headers',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expectCommonHeaders(response.headers);
      const csp = expectStrictPagePolicy(response.headers['content-security-policy']);
      expect(csp.get('style-src')).toEqual(["'self'", hashOf(BOOT_STYLE)]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    },
  );

  it('its assets carry the common headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
  });
});

describe('the API', () => {
  it.each([
    ['GET', '/api/config', 200],
    ['GET', '/api/nothing-here', 404],
    ['GET', '/api/%c0%ae', 400],
    ['POST', '/api/login', 400],
  ])('%s %s: nothing may load, nothing may frame it', async (method, url, status) => {
    const response = await server.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the sandbox provider’s pages', () => {
  it('the Webpay page and the provider script: the strict policy, no inline style or script', async () => {
    const slot = await world.padel('Cancha 1', '10:00:00', '11:00:00');
    const started = await holdAndBook(world.server, world.player, slot, { action: 'pay', fopId: FOP_IDS.WEBPAY });
    const page = await world.server.app.inject({ method: 'GET', url: pathOf(started.body.paymentData.redirectURL) });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page.headers);
    const csp = expectStrictPagePolicy(page.headers['content-security-policy']);
    expect(csp.get('style-src')).toContain("'self'");
    expect(page.body).not.toMatch(/<style|style=|<script(?![^>]*\bsrc=)/i);
    const css = await world.server.app.inject({ method: 'GET', url: '/sandbox/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const script = await world.server.app.inject({ method: 'GET', url: '/sandbox/kushki.js' });
    expectCommonHeaders(script.headers);
  });

  it('none of the sandbox’s pages holds an inline style or script', () => {
    const session = {
      token: 'sbx_00000000000000000000000000000000',
      kind: 'WEBPAY',
      status: 'CREATED',
      amount: 1000,
      currency: 'CLP',
      returnUrl: 'http://x/y',
      errCategory: null,
    } as never;
    const pages = [
      cardPage(session, '/a'),
      cardPage({ ...(session as object), status: 'PENDING' } as never, '/a'),
      pixPage({ ...(session as object), status: 'PENDING', kind: 'MP_PIX' } as never, '/a'),
      transferPage(session, '/a', 'Banco'),
      notFoundPage(),
    ];
    for (const page of pages) expect(page).not.toMatch(/<style|style=|<script(?![^>]*\bsrc=)|\son[a-z]+=/i);
  });
});

describe('the app’s own HTML', () => {
  it('index.html has no inline script (the boot splash style is the one inline element, allowed by hash)', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes),
    );
    expect(inlineScripts).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=|javascript:/i);
    expect([...html.matchAll(/<style\b/gi)]).toHaveLength(1);
  });
});
