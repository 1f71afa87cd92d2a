import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of DESIGN.md, enforced as a test (decision in docs/decisions.md):
 * machines stay pure, features stay apart, the server shares only the contract and pure helpers.
 */
const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  const abs = join(root, dir);
  try {
    statSync(abs);
  } catch {
    return [];
  }
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => join(abs, f));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    specs.push(m[1] ?? m[2]);
  }
  return specs;
}

/** tsconfig.json's path aliases ('#kernel' → 'kernel', ...). */
const aliases: [string, string][] = Object.entries(
  JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths as Record<string, string[]>,
)
  .filter(([alias]) => !alias.endsWith('/*'))
  .map(([alias, [to]]) => [alias, to.replace(/^\.\//, '')]);

/** The repo-relative path an import points to, or the bare package name. */
function target(file: string, spec: string): string {
  if (spec.startsWith('.')) return relative(root, resolve(dirname(file), spec));
  const alias = aliases.find(([a]) => spec === a || spec.startsWith(`${a}/`));
  return alias ? alias[1] + spec.slice(alias[0].length) : spec;
}

function violations(dir: string, isForbidden: (file: string, to: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .map((spec) => target(file, spec))
      .filter((to) => isForbidden(file, to))
      .map((to) => `${relative(root, file)} → ${to}`),
  );
}

describe('import boundaries', () => {
  it('machines import neither src/, react, @lingui/react nor a fetch library', () => {
    const bad = violations(
      'machines',
      (_f, to) => to.startsWith('src/') || /^(react|react-dom|@lingui\/react|ky|@xstate\/react)(\/|$)/.test(to),
    );
    expect(bad).toEqual([]);
  });

  it('features do not import each other', () => {
    const bad = violations('src/features', (file, to) => {
      const own = relative(join(root, 'src/features'), file).split(/[\\/]/)[0];
      const m = /^src\/features\/([^/]+)/.exec(to);
      return Boolean(m && m[1] !== own);
    });
    expect(bad).toEqual([]);
  });

  it('the server imports nothing from src/ or machines/ (it shares the kernel only)', () => {
    const bad = violations('server', (_f, to) => /^(src|machines)(\/|$)/.test(to));
    expect(bad).toEqual([]);
  });

  it('the kernel imports only libraries and itself', () => {
    const bad = violations('kernel', (_f, to) => /^(src|machines|server)(\/|$)/.test(to));
    expect(bad).toEqual([]);
  });

  it('the checker itself sees imports, aliased or relative (guards against a vacuous pass)', () => {
    expect(sourceFiles('server').length).toBeGreaterThan(0);
    expect(violations('server', (_f, to) => to === 'kernel/contract').length).toBeGreaterThan(0);
    expect(violations('src', (_f, to) => to.startsWith('kernel/')).length).toBeGreaterThan(0);
  });
});
