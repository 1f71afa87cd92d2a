import { percentile } from './stats';

export interface Timed<T> {
  ms: number;
  value: T;
}

/** Runs `total` tasks from `clients` concurrent clients (each one task at a time); answers every timing. */
export async function runClients<T>(clients: number, total: number, task: (client: number, index: number) => Promise<T>): Promise<{ results: Timed<T>[]; elapsedMs: number }> {
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
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as HttpAnswer['body'] };
}
