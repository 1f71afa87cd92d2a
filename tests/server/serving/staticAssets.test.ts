import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSettings } from '../support/testSettings';
import { startTestServer, type TestServer } from '../support/testServer';

// Issue 11 item 2: the built app served like a production web app. A dist folder laid out as
// `vite build` writes it (vite.config.ts: brotli and gzip copies beside every file over 1 KB):
// the copy the caller accepts goes out with its Content-Encoding and Vary, hashed assets are cached
// for a year, index.html (also as the answer of a deep link) is revalidated by its ETag.

const INDEX = `<!doctype html><html><head><title>Courtflow</title><script type="module" crossorigin src="/assets/index-B4x9Qz1a.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const SMALL_CSS = '.a{color:red}';

let server: TestServer;
beforeAll(async () => {
  const settings = testSettings();
  const dist = join(settings.dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const write = (name: string, text: string, compressed: boolean) => {
    writeFileSync(join(dist, name), text);
    if (!compressed) return;
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', INDEX, true);
  write('assets/index-B4x9Qz1a.js', SCRIPT, true);
  // Under 1 KB: the build writes no compressed copy.
  write('assets/tiny-Cq2Lm0Zx.css', SMALL_CSS, false);
  server = await startTestServer({ settings: { ...settings, distDir: dist } });
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

describe('precompressed assets', () => {
  it('sends the brotli copy to a caller that accepts it, with its encoding, type and Vary', async () => {
    const response = await get('/assets/index-B4x9Qz1a.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a caller that accepts only gzip', async () => {
    const response = await get('/assets/index-B4x9Qz1a.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a caller that accepts no encoding, still saying it varies', async () => {
    const response = await get('/assets/index-B4x9Qz1a.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.payload).toBe(SCRIPT);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const response = await get('/assets/tiny-Cq2Lm0Zx.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/text\/css/);
    expect(response.payload).toBe(SMALL_CSS);
  });
});

describe('cache headers', () => {
  it.each(['/assets/index-B4x9Qz1a.js', '/assets/tiny-Cq2Lm0Zx.css'])('%s (hashed) is cached for a year, immutable', async (url) => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get(url, encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/index.html', '/book/search', '/summary/12?x=1'])('%s answers index.html, revalidated by its ETag', async (url) => {
    const response = await get(url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await get(url, 'br', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing asset, not index.html (an old chunk after a deploy must fail as what it is)', async () => {
    const response = await get('/assets/index-Gone1234.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('leaves the API uncached', async () => {
    const response = await get('/api/config', 'br');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
