// Writes what a model-based test reached, and the fixtures it ran the machine with, as JSON for the
// flow visualiser (/flows): `.reports/coverage-flows/<model name>.json` (git-ignored). The build
// (build/flowsReports.ts) merges the files of one machine and copies them into the app. The fixtures
// let /flows walk the machine with the same deterministic outputs and errors the tests use.
// FLOWS_REPORT=0 turns it off; a failed write never fails a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import type { CoverageReport } from './report';
import type { ModelConfig } from './types';

export const FLOW_REPORT_DIR = join(process.cwd(), '.reports', 'coverage-flows');

/** JSON without what JSON cannot hold (functions, cycles); an Error keeps its message and own fields. */
function plain(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => plain(item, seen) ?? null);
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = value instanceof Error ? { message: value.message } : {};
  for (const [key, item] of Object.entries(value)) {
    const copy = plain(item, seen);
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

export function writeFlowReport<M extends AnyStateMachine>(
  machine: M,
  spec: ModelConfig<M>,
  report: CoverageReport,
  dir = FLOW_REPORT_DIR,
): string | undefined {
  if (process.env.FLOWS_REPORT === '0') return undefined;
  const file = join(dir, `${report.name.replace(/[^\w.-]+/g, '_')}.json`);
  const body = {
    machineId: machine.id,
    name: report.name,
    writtenAt: new Date().toISOString(),
    states: report.states,
    transitions: report.transitions,
    errors: report.errors,
    fixtures: plain({ inputs: spec.inputs, events: spec.events, outputs: spec.outputs, errors: spec.errors }),
  };
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(body, null, 1)}\n`);
    return file;
  } catch {
    return undefined;
  }
}
