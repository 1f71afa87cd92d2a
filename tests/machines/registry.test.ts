// The flow registry lists every machine under machines/: each `*.machine.ts` file's exported machines
// must be what one of its entries loads (so a new flow cannot be forgotten by /flows and `npm run
// flows`), each entry's id is its machine's id, and each error table it names belongs to an actor the
// machine declares.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { flowRegistry, type OpenFlow } from '#machines/registry';

const ROOT = join(import.meta.dirname, '../../machines');

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return machineFiles(path);
    return item.name.endsWith('.machine.ts') ? [path] : [];
  });
}

/** Every entry with what it loads (each entry imports its machine lazily, for /flows). */
const opened: OpenFlow[] = await Promise.all(flowRegistry.map(async (entry) => ({ ...entry, ...(await entry.load()) })));

describe('flow registry', () => {
  const files = machineFiles(ROOT);

  it('finds the machine files of every flow folder', () => {
    const folders = readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory() && !['shared', 'registry'].includes(d.name));
    for (const folder of folders) {
      expect(
        files.some((f) => relative(ROOT, f).startsWith(`${folder.name}/`)),
        `machines/${folder.name} has no *.machine.ts`,
      ).toBe(true);
    }
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('lists every machine exported by %s', async (_, file) => {
    const module = (await import(file)) as Record<string, unknown>;
    const machines = Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine);
    expect(machines.length, 'the file exports a machine').toBeGreaterThan(0);
    for (const machine of machines) {
      expect(
        opened.some((flow) => flow.machine === machine),
        `machine '${machine.id}' is missing from machines/registry/registry.ts`,
      ).toBe(true);
    }
  });

  it('has unique ids, and error tables only for declared actors', () => {
    const ids = flowRegistry.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const flow of opened) {
      expect(flow.machine.id, `the entry '${flow.id}' loads the machine '${flow.machine.id}'`).toBe(flow.id);
      const actors = Object.keys(flow.machine.implementations.actors);
      for (const src of Object.keys(flow.errors)) expect(actors, `${flow.id}: error table for '${src}'`).toContain(src);
      for (const table of Object.values(flow.errors)) expect(table.other.message).toBeDefined();
    }
  });
});

describe('flow registry entries', () => {
  it('load their machine once: a second open shares the first import', async () => {
    const [entry] = flowRegistry;
    expect(await entry!.load()).toBe(await entry!.load());
  });
});
