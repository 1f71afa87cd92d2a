// Built assets are served with `Cache-Control: immutable` for a year (server/http/spa.ts), so a file
// name must never stand for two contents. This builds the app as configured (or, with `--base dist`,
// takes the build CI just made), and once more with one build option changed (the modulePreload list on)
// and one lazy screen's stylesheet changed, into a temporary folder, and fails when a name occurs in two
// builds with different bytes. (Vite writes preload lists after Rolldown hashes the chunks:
// build/preloadListHash.ts.) CI runs it.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type InlineConfig } from 'vite';

/** A lazy screen's own stylesheet: changing it must rename what lists it. */
const LAZY_STYLESHEET = 'src/features/flows/flows.css';

function contents(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const item of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, item.name);
      if (item.isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

/** The hashed files of a build: only they are immutable (index.html and the reports are revalidated). */
function hashedIn(dir: string, label: string, took: string): Map<string, string> {
  const hashed = new Map([...contents(dir)].filter(([file]) => file.startsWith('assets/')));
  console.log(`  build '${label}': ${hashed.size} hashed files ${took}`);
  return hashed;
}

async function buildInto(label: string, extra: InlineConfig): Promise<Map<string, string>> {
  const outDir = mkdtempSync(join(tmpdir(), `courtflow-names-${label}-`));
  const started = performance.now();
  try {
    await build({ ...extra, configFile: 'vite.config.ts', logLevel: 'error', build: { ...extra.build, outDir, emptyOutDir: true } });
    return hashedIn(outDir, label, `in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Names that both builds emit with different bytes; and whether the change showed at all. */
function compare(a: Map<string, string>, b: Map<string, string>): { clashes: string[]; renamed: number } {
  const clashes = [...a].filter(([file, sum]) => b.has(file) && b.get(file) !== sum).map(([file]) => file);
  const renamed = [...b.keys()].filter((file) => !a.has(file)).length;
  return { clashes, renamed };
}

/** `--base dist`: the build just made as configured (CI's browser suite made it), instead of a fourth. */
const baseArg = process.argv.indexOf('--base');
const base =
  baseArg > 0
    ? hashedIn(process.argv[baseArg + 1], 'as configured', `(already built in ${process.argv[baseArg + 1]})`)
    : await buildInto('as configured', {});
// Both changes in one build (a build is about a minute of CI): a name either change kept with other
// bytes still shows, and a file that a change touched is renamed.
const variants: [string, InlineConfig][] = [
  [
    'modulePreload list on, and a lazy stylesheet changed',
    {
      build: { modulePreload: { polyfill: false } },
      plugins: [
        {
          name: 'courtflow:names-check-css',
          enforce: 'pre',
          transform: (code, id) =>
            id.replace(/\\/g, '/').endsWith(LAZY_STYLESHEET) ? `${code}\n.flows { outline-offset: 0.5px; }\n` : null,
        },
      ],
    },
  ],
];
let failed = false;
for (const [label, config] of variants) {
  const { clashes, renamed } = compare(base, await buildInto(label, config));
  if (clashes.length) {
    failed = true;
    console.error(`✗ ${label}: ${clashes.length} file names kept with other bytes: ${clashes.slice(0, 8).join(', ')}`);
  } else if (renamed === 0) {
    failed = true;
    console.error(`✗ ${label}: the change left every file as it was (the check would prove nothing)`);
  } else console.log(`✓ ${label}: ${renamed} files renamed, no name kept with other bytes`);
}
if (failed) process.exit(1);
