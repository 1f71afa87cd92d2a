// Path generation over the production machine. `getAdjacencyMap` (xstate/graph) drives a
// breadth-first walk; its `events` callback offers the catalogue's events and probes each edge
// (which state nodes it enters, which transitions it takes, which listed error it feeds). A path is
// kept when its last edge covers something new, so the paths are the shortest ones that together
// reach every reachable state node, transition and listed error code. The walk of an input stops
// when everything is covered, after `patience` snapshots in a row without new coverage, or at
// `maxSnapshots`.
import {
  createEmptyActor,
  getInitialMicrosteps,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { errorLabel, type Catalogue } from './catalogue';
import { initialStateIds, transitionKey, type Inventory } from './inventory';
import { activeNodes, Microsteps } from './steps';

export interface PathStep {
  event: AnyEventObject;
  /** The serialized snapshot the real actor must be in after this event. */
  key: string;
}

export interface ModelPath {
  inputLabel: string;
  input: unknown;
  initialKey: string;
  steps: PathStep[];
  description: string;
}

export interface GraphStats {
  snapshots: number;
  edges: number;
  /** Inputs whose walk hit `maxSnapshots`. */
  truncated: string[];
  /** The most snapshots explored in a row without new coverage before some was found (vs patience). */
  longestDryRun: number;
  patience: number;
}

export interface Probe {
  next: AnyMachineSnapshot;
  targets: string[];
}

export const target = {
  state: (id: string) => `state:${id}`,
  transition: (key: string) => `transition:${key}`,
  error: (label: string) => `error:${label}`,
};

type Recorder = (snapshot: AnyMachineSnapshot, transitions: AnyTransitionDefinition[]) => void;

/**
 * An actor scope like xstate's inert one, built from public parts (an empty actor and its system),
 * reused for every probe (creating actors per edge is slow). Its system's public `inspect` reports
 * each microstep (the event and the snapshot); `Microsteps` tells which transitions it took, for
 * whoever is currently recording.
 */
let recording: { steps: Microsteps; record: Recorder } | null = null;
let sharedScope: AnyActorScope | null = null;
function probeScope(steps: Microsteps, record: Recorder): AnyActorScope {
  recording = { steps, record };
  if (sharedScope) return sharedScope;
  const self = createEmptyActor();
  self.system.inspect((event) => {
    if (event.type !== '@xstate.microstep' || event.actorRef !== self || !recording) return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    recording.record(snapshot, recording.steps.microstep(event.event, snapshot));
  });
  const scope: AnyActorScope = {
    self,
    system: self.system,
    logger: () => {},
    id: '',
    sessionId: 'model-probe',
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  sharedScope = scope;
  return scope;
}

function collect(record: Set<string>): Recorder {
  return (snapshot, transitions) => {
    for (const node of activeNodes(snapshot)) record.add(target.state(node.id));
    for (const t of transitions) {
      const key = transitionKey(t);
      if (key) record.add(target.transition(key));
    }
  };
}

export function probeInitial(machine: AnyStateMachine, input: unknown): Probe {
  const found = new Set<string>();
  // xstate reports the microsteps after the initial one; that one is the first of getInitialMicrosteps.
  const steps = new Microsteps();
  steps.begin(getInitialMicrosteps(machine, input)[0][0], false);
  const next = machine.getInitialSnapshot(probeScope(steps, collect(found)), input) as AnyMachineSnapshot;
  for (const id of initialStateIds(machine)) found.add(target.state(id));
  for (const node of activeNodes(next)) found.add(target.state(node.id));
  return { next, targets: [...found] };
}

export function probeEdge(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject, catalogue: Catalogue): Probe {
  const found = new Set<string>();
  const steps = new Microsteps();
  steps.begin(snapshot);
  const next = machine.transition(snapshot, event, probeScope(steps, collect(found))) as AnyMachineSnapshot;
  for (const node of activeNodes(next)) found.add(target.state(node.id));
  const meta = catalogue.meta(event);
  if (meta.kind === 'error') found.add(target.error(errorLabel(meta.src, meta.code)));
  return { next, targets: [...found] };
}

export interface GenerateOptions {
  inputs: Readonly<Record<string, unknown>>;
  serialize: (snapshot: AnyMachineSnapshot) => string;
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  patience: number;
  maxSnapshots: number;
  exhaustive: boolean;
  describe: (path: Omit<ModelPath, 'description'>) => string;
}

export function generatePaths(
  machine: AnyStateMachine,
  inventory: Inventory,
  catalogue: Catalogue,
  options: GenerateOptions,
): { paths: ModelPath[]; stats: GraphStats } {
  const targets = new Set<string>([
    ...inventory.stateIds.map(target.state),
    ...[...inventory.transitions.keys()].map(target.transition),
    ...catalogue.listedErrors.map(target.error),
  ]);
  const covered = new Set<string>();
  const stats: GraphStats = { snapshots: 0, edges: 0, truncated: [], longestDryRun: 0, patience: options.patience };
  const paths: ModelPath[] = [];

  /** Marks what a probe covers; true if any of it is new. */
  function gain(probe: Probe): boolean {
    let fresh = false;
    for (const t of probe.targets) {
      if (targets.has(t) && !covered.has(t)) {
        covered.add(t);
        fresh = true;
      }
    }
    return fresh;
  }

  for (const [inputLabel, input] of Object.entries(options.inputs)) {
    const initial = probeInitial(machine, input);
    const initialKey = options.serialize(initial.next);
    const parent = new Map<string, { from: string; event: AnyEventObject } | null>([[initialKey, null]]);
    const selected: PathStep[][] = [];
    const probed = new WeakMap<AnyMachineSnapshot, Map<AnyEventObject, AnyMachineSnapshot>>();
    let sinceGain = 0;
    let visited = 0;
    let stopped = false;

    const pathTo = (key: string): PathStep[] => {
      const steps: PathStep[] = [];
      for (let at = key, link = parent.get(at); link; at = link.from, link = parent.get(at)) {
        steps.unshift({ event: link.event, key: at });
      }
      return steps;
    };

    if (gain(initial)) selected.push([]);

    const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
      if (stopped) return [];
      const key = options.serialize(snapshot);
      const done = !options.exhaustive && covered.size === targets.size;
      const bored = !options.exhaustive && sinceGain >= options.patience;
      if (done || bored || visited >= options.maxSnapshots) {
        if (visited >= options.maxSnapshots) stats.truncated.push(inputLabel);
        stopped = true;
        return [];
      }
      visited += 1;
      sinceGain += 1;
      const offered = catalogue.eventsFor(snapshot).filter((event) => !options.filterEvents || options.filterEvents(snapshot, event));
      const nexts = new Map<AnyEventObject, AnyMachineSnapshot>();
      probed.set(snapshot, nexts);
      for (const event of offered) {
        const probe = probeEdge(machine, snapshot, event, catalogue);
        nexts.set(event, probe.next);
        const nextKey = options.serialize(probe.next);
        stats.edges += 1;
        // Breadth-first: the first way found to a snapshot is a shortest one.
        if (!parent.has(nextKey)) parent.set(nextKey, { from: key, event });
        if (gain(probe)) {
          selected.push([...pathTo(key), { event, key: nextKey }]);
          stats.longestDryRun = Math.max(stats.longestDryRun, sinceGain - 1);
          sinceGain = 0;
        }
      }
      return offered;
    };

    // The walk asks for each edge's next snapshot, which the probe has just computed.
    const walked = Object.create(machine, {
      transition: {
        value: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) =>
          probed.get(snapshot)?.get(event) ?? machine.transition(snapshot, event, scope),
      },
    }) as AnyStateMachine;
    getAdjacencyMap(walked, {
      input,
      events,
      serializeState: (snapshot) => options.serialize(snapshot as AnyMachineSnapshot),
    });
    stats.snapshots += visited;

    if (options.exhaustive) for (const key of parent.keys()) selected.push(pathTo(key));
    for (const steps of withoutPrefixes(selected)) {
      const path = { inputLabel, input, initialKey, steps };
      paths.push({ ...path, description: options.describe(path) });
    }
  }
  return { paths, stats };
}

/** Drops every path that is a prefix of a longer kept one (A→B is run as part of A→B→C). */
function withoutPrefixes(paths: PathStep[][]): PathStep[][] {
  const signature = (steps: PathStep[]) => steps.map((s) => `${JSON.stringify(s.event)}>${s.key}`);
  const sorted = [...paths].sort((a, b) => b.length - a.length).map((steps) => ({ steps, sig: signature(steps) }));
  const kept: typeof sorted = [];
  for (const candidate of sorted) {
    const isPrefix = kept.some((k) => candidate.sig.every((part, i) => k.sig[i] === part));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map((k) => k.steps).sort((a, b) => a.length - b.length);
}
