#!/usr/bin/env node
// `npm test`: the type check (tsc --noEmit) and the test suite (vitest run; arguments after `--` go to
// it) side by side — tsc is one process, and Vitest's workers and main process idle in places it can
// fill. Vitest's output streams as it comes; tsc's is held and printed after it. Ends with each
// step's wall time and the total; exits non-zero when either step fails.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(name, script, args, { holdOutput }) {
  const begun = performance.now();
  const child = spawn(process.execPath, [resolve(root, script), ...args], {
    cwd: root,
    stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const held = [];
  if (holdOutput) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
  const done = new Promise((settle) => {
    child.on('error', (error) => settle({ name, code: 1, signal: null, held: [Buffer.from(`${error.stack}\n`)] }));
    child.on('exit', (code, signal) => settle({ name, code, signal, held, ms: performance.now() - begun }));
  });
  return { child, done };
}

const steps = [
  run('types (tsc --noEmit -p .)', 'node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.'], { holdOutput: true }),
  run('tests (vitest run)', 'node_modules/vitest/vitest.mjs', ['run', ...process.argv.slice(2)], { holdOutput: false }),
];

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => steps.forEach(({ child }) => child.kill(signal)));

const results = await Promise.all(steps.map(({ done }) => done));
for (const { name, held } of results) {
  const output = Buffer.concat(held).toString().trimEnd();
  if (output) process.stdout.write(`\n${name}:\n${output}\n`);
}
const failed = results.filter(({ code }) => code !== 0);
process.stdout.write('\n');
for (const { name, code, signal, ms } of results) {
  const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  process.stdout.write(`${name.padEnd(28)} ${outcome.padEnd(18)} ${ms === undefined ? '' : seconds(ms)}\n`);
}
process.stdout.write(`npm test wall time: ${seconds(performance.now() - started)}${failed.length ? ' (failed)' : ''}\n`);
process.exit(failed.length ? 1 : 0);
