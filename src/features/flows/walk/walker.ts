// Runs a machine for /flows on deterministic fakes: every actor it declares is a `fromPromise` that
// waits until the product owner picks its outcome, and its clock never fires on its own (a delayed
// transition is a button). A walk is replayed from its steps, so stepping back and links are exact.
import { createActor, fromPromise, type AnyActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { WalkFixtures } from './fixtures';
import type { WalkStep } from './walkPath';

export interface PendingActor {
  id: string;
  src: string;
}

export interface WalkState {
  snapshot: AnyMachineSnapshot;
  /** The ids of the active state nodes (for the chart). */
  active: Set<string>;
  pending: PendingActor[];
  /** Events the machine takes now, each fixture payload apart. */
  enabled: AnyEventObject[];
  /** Delayed transitions of the active states (event types `xstate.after.*`). */
  delays: string[];
  /** Transition keys taken, in order (`<source id> <event> #<index>`). */
  taken: string[];
  /** How many steps applied (a step that does not apply ends the replay there). */
  applied: number;
  problem?: string;
}

interface Deferred {
  src: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** setImmediate is not in browsers: a macrotask lets every promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A clock that never fires: delayed events are sent when the product owner picks them. */
const stillClock = { setTimeout: () => 0, clearTimeout: () => {} };

function allEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const type of node.transitions.keys()) types.add(type);
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine['root']);
  };
  visit(machine.root);
  return [...types];
}

function canTake(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  try {
    return snapshot.status === 'active' && snapshot.can(event);
  } catch {
    return false; // a guard that needs a payload this fixture does not carry
  }
}

/** The error an actor rejects with for a code: the test's fixture, or an API-like error. */
export function errorFor(fixtures: WalkFixtures, src: string, code: string): unknown {
  const listed = fixtures.errors[src]?.[code];
  if (listed !== undefined) return listed;
  return Object.assign(new Error(code), { code, status: code === 'other' ? 500 : 400 });
}

export async function replay(
  machine: AnyStateMachine,
  fixtures: WalkFixtures,
  inputLabel: string,
  steps: readonly WalkStep[],
): Promise<WalkState> {
  const pending = new Map<string, Deferred>();
  const taken: string[] = [];
  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ self, signal }) =>
          new Promise((resolve, reject) => {
            const entry = { src, resolve, reject };
            pending.set(self.id, entry);
            signal.addEventListener('abort', () => {
              if (pending.get(self.id) === entry) pending.delete(self.id);
            });
          }),
      ),
    ]),
  );
  const input = fixtures.inputs[inputLabel] ?? Object.values(fixtures.inputs)[0];
  let failure: unknown;
  const actor: AnyActor = createActor(machine.provide({ actors: fakes } as never), {
    input,
    clock: stillClock,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
      for (const t of (
        event as unknown as {
          _transitions: Array<{ source: { id: string; always?: unknown[]; transitions: Map<string, unknown[]> }; eventType: string }>;
        }
      )._transitions) {
        const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
        const index = siblings.indexOf(t);
        if (index >= 0) taken.push(`${t.source.id} ${t.eventType === '' ? 'always' : t.eventType} #${index}`);
      }
    },
  });
  actor.subscribe({ error: (error) => (failure = error) });
  let applied = 0;
  let problem: string | undefined;
  try {
    actor.start();
    await settle();
    for (const step of steps) {
      if (failure) break;
      if ('e' in step) {
        if (!canTake(actor.getSnapshot() as AnyMachineSnapshot, step.e)) throw new Error(`'${step.e.type}' is not enabled here`);
        actor.send(step.e);
      } else if ('t' in step) {
        if (!canTake(actor.getSnapshot() as AnyMachineSnapshot, { type: step.t })) throw new Error(`'${step.t}' is not pending here`);
        actor.send({ type: step.t });
      } else {
        const entry = pending.get(step.a);
        if (!entry) throw new Error(`actor '${step.a}' is not running here`);
        pending.delete(step.a);
        if ('ok' in step) entry.resolve(fixtures.outputs[entry.src]?.[step.ok]);
        else entry.reject(errorFor(fixtures, entry.src, step.code));
      }
      await settle();
      applied += 1;
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (failure || snapshot.status === 'error') problem = `the machine stopped: ${String((failure ?? snapshot.error) as unknown)}`;
  const running = [...pending].map(([id, entry]) => ({ id, src: entry.src }));
  actor.stop();

  const nodes = (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes ?? [];
  const types = allEventTypes(machine);
  const enabled = types
    .filter((type) => !type.startsWith('xstate.'))
    .flatMap((type) => (fixtures.events[type]?.length ? fixtures.events[type] : [{ type }]))
    .filter((event) => canTake(snapshot, event));
  const delays = types.filter((type) => type.startsWith('xstate.after.') && canTake(snapshot, { type }));
  return {
    snapshot,
    active: new Set(nodes.map((n) => n.id)),
    pending: snapshot.status === 'active' ? running : [],
    enabled,
    delays,
    taken,
    applied,
    problem,
  };
}
