import http from 'node:http';
import { percentile } from './stats';

export interface Timed<T> {
  ms: number;
  value: T;
}

/** Runs `total` tasks from `clients` concurrent clients (each one task at a time); answers every timing. */
export async function runClients<T>(
  clients: number,
  total: number,
  task: (client: number, index: number) => Promise<T>,
): Promise<{ results: Timed<T>[]; elapsedMs: number }> {
  const results: Timed<T>[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        const value = await task(client, index);
        results.push({ ms: performance.now() - t0, value });
      }
    }),
  );
  return { results, elapsedMs: performance.now() - started };
}

export function latency(values: number[]): string {
  return `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;
}

export interface HttpAnswer {
  status: number;
  body: { error?: boolean; code?: string; [key: string]: unknown };
}

/** A JSON call over real HTTP (loopback). */
export async function callJson(url: string, method: string, token: string | null, body?: unknown): Promise<HttpAnswer> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as HttpAnswer['body'] };
}

/** One keep-alive connection per concurrent client, as a browser or app keeps one to the API. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A GET over real HTTP (loopback) that reads the whole answer but does not parse it: the timed loops
 * of a read bench use it, so that the client's JSON.parse of 40–130 KB answers (about as costly as the
 * server's work, on the same two cores) is not counted as the server's latency. fetch() cost the client
 * about three times node:http's CPU per call here.
 */
export function getText(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
