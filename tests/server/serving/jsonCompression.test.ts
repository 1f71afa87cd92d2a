import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdOf, movableClock, SPORT_ID } from '../support/booking';
import { startTestServer, type TestServer } from '../support/testServer';

// Issue 11 item 2: JSON answers over 1 KB go out brotli- or gzip-compressed as the caller accepts
// (server/http/compression.ts); smaller ones and callers that accept no encoding get them as they are.

const clock = movableClock('2026-03-02T15:00:00Z');
let server: TestServer;
let clubTimeslotsUrl: string;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  const vitacura = await clubIdOf(server.db, 'club-padel-vitacura');
  clubTimeslotsUrl = `/api/sports/${SPORT_ID.padel}/clubs/${vitacura}/timeslots?date=2026-03-03&time=19:00:00&timespan=60&showAll=true`;
});
afterAll(() => server?.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers', () => {
  it('a whole-day timeslots answer comes back brotli-compressed, smaller, the same JSON', async () => {
    const plain = await get(clubTimeslotsUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    // Kept answers (asked twice) and computed ones both go out compressed.
    for (let call = 0; call < 3; call++) {
      const compressed = await get(clubTimeslotsUrl, 'gzip, deflate, br');
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['content-type']).toMatch(/application\/json/);
      expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }
  });

  it('gzip for a caller that accepts only gzip', async () => {
    const compressed = await get(clubTimeslotsUrl, 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await get(clubTimeslotsUrl);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('a large answer of an ordinary route (the OpenAPI document) is compressed too', async () => {
    const plain = await get('/api/docs/openapi.json');
    const compressed = await get('/api/docs/openapi.json', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('an answer under 1 KB is sent as it is', async () => {
    const plain = await get('/api/config');
    expect(plain.rawPayload.length).toBeLessThan(1024);
    const response = await get('/api/config', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(plain.body);
  });

  it('an error answer keeps its status and envelope when compressed or not', async () => {
    const response = await get(`/api/sports/${SPORT_ID.padel}/clubs/999999/timeslots?date=2026-03-03&time=19:00:00&timespan=60`, 'br');
    expect(response.statusCode).toBe(404);
    const text = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
    expect(JSON.parse(text)).toMatchObject({ error: true });
  });
});
