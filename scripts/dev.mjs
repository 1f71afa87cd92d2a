#!/usr/bin/env node
// `npm run dev`: the API server (tsx server/main.ts on API_PORT, default 8080) and the Vite dev
// server (which proxies /api to it, see vite.config.ts) together. Ctrl-C stops both; if either
// exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8080';
const bin = (name) => resolve(root, 'node_modules', '.bin', name);

const children = [
  start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { PORT: apiPort }),
  start('web', bin('vite'), process.argv.slice(2), { API_PORT: apiPort }),
];

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['inherit', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split(/\r?\n/)) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    process.stdout.write(`[${name}] exited (${signal ?? code})\n`);
    stopAll(code ?? 0);
  });
  return child;
}

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
