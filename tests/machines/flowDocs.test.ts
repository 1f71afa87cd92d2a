// docs/flows/<machine>.md holds each registered machine's Mermaid state diagram. This test fails
// when one is missing or out of date; `npm run flows` (UPDATE_FLOWS=1) rewrites them instead.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { flowRegistry } from '#machines/registry';
import { readChart } from '#features/flows/chart/chartModel';
import { flowDoc } from '#features/flows/chart/mermaid';

const DIR = join(import.meta.dirname, '../../docs/flows');
const update = process.env.UPDATE_FLOWS === '1';

/** The title in the source language (es-CL): the message id is compiled away, its text is not. */
const titleOf = (flow: (typeof flowRegistry)[number]) => flow.title.message ?? i18n._(flow.title);

describe('docs/flows (Mermaid state diagrams)', () => {
  if (update) {
    mkdirSync(DIR, { recursive: true });
    for (const file of readdirSync(DIR))
      if (file.endsWith('.md') && !flowRegistry.some((f) => `${f.id}.md` === file)) rmSync(join(DIR, file));
  }

  it.each(flowRegistry.map((flow) => [flow.id, flow] as const))('docs/flows/%s.md is up to date', async (id, flow) => {
    const { machine } = await flow.load();
    const expected = flowDoc(id, titleOf(flow), readChart(machine));
    const file = join(DIR, `${id}.md`);
    if (update) writeFileSync(file, expected);
    expect(existsSync(file), `${file} is missing: run npm run flows`).toBe(true);
    expect(readFileSync(file, 'utf8'), `docs/flows/${id}.md is out of date: run npm run flows`).toBe(expected);
  });

  it('has no diagram of a machine that is gone', () => {
    const files = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith('.md') && f !== 'README.md') : [];
    expect(files.sort()).toEqual(flowRegistry.map((f) => `${f.id}.md`).sort());
  });
});
