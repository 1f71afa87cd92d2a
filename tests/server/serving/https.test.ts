import { mkdirSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTls } from '#server/settings';
import { testSettings } from '../support/testSettings';
import { startTestServer, type TestServer } from '../support/testServer';
import { selfSignedCertificate, type TlsCertificate } from '../support/tlsCertificate';

// Issue 11 item 2: given a certificate (TLS_CERT_FILE, TLS_KEY_FILE) the server speaks HTTPS itself,
// HTTP/2 to clients that offer it and HTTP/1.1 to the others; the app's files and the API answers
// keep their encodings and headers either way.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;

let certificate: TlsCertificate;
let server: TestServer;
let origin: string;
beforeAll(async () => {
  certificate = selfSignedCertificate();
  const settings = testSettings();
  const dist = join(settings.dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Courtflow</title>');
  writeFileSync(join(dist, 'assets', 'index-B4x9Qz1a.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-B4x9Qz1a.js.br'), brotliCompressSync(SCRIPT));
  server = await startTestServer({
    listen: true,
    settings: { ...settings, distDir: dist, tls: { certFile: certificate.certFile, keyFile: certificate.keyFile } },
  });
  origin = server.baseUrl!.replace('http:', 'https:');
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

function getHttp2(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca: certificate.cert });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, unknown> = {};
    stream.on('response', (h) => (head = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    stream.end();
  });
}

function getHttp1(path: string): Promise<Answer & { protocol: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${path}`, { ca: certificate.cert }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            protocol: response.httpVersion,
          }),
        );
      })
      .on('error', reject);
  });
}

describe('HTTPS with a certificate', () => {
  it('answers the API over HTTP/2', async () => {
    const answer = await getHttp2('/api/config');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ error: false });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('serves the app over HTTP/2 with its encodings and cache headers', async () => {
    const script = await getHttp2('/assets/index-B4x9Qz1a.js', { 'accept-encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
    const page = await getHttp2('/book/search');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large JSON answer over HTTP/2', async () => {
    const answer = await getHttp2('/api/docs/openapi.json', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toHaveProperty('openapi');
  });

  it('still answers HTTP/1.1 clients', async () => {
    const answer = await getHttp1('/api/config');
    expect(answer.status).toBe(200);
    expect(answer.protocol).toBe('1.1');
  });
});

describe('TLS settings', () => {
  it('both files or neither', () => {
    expect(parseTls(undefined, undefined)).toBeNull();
    expect(parseTls('', ' ')).toBeNull();
    expect(() => parseTls('cert.pem', undefined)).toThrow(/TLS_KEY_FILE/);
    expect(() => parseTls(undefined, 'key.pem')).toThrow(/TLS_CERT_FILE/);
    expect(parseTls('cert.pem', 'key.pem')).toMatchObject({ certFile: expect.stringMatching(/cert\.pem$/) });
  });
});
