// The coverage block printed per machine, and the check that fails the test.
import type { Inventory } from './inventory';
import { target, type GraphStats } from './graph';

export interface CoverageReport {
  name: string;
  inputs: string[];
  stats: GraphStats;
  pathsRun: number;
  pathsTotal: number;
  journeysRun: number;
  journeysTotal: number;
  failures: string[];
  states: { reached: string[]; missing: string[] };
  transitions: { taken: string[]; missing: string[] };
  errors: { exercised: string[]; missing: string[] };
  text: string;
}

export interface Requirements {
  states: boolean;
  errors: boolean;
  transitions: boolean;
}

export class ModelCoverageError extends Error {
  constructor(
    readonly report: CoverageReport,
    readonly problems: string[],
  ) {
    super(`Model '${report.name}' is not covered:\n  - ${problems.join('\n  - ')}\n${report.text}`);
    this.name = 'ModelCoverageError';
  }
}

function split(all: string[], has: (item: string) => boolean) {
  return { hit: all.filter(has), miss: all.filter((item) => !has(item)) };
}

export function buildReport(input: {
  name: string;
  inputs: string[];
  stats: GraphStats;
  inventory: Inventory;
  listedErrors: string[];
  reached: Set<string>;
  pathsRun: number;
  pathsTotal: number;
  journeysRun: number;
  journeysTotal: number;
  failures: string[];
}): CoverageReport {
  const { inventory, reached } = input;
  const states = split(inventory.stateIds, (id) => reached.has(target.state(id)));
  const transitionKeys = [...inventory.transitions.keys()];
  const transitions = split(transitionKeys, (key) => reached.has(target.transition(key)));
  const errors = split(input.listedErrors, (label) => reached.has(target.error(label)));
  const ratio = (hit: number, all: number) => `${hit} / ${all}`.padEnd(12) + (hit === all ? 'ok' : 'MISSING');

  const lines = [
    `── model coverage: ${input.name} ${'─'.repeat(Math.max(4, 50 - input.name.length))}`,
    `  inputs              ${input.inputs.length} (${input.inputs.join(', ')})`,
    `  graph               ${input.stats.snapshots} snapshots, ${input.stats.edges} edges probed, ` +
      `longest dry run ${input.stats.longestDryRun} (patience ${input.stats.patience})` +
      (input.stats.truncated.length ? ` (truncated: ${input.stats.truncated.join(', ')})` : ''),
    `  paths run           ${input.pathsRun} / ${input.pathsTotal}   journeys ${input.journeysRun} / ${input.journeysTotal}`,
    `  states reached      ${ratio(states.hit.length, inventory.stateIds.length)}`,
    `  transitions taken   ${ratio(transitions.hit.length, transitionKeys.length)}`,
    `  error codes         ${ratio(errors.hit.length, input.listedErrors.length)}`,
  ];
  if (states.miss.length) lines.push(`  states never reached:`, ...states.miss.map((id) => `    ${id}`));
  if (errors.miss.length) lines.push(`  error codes never exercised:`, ...errors.miss.map((e) => `    ${e}`));
  if (transitions.miss.length) {
    lines.push(`  transitions never taken:`, ...transitions.miss.map((k) => `    ${inventory.transitions.get(k)?.label ?? k}`));
  }
  if (input.failures.length) lines.push(`  failed runs:`, ...input.failures.map((f) => `    ${f}`));
  lines.push('─'.repeat(70));

  return {
    name: input.name,
    inputs: input.inputs,
    stats: input.stats,
    pathsRun: input.pathsRun,
    pathsTotal: input.pathsTotal,
    journeysRun: input.journeysRun,
    journeysTotal: input.journeysTotal,
    failures: input.failures,
    states: { reached: states.hit, missing: states.miss },
    transitions: { taken: transitions.hit, missing: transitions.miss },
    errors: { exercised: errors.hit, missing: errors.miss },
    text: lines.join('\n'),
  };
}

export function coverageProblems(report: CoverageReport, require: Requirements): string[] {
  const problems: string[] = [];
  if (report.failures.length) problems.push(`${report.failures.length} run(s) failed`);
  if (require.states && report.states.missing.length) problems.push(`states never reached: ${report.states.missing.join(', ')}`);
  if (require.errors && report.errors.missing.length) problems.push(`error codes never exercised: ${report.errors.missing.join(', ')}`);
  if (require.transitions && report.transitions.missing.length) {
    problems.push(`transitions never taken: ${report.transitions.missing.join(', ')}`);
  }
  return problems;
}
