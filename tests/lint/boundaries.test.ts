import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The one-way layers and the no-cycle rule of eslint.config.js (docs/architecture.md), shown to fire:
 * each case is a small file linted with the project's own configuration, at a path inside the layer
 * it pretends to belong to (the text is linted, nothing is written), and must fail with the rule that
 * guards that layer. The cycle is two real files (tests/lint/fixtures/cycle), which `eslint .` skips.
 */
const root = resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, ignore: false });
  // Loads the configuration and the resolver once; the cycle check then reads the module graph.
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'src/shell/warmUp.fixture.ts') });
}, 60_000);

async function ruleIdsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const uses = (names: string) => `\nexport const used = [${names}];\n`;

// Each case may walk much of the module graph (the cycle check follows every import it meets).
describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('a feature may not import the composition root (an upward import)', async () => {
    const code = `import { createAppRuntime } from '#app/runtime';${uses('createAppRuntime')}`;
    expect(await ruleIdsOf(code, 'src/features/home/upward.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('a relative climb into src/app is the same upward import', async () => {
    const code = `import { routeTable } from '../../app/routes/routeTable';${uses('routeTable')}`;
    expect(await ruleIdsOf(code, 'src/features/home/upwardRelative.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('a feature may not import another feature', async () => {
    const code = `import { cashierForRuntime } from '#features/payments/api/forRuntime';${uses('cashierForRuntime')}`;
    expect(await ruleIdsOf(code, 'src/features/booking/sideways.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('the shell may not import a feature', async () => {
    const code = `import BookingRoute from '#features/booking/BookingRoute';${uses('BookingRoute')}`;
    expect(await ruleIdsOf(code, 'src/shell/downward.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('ui/ sits below the shell', async () => {
    const code = `import { useRuntime } from '#shell/runtimeContext';${uses('useRuntime')}`;
    expect(await ruleIdsOf(code, 'src/ui/upward.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('the server may not import src/', async () => {
    const code = `import { brandFeatures } from '#shell/brand';${uses('brandFeatures')}`;
    expect(await ruleIdsOf(code, 'server/intoApp.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('availability may not import reservations (server/booking)', async () => {
    const code = `import { placeHold } from '#server/booking/reservations/holds';${uses('placeHold')}`;
    expect(await ruleIdsOf(code, 'server/booking/availability/backwards.fixture.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('the kernel may not import machines/', async () => {
    const code = `import { sessionMachine } from '#machines/session';${uses('sessionMachine')}`;
    expect(await ruleIdsOf(code, 'kernel/lib/upward.fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('a machine may not import React (only kernel/, xstate and @lingui/core)', async () => {
    const code = `import { useState } from 'react';${uses('useState')}`;
    expect(await ruleIdsOf(code, 'machines/session/react.fixture.ts')).toEqual(['no-restricted-imports']);
  });

  it('an import cycle fails on both of its files', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle/first.ts', 'tests/lint/fixtures/cycle/second.ts']);
    expect(results.map((r) => r.messages.map((m) => m.ruleId))).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
  });

  it('files that keep to their layer pass', async () => {
    const feature = [
      `import { Screen } from '#shell/layout/Screen';`,
      `import { Button } from '#ui/Button';`,
      `import type { ApiClient } from '#api/client';`,
      `import { sessionSelectors } from '#machines/session';`,
      `import { passesLuhn } from '#kernel/lib/validators/luhn';`,
      `export type Api = ApiClient;`,
      uses('Screen, Button, sessionSelectors, passesLuhn'),
    ].join('\n');
    expect(await ruleIdsOf(feature, 'src/features/home/clean.fixture.ts')).toEqual([]);
    const server = `import { passesLuhn } from '#kernel/lib/validators/luhn';\nimport { loadOccupancy } from '#server/booking/availability/occupancy';${uses('passesLuhn, loadOccupancy')}`;
    expect(await ruleIdsOf(server, 'server/booking/reservations/clean.fixture.ts')).toEqual([]);
    const [leaf] = await eslint.lintFiles(['tests/lint/fixtures/clean/leaf.ts']);
    expect(leaf.messages).toEqual([]);
  });
});
