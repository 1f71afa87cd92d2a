import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

// The path aliases of tsconfig.json (`#kernel/*` → `./kernel/*`, ...) for Vite and Vitest, so the one
// list in tsconfig.json is what TypeScript, esbuild, tsx and the bundler all resolve.
const root = fileURLToPath(new URL('..', import.meta.url));
const paths: Record<string, string[]> = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')).compilerOptions.paths;

export const pathAliases: Alias[] = Object.entries(paths)
  .filter(([alias]) => !alias.endsWith('/*'))
  .map(([alias, [target]]) => ({ find: new RegExp(`^${alias}(?=/|$)`), replacement: `${root}${target.replace('./', '')}` }));
