import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TlsCertificate } from '../../tests/server/support/tlsCertificate';

/** What `npm start` runs. */
const SERVER_BUNDLE = '.build/server.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The status of a GET (over HTTPS trusting `ca` when given). */
function statusOf(url: string, ca?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = ca ? https.get(url, { ca }) : http.get(url);
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** ms from spawn to the first answered /api/config. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the server as `npm start` runs it (`.build/server.mjs`, made by `npm run build:server`) on a
 * free port; a fresh PGlite data dir unless one is given. `nodeArgs` go to node before the script
 * (e.g. `--cpu-prof` to profile the server under a bench's load); with `tls`, it serves HTTPS (HTTP/2) with that certificate.
 */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = [], tls?: TlsCertificate): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'courtflow-bench-'));
  const started = performance.now();
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build:server\` first (npm run bench does)`);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await statusOf(`${url}/api/config`, tls?.cert)) === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
