// What /flows walks a machine with: the fixtures of its model-based test (inputs, event payloads,
// actor outputs and errors), shipped in the coverage report (build/flowsReports.ts). Without a
// report the walk still runs: events without payload, actors resolving with no output.
import type { AnyEventObject } from 'xstate';

export interface WalkFixtures {
  inputs: Record<string, unknown>;
  events: Record<string, AnyEventObject[]>;
  outputs: Record<string, unknown[]>;
  errors: Record<string, Record<string, unknown>>;
}

export interface FlowReport {
  machineId: string;
  /** The model tests the report merges. */
  names: string[];
  writtenAt: string;
  states: { reached: string[]; missing: string[] };
  transitions: { taken: string[]; missing: string[] };
  errors: { exercised: string[]; missing: string[] };
  fixtures: WalkFixtures;
}

export const NO_FIXTURES: WalkFixtures = { inputs: { '(no input)': {} }, events: {}, outputs: {}, errors: {} };

/** The report of one machine, or null when `npm test` has not written one (or the build did not copy it). */
export async function loadReport(machineId: string): Promise<FlowReport | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}flows-coverage/${encodeURIComponent(machineId)}.json`);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    return (await response.json()) as FlowReport;
  } catch {
    return null;
  }
}
