// The statechart as a drawable graph, read from the machine definition itself (machine.root and its
// StateNodes): nested and parallel states, initial and final states, every transition with its event
// and guard, delayed transitions with their delays, and invoked actors with their done/error exits.
// Transition ids use the model-based test helper's keys (`<source id> <event> #<index>`), so the
// coverage report's "transitions taken" match the drawn edges.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type NodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type EdgeKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'initial';

export interface ChartNode {
  /** The state node id ('booking.search.loading'); the root is the machine id. */
  id: string;
  label: string;
  kind: NodeKind;
  /** Directly inside a parallel state: a region. */
  region: boolean;
  initial: boolean;
  invokes: Array<{ id: string; src: string }>;
  /** Transitions without a target (actions only): listed inside the node, not drawn as arrows. */
  internal: ChartEdge[];
  children: ChartNode[];
}

export interface ChartEdge {
  /** The transition key, or `<parent id> initial` for an initial arrow. */
  id: string;
  source: string;
  /** A targetless transition points back at its source. */
  target: string;
  kind: EdgeKind;
  event: string;
  label: string;
}

export interface Chart {
  root: ChartNode;
  edges: ChartEdge[];
}

/** `xstate.after.<delay>.<id>` → the delay in ms (or its name when it is computed). */
function delayLabel(machine: AnyStateMachine, eventType: string): string {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? eventType;
  const named = (machine.implementations.delays as Record<string, unknown>)[name];
  const ms = /^\d+$/.test(name) ? Number(name) : typeof named === 'number' ? named : undefined;
  if (ms === undefined) return `after ${name}`;
  const text = ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
  return /^\d+$/.test(name) ? `after ${text}` : `after ${name} (${text})`;
}

function guardName(t: AnyTransitionDefinition): string | undefined {
  const guard = t.guard as unknown;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function eventOf(machine: AnyStateMachine, t: AnyTransitionDefinition): { kind: EdgeKind; text: string } {
  const type = t.eventType;
  if (type === '') return { kind: 'always', text: 'always' };
  if (type.startsWith('xstate.after.')) return { kind: 'after', text: delayLabel(machine, type) };
  if (type.startsWith('xstate.done.actor.')) return { kind: 'done', text: `done: ${type.slice('xstate.done.actor.'.length)}` };
  if (type.startsWith('xstate.error.actor.')) return { kind: 'error', text: `error: ${type.slice('xstate.error.actor.'.length)}` };
  if (type.startsWith('xstate.done.state.')) return { kind: 'done', text: 'done' };
  return { kind: 'event', text: type };
}

/** The same key as tests/machines/support/model/inventory.ts `transitionKey`. */
export function transitionKey(t: AnyTransitionDefinition): string | undefined {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const index = siblings.indexOf(t);
  return index < 0 ? undefined : `${t.source.id} ${t.eventType === '' ? 'always' : t.eventType} #${index}`;
}

function nodeOf(node: AnyStateNode, parent: AnyStateNode | undefined): ChartNode {
  const initialIds = parent?.type === 'compound' ? (parent.initial?.target ?? []).map((n: AnyStateNode) => n.id) : [];
  return {
    id: node.id,
    label: node.key,
    kind: node.type as NodeKind,
    region: parent?.type === 'parallel',
    initial: initialIds.includes(node.id),
    invokes: node.invoke.map((def) => ({ id: def.id, src: typeof def.src === 'string' ? def.src : 'inline' })),
    internal: [],
    children: Object.values(node.states as Record<string, AnyStateNode>).map((child) => nodeOf(child, node)),
  };
}

export function readChart(machine: AnyStateMachine): Chart {
  const edges: ChartEdge[] = [];
  const root = { ...nodeOf(machine.root, undefined), label: machine.id };
  const chartNodes = new Map(flatten(root).map((n) => [n.id, n]));
  const visit = (node: AnyStateNode) => {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransitionDefinition[];
    for (const t of all) {
      const key = transitionKey(t);
      if (!key) continue;
      const { kind, text } = eventOf(machine, t);
      const guard = guardName(t);
      const label = guard ? `${text} [${guard}]` : text;
      if (!t.target?.length) {
        chartNodes.get(node.id)?.internal.push({ id: key, source: node.id, target: node.id, kind, event: t.eventType, label });
        continue;
      }
      t.target.forEach((target, i) =>
        edges.push({ id: i ? `${key} →${i}` : key, source: node.id, target: target.id, kind, event: t.eventType, label }),
      );
    }
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return { root, edges };
}

/** Every node of the tree, depth first. */
export function flatten(node: ChartNode): ChartNode[] {
  return [node, ...node.children.flatMap(flatten)];
}
