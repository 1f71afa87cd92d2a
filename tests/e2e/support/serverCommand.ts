import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the server bundle (`npm run build:server`) is built from. */
const SOURCES = ['server', 'kernel', 'package-lock.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * How a browser test starts the server: the bundle `npm start` runs, when it is newer than every
 * source it is built from (`npm run test:e2e` builds it first), as tsx compiling server/main.ts on
 * each start cost about 4 s of CPU of every test file's start-up; tsx on the sources otherwise, so
 * that a test run after an edit never meets an old server.
 */
export function serverCommand(root: string): string[] {
  const bundle = join(root, '.build', 'server.mjs');
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(...SOURCES.map((source) => newestChange(join(root, source)))))
    return [bundle];
  return ['--import', 'tsx', 'server/main.ts'];
}
