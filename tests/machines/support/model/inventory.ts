// What a machine is made of, read from its definition: state nodes, transitions, invokes, delays.
// Transition keys are stable across `machine.provide(...)` copies, so the graph (original machine)
// and the runs (machine with fakes) count the same transitions.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export interface InvokeInfo {
  id: string;
  src: string;
  stateId: string;
}

export interface TransitionInfo {
  key: string;
  label: string;
}

export interface Inventory {
  /** Every state node id except the root and history nodes (atomic, compound, parallel, final). */
  stateIds: string[];
  transitions: Map<string, TransitionInfo>;
  invokes: Map<string, InvokeInfo>;
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** `always` transitions have the empty event type. */
function siblingsOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = t.source;
  if (t.eventType === '') return source.always ?? [];
  return source.transitions.get(t.eventType) ?? [];
}

/** `<source id> <event> #<index among that event's candidates>`; undefined for initial transitions. */
export function transitionKey(t: AnyTransitionDefinition): string | undefined {
  const index = siblingsOf(t).indexOf(t);
  if (index < 0) return undefined;
  return `${t.source.id} ${t.eventType === '' ? 'always' : t.eventType} #${index}`;
}

function guardName(t: AnyTransitionDefinition): string | undefined {
  const guard = t.guard as unknown;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline guard';
}

function labelOf(t: AnyTransitionDefinition): string {
  const event = t.eventType === '' ? 'always' : t.eventType;
  const guard = guardName(t);
  const targets = t.target?.length ? t.target.map((n) => n.id).join(', ') : '(no target)';
  return `${t.source.id}: ${event}${guard ? ` [${guard}]` : ''} -> ${targets}`;
}

/** What an explicit invoke id looks like: a plain name ('fetchTimeslots'). */
const EXPLICIT_ID = /^[A-Za-z_$][\w$-]*$/;

export function readInventory(machine: AnyStateMachine): Inventory {
  const nodes = allStateNodes(machine);
  const stateIds = nodes.filter((n) => n !== machine.root && n.type !== 'history').map((n) => n.id);
  const transitions = new Map<string, TransitionInfo>();
  const invokes = new Map<string, InvokeInfo>();
  const problems: string[] = [];
  for (const node of nodes) {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      const key = transitionKey(t);
      if (key) transitions.set(key, { key, label: labelOf(t) });
    }
    node.invoke.forEach((def, i) => {
      const src = typeof def.src === 'string' ? def.src : 'xstate.invoke.inline';
      // An id xstate makes up names the state node and the index ('login.submitting:invocation[0]').
      if (!EXPLICIT_ID.test(def.id)) problems.push(`invoke #${i} of '${node.id}' has no explicit id (give every invoke an id)`);
      if (src.startsWith('xstate.invoke.'))
        problems.push(`invoke '${def.id}' of '${node.id}' uses inline logic; declare it in setup({ actors })`);
      invokes.set(def.id, { id: def.id, src, stateId: node.id });
    });
  }
  if (problems.length) throw new Error(`Machine '${machine.id}' cannot be modelled:\n  ${problems.join('\n  ')}`);
  return { stateIds, transitions, invokes };
}

/** The delay named in a delayed event type: `xstate.after.<delay>.<state id>` -> `<delay>`. */
export function delayNameOf(eventType: string): string {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  return match ? match[1] : eventType;
}

/**
 * The state nodes the machine enters on start (before any eventless transition). xstate reports
 * every later microstep to inspectors, but not this first one, so transient initial states would
 * otherwise never count as reached.
 */
export function initialStateIds(machine: AnyStateMachine): string[] {
  const enter = (node: AnyStateNode): AnyStateNode[] => {
    if (node.type === 'parallel') return [node, ...Object.values(node.states).flatMap(enter)];
    if (node.type === 'compound') return [node, ...(node.initial?.target ?? []).flatMap(enter)];
    return [node];
  };
  return enter(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}
