// Model-based tests for the production machines (see DESIGN.md, "Path generation").
//
//   describeModel(machine, { inputs, events, outputs, errors, journeys })
//
// generates paths over the machine with xstate/graph (every declared event with its fixtures, every
// actor outcome as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, every delay as
// `xstate.after.<delay>.<state id>`), runs each path on a real actor whose actors are deterministic
// fakes and whose delays run on vitest's fake clock, checks each step lands where the graph said,
// runs the hand-written journeys, prints the coverage block and fails when a state node or a listed
// error code is never reached. `createModel` is the same without registering vitest tests.
//
// xstate is read through its public API only (model/steps.ts; xstateContract.test.ts pins it).
// Limits: only invoked actors are modelled (not `spawnChild`); give every invoke an explicit id.
// A delayed event is run by advancing the fake clock to the moment that timer is due, so a shorter
// timer pending in another region fires first, as it would in the app (the step check then tells).
// Coverage counts every state node but the root and history nodes, every transition candidate
// (each guarded branch, `always`, `after`, onDone/onError) and every listed error code.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { createCatalogue, errorLabel, type Catalogue } from './model/catalogue';
import { generatePaths, target, type GraphStats, type ModelPath } from './model/graph';
import { readInventory, type Inventory } from './model/inventory';
import { writeFlowReport } from './model/flowReport';
import { buildReport, coverageProblems, ModelCoverageError, type CoverageReport, type Requirements } from './model/report';
import { startRun, type RunnerStep } from './model/runner';
import type { Journey, ModelConfig, RunState } from './model/types';

export type * from './model/types';
export type { CoverageReport } from './model/report';
export type { ModelPath } from './model/graph';
export { ModelCoverageError } from './model/report';

export interface Model<M extends AnyStateMachine> {
  name: string;
  paths: ModelPath[];
  stats: GraphStats;
  inventory: Inventory;
  /** Runs one generated path (memoized); rejects when the real actor leaves the path. */
  runPath(path: ModelPath): Promise<void>;
  /** Runs one journey (memoized); rejects when its end state or assertions do not hold. */
  runJourney(journey: Journey<M>): Promise<void>;
  /** Runs everything not run yet, one at a time, and builds the coverage report. */
  runAll(): Promise<CoverageReport>;
  /** Throws ModelCoverageError when the report misses a required target. */
  assertCoverage(report: CoverageReport): void;
}

function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  if (entries.length === 1) {
    const [key, child] = entries[0];
    return `${key}.${formatValue(child as StateValue)}`;
  }
  return `{${entries.map(([key, child]) => `${key}:${formatValue(child as StateValue)}`).join(' ')}}`;
}

function formatEvent(event: AnyEventObject, catalogue: Catalogue): string {
  const meta = catalogue.meta(event);
  if (meta.kind === 'done') return `${meta.invokeId} done#${meta.index + 1}`;
  if (meta.kind === 'error') return `${meta.invokeId} fails ${meta.code}`;
  if (meta.kind === 'after') return `after ${meta.delay}`;
  const { type, ...payload } = event;
  const extra = Object.keys(payload).length ? JSON.stringify(payload) : '';
  return extra ? `${type} ${extra.length > 40 ? `${extra.slice(0, 37)}...` : extra}` : type;
}

export function createModel<M extends AnyStateMachine>(machine: M, spec: ModelConfig<M>): Model<M> {
  const name = spec.name ?? machine.id;
  const inventory = readInventory(machine);
  const catalogue = createCatalogue(machine, inventory, spec as never);
  const project = spec.serializeContext ?? ((context: unknown) => context);
  const serialize = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, context: project(snapshot.context as never) });
  const requirements: Requirements = { states: true, errors: true, transitions: false, ...spec.require };
  const inputLabels = Object.keys(spec.inputs);
  if (!inputLabels.length) throw new Error('A model needs at least one input');

  const { paths, stats } = generatePaths(machine, inventory, catalogue, {
    inputs: spec.inputs,
    serialize,
    filterEvents: spec.filterEvents as never,
    patience: spec.patience ?? 500,
    maxSnapshots: spec.maxSnapshots ?? 5000,
    exhaustive: spec.exhaustive ?? false,
    describe: (path) => {
      const last = path.steps.at(-1);
      const end = last ? formatValue(JSON.parse(last.key).value) : formatValue(JSON.parse(path.initialKey).value);
      const events = path.steps.map((s) => formatEvent(s.event, catalogue)).join(' → ') || '(initial)';
      return `[${path.inputLabel}] ${events} ⇒ ${end}`;
    },
  });

  const reached = new Set<string>();
  const failures: string[] = [];
  const runs = new Map<object, Promise<void>>();
  let pathsRun = 0;
  let journeysRun = 0;

  async function runRecorded(label: string, input: unknown, body: (run: Awaited<ReturnType<typeof startRun>>) => Promise<string[]>) {
    const run = await startRun(machine, input);
    try {
      const errorsSeen = await body(run);
      for (const t of run.reached) reached.add(t);
      for (const e of errorsSeen) reached.add(target.error(e));
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      throw error;
    } finally {
      run.stop();
    }
  }

  function runPath(path: ModelPath): Promise<void> {
    let promise = runs.get(path);
    if (!promise) {
      promise = runRecorded(path.description, path.input, async (run) => {
        const errorsSeen: string[] = [];
        const initial = serialize(run.state().snapshot);
        if (initial !== path.initialKey) throw new Error(`initial snapshot differs:\n  expected ${path.initialKey}\n  actual   ${initial}`);
        for (const [i, step] of path.steps.entries()) {
          await run.exec(step.event);
          const actual = serialize(run.state().snapshot);
          if (actual !== step.key) {
            throw new Error(
              `step ${i + 1} (${formatEvent(step.event, catalogue)}) of ${path.description}:\n  expected ${step.key}\n  actual   ${actual}`,
            );
          }
          const meta = catalogue.meta(step.event);
          if (meta.kind === 'error') errorsSeen.push(errorLabel(meta.src, meta.code));
        }
        pathsRun += 1;
        return errorsSeen;
      });
      runs.set(path, promise);
    }
    return promise;
  }

  function runJourney(journey: Journey<M>): Promise<void> {
    let promise = runs.get(journey);
    if (!promise) {
      const input = 'input' in journey ? journey.input : spec.inputs[inputLabels[0]];
      promise = runRecorded(`journey '${journey.name}'`, input, async (run) => {
        const errorsSeen: string[] = [];
        for (const step of journey.steps as ReadonlyArray<RunnerStep>) {
          await run.exec(step);
          if ('fail' in step) {
            const code = catalogue.errorCodeOf(step.fail, step.error);
            if (code) errorsSeen.push(errorLabel(step.fail, code));
          }
        }
        const state = run.state() as RunState<M>;
        const snapshot = state.snapshot as AnyMachineSnapshot;
        expect(snapshot.value, `end state of journey '${journey.name}'`).toEqual(journey.end);
        if (journey.context) expect(snapshot.context, `context of journey '${journey.name}'`).toMatchObject(journey.context);
        journey.assert?.(state);
        journeysRun += 1;
        return errorsSeen;
      });
      runs.set(journey, promise);
    }
    return promise;
  }

  async function runAll(): Promise<CoverageReport> {
    for (const path of paths) await runPath(path).catch(() => undefined);
    for (const journey of spec.journeys ?? []) await runJourney(journey).catch(() => undefined);
    return buildReport({
      name,
      inputs: inputLabels,
      stats,
      inventory,
      listedErrors: catalogue.listedErrors,
      reached,
      pathsRun,
      pathsTotal: paths.length,
      journeysRun,
      journeysTotal: spec.journeys?.length ?? 0,
      failures,
    });
  }

  function assertCoverage(report: CoverageReport): void {
    const problems = coverageProblems(report, requirements);
    if (problems.length) throw new ModelCoverageError(report, problems);
  }

  return { name, paths, stats, inventory, runPath, runJourney, runAll, assertCoverage };
}

/** Registers one test per generated path, one per journey, and the coverage test. */
export function describeModel<M extends AnyStateMachine>(machine: M, spec: ModelConfig<M>): Model<M> {
  const model = createModel(machine, spec);
  describe(`${model.name} (model-based)`, () => {
    describe('generated paths', () => {
      for (const path of model.paths) it(path.description, () => model.runPath(path));
    });
    if (spec.journeys?.length) {
      describe('journeys', () => {
        for (const journey of spec.journeys ?? []) it(journey.name, () => model.runJourney(journey));
      });
    }
    it('reaches every state and listed error code', async () => {
      const report = await model.runAll();
      (spec.log ?? console.log)(report.text);
      // Before the check, so /flows shows what an incomplete model misses.
      writeFlowReport(machine, spec, report);
      model.assertCoverage(report);
    });
  });
  return model;
}
