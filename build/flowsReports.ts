// Copies the model-based tests' flow reports (.reports/coverage-flows/*.json, written during
// `npm test`) into the app as /flows-coverage/<machine id>.json, merging the reports of one machine
// (several test files may model it): reached = reached by any, missing = reached by none. The dev
// server answers the same paths from the latest reports. No report: /flows shows no overlay.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const FLOW_REPORTS = join(process.cwd(), '.reports', 'coverage-flows');
const PREFIX = '/flows-coverage/';

interface Section {
  hit: string[];
  miss: string[];
}
interface RawReport {
  machineId: string;
  name: string;
  writtenAt: string;
  states: { reached: string[]; missing: string[] };
  transitions: { taken: string[]; missing: string[] };
  errors: { exercised: string[]; missing: string[] };
  fixtures: {
    inputs: Record<string, unknown>;
    events: Record<string, unknown[]>;
    outputs: Record<string, unknown[]>;
    errors: Record<string, Record<string, unknown>>;
  };
}

function merge(sections: Section[]): Section {
  const hit = new Set(sections.flatMap((s) => s.hit));
  const all = new Set(sections.flatMap((s) => [...s.hit, ...s.miss]));
  return { hit: [...hit], miss: [...all].filter((item) => !hit.has(item)) };
}

/** The merged report of every machine that has one, by machine id. */
export function mergedFlowReports(dir = FLOW_REPORTS): Map<string, unknown> {
  const byMachine = new Map<string, RawReport[]>();
  if (!existsSync(dir)) return new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RawReport;
      byMachine.set(report.machineId, [...(byMachine.get(report.machineId) ?? []), report]);
    } catch {
      // a report being written while we read: the next build takes it
    }
  }
  const merged = new Map<string, unknown>();
  for (const [machineId, reports] of byMachine) {
    // The machine's main test (named after it) gives the fixtures; others add inputs and coverage.
    reports.sort((a, b) => Number(b.name === machineId) - Number(a.name === machineId));
    const states = merge(reports.map((r) => ({ hit: r.states.reached, miss: r.states.missing })));
    const transitions = merge(reports.map((r) => ({ hit: r.transitions.taken, miss: r.transitions.missing })));
    const errors = merge(reports.map((r) => ({ hit: r.errors.exercised, miss: r.errors.missing })));
    const main = reports[0].fixtures;
    merged.set(machineId, {
      machineId,
      names: reports.map((r) => r.name),
      writtenAt: reports
        .map((r) => r.writtenAt)
        .sort()
        .at(-1),
      states: { reached: states.hit, missing: states.miss },
      transitions: { taken: transitions.hit, missing: transitions.miss },
      errors: { exercised: errors.hit, missing: errors.miss },
      fixtures: { ...main, inputs: Object.assign({}, ...reports.map((r) => r.fixtures.inputs).reverse(), main.inputs) },
    });
  }
  return merged;
}

export function flowsReports(): Plugin {
  return {
    name: 'courtflow:flows-reports',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(PREFIX)) return next();
        const id = decodeURIComponent(req.url.slice(PREFIX.length).replace(/\.json(\?.*)?$/, ''));
        const report = mergedFlowReports().get(id);
        if (!report) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(report));
      });
    },
    generateBundle() {
      for (const [id, report] of mergedFlowReports()) {
        this.emitFile({ type: 'asset', fileName: `${PREFIX.slice(1)}${id}.json`, source: JSON.stringify(report) });
      }
    },
  };
}
