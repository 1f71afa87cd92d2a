import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copySeededDataDir } from './seededDataDir';
import { serverCommand } from './serverCommand';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('The server exited during start-up (see its output above)');
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url}/api/config within ${timeoutMs} ms`);
}

/**
 * Starts the real server (its bundle, or tsx server/main.ts: serverCommand.ts) on a free port with a fresh data directory: a copy of
 * a migrated and seeded cluster (seededDataDir.ts).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'courtflow-e2e-'));
  await copySeededDataDir(dataDir);
  const url = `http://localhost:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, serverCommand(ROOT), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The min-players expiry job is off unless a test drives it (MIN_PLAYERS_EXPIRY_SECONDS).
      MIN_PLAYERS_EXPIRY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  try {
    await waitForServer(url, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    process.stderr.write(output.join(''));
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
