// The events the graph may take from a snapshot: the machine's own events (from the fixtures), each
// running actor's outcomes (`xstate.done.actor.<id>` per fixture output, `xstate.error.actor.<id>`
// per listed error) and each pending delay (`xstate.after.<delay>.<state id>`). Internal events
// (`xstate.done.state.*`, `xstate.init`) are raised by the machine itself and never generated.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { delayNameOf, type Inventory } from './inventory';
import { activeNodes } from './steps';

export type OutcomeMeta =
  | { kind: 'event' }
  | { kind: 'done'; invokeId: string; src: string; index: number }
  | { kind: 'error'; invokeId: string; src: string; code: string }
  | { kind: 'after'; delay: string };

export interface Catalogue {
  eventsFor(snapshot: AnyMachineSnapshot): AnyEventObject[];
  meta(event: AnyEventObject): OutcomeMeta;
  /** `<src> <code>` for every listed error. */
  listedErrors: string[];
  /** The listed error code of an error value given to an actor, if it is one (journeys). */
  errorCodeOf(src: string, error: unknown): string | undefined;
}

export const DONE_ACTOR = 'xstate.done.actor.';
export const ERROR_ACTOR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';
const INTERNAL = ['xstate.done.state.', 'xstate.init', 'xstate.snapshot.'];

export function errorLabel(src: string, code: string): string {
  return `${src} ${code}`;
}

function matchesDescriptor(type: string, descriptor: string): boolean {
  if (descriptor === '*' || descriptor === type) return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

export function createCatalogue(
  machine: AnyStateMachine,
  inventory: Inventory,
  fixtures: {
    events: Readonly<Record<string, ReadonlyArray<AnyEventObject>>>;
    outputs: Readonly<Record<string, ReadonlyArray<unknown>>>;
    errors: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  },
): Catalogue {
  const metas = new WeakMap<AnyEventObject, OutcomeMeta>();
  const done = new Map<string, AnyEventObject[]>();
  const failed = new Map<string, AnyEventObject[]>();
  const afters = new Map<string, AnyEventObject>();
  const machineEvents = Object.values(fixtures.events).flat();
  for (const event of machineEvents) metas.set(event, { kind: 'event' });

  const missing = Object.keys(machine.implementations.actors).filter((src) => !(src in fixtures.outputs));
  if (missing.length) throw new Error(`No output fixtures for actors: ${missing.join(', ')}`);

  for (const { id, src } of inventory.invokes.values()) {
    done.set(
      id,
      (fixtures.outputs[src] ?? []).map((output, index) => {
        const event = { type: `${DONE_ACTOR}${id}`, output };
        metas.set(event, { kind: 'done', invokeId: id, src, index });
        return event;
      }),
    );
    failed.set(
      id,
      Object.entries(fixtures.errors[src] ?? {}).map(([code, error]) => {
        const event = { type: `${ERROR_ACTOR}${id}`, error };
        metas.set(event, { kind: 'error', invokeId: id, src, code });
        return event;
      }),
    );
  }

  function afterEvent(type: string): AnyEventObject {
    let event = afters.get(type);
    if (!event) {
      event = { type };
      afters.set(type, event);
      metas.set(event, { kind: 'after', delay: delayNameOf(type) });
    }
    return event;
  }

  function eventsFor(snapshot: AnyMachineSnapshot): AnyEventObject[] {
    const out = new Set<AnyEventObject>();
    const descriptors = new Set(activeNodes(snapshot).flatMap((node) => node.ownEvents as string[]));
    for (const descriptor of descriptors) {
      if (descriptor.startsWith(DONE_ACTOR) || descriptor.startsWith(ERROR_ACTOR)) {
        const isDone = descriptor.startsWith(DONE_ACTOR);
        const id = descriptor.slice((isDone ? DONE_ACTOR : ERROR_ACTOR).length);
        // Only an actor that is running can finish.
        if (!snapshot.children[id]) continue;
        for (const event of (isDone ? done : failed).get(id) ?? []) out.add(event);
      } else if (descriptor.startsWith(AFTER)) {
        out.add(afterEvent(descriptor));
      } else if (INTERNAL.some((prefix) => descriptor.startsWith(prefix))) {
        continue;
      } else if (descriptor.includes('*')) {
        for (const event of machineEvents) if (matchesDescriptor(event.type, descriptor)) out.add(event);
      } else {
        const variants = fixtures.events[descriptor];
        if (!variants) throw new Error(`No fixture for event '${descriptor}'`);
        for (const event of variants) out.add(event);
      }
    }
    return [...out];
  }

  const listedErrors = Object.entries(fixtures.errors).flatMap(([src, codes]) => Object.keys(codes).map((code) => errorLabel(src, code)));

  function errorCodeOf(src: string, error: unknown): string | undefined {
    const serialized = JSON.stringify(error);
    for (const [code, listed] of Object.entries(fixtures.errors[src] ?? {})) {
      if (listed === error || JSON.stringify(listed) === serialized) return code;
    }
    return undefined;
  }

  return {
    eventsFor,
    meta: (event) => metas.get(event) ?? { kind: 'event' },
    listedErrors,
    errorCodeOf,
  };
}
