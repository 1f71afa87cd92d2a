// The coverage overlay from a flow report: which states, transitions and error codes the model
// tests never reached. A state or transition the report does not know (added since the tests ran)
// counts as unreached too.
import type { Chart } from '../chart/chartModel';
import { flatten } from '../chart/chartModel';
import type { FlowReport } from '../walk/fixtures';

export interface CoverageMarks {
  unreachedStates: Set<string>;
  unreachedTransitions: Set<string>;
  missingErrors: string[];
  counts: { states: [number, number]; transitions: [number, number]; errors: [number, number] };
}

export function coverageMarks(chart: Chart, report: FlowReport): CoverageMarks {
  const reachedStates = new Set(report.states.reached);
  const taken = new Set(report.transitions.taken);
  const states = flatten(chart.root)
    .slice(1)
    .filter((n) => n.kind !== 'history')
    .map((n) => n.id);
  const internal = flatten(chart.root).flatMap((node) => node.internal);
  const transitions = [...new Set([...chart.edges, ...internal].map((e) => e.id.replace(/ →\d+$/, '')))];
  const unreachedStates = new Set(states.filter((id) => !reachedStates.has(id)));
  const unreachedTransitions = new Set(transitions.filter((key) => !taken.has(key)));
  const errorsAll = report.errors.exercised.length + report.errors.missing.length;
  return {
    unreachedStates,
    unreachedTransitions,
    missingErrors: report.errors.missing,
    counts: {
      states: [states.length - unreachedStates.size, states.length],
      transitions: [transitions.length - unreachedTransitions.size, transitions.length],
      errors: [report.errors.exercised.length, errorsAll],
    },
  };
}
