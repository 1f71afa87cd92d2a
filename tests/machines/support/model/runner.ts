// Runs steps against a real actor of the machine. Every actor the machine declares is replaced by a
// deterministic fake (`fromPromise` that waits until a step settles it); delays run on vitest's fake
// clock; named actions and invocations are recorded through xstate's inspection API, whose
// microstep reports (event and snapshot) also tell which state nodes were entered and which
// transitions were taken (transient ones included; see steps.ts).
import { vi } from 'vitest';
import {
  createActor,
  fromPromise,
  getInitialMicrosteps,
  type AnyActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { AFTER, DONE_ACTOR, ERROR_ACTOR } from './catalogue';
import { target } from './graph';
import { initialStateIds, transitionKey } from './inventory';
import { activeNodes, Microsteps } from './steps';

export type RunnerStep =
  | AnyEventObject
  | { done: string; output: unknown; id?: string }
  | { fail: string; error: unknown; id?: string }
  | { wait: number }
  | { check: (run: RunSnapshot) => void };

export interface RunSnapshot {
  snapshot: AnyMachineSnapshot;
  effects: Array<{ type: string; params: unknown }>;
  invocations: Array<{ id: string; src: string; input: unknown }>;
  elapsed: number;
}

export interface Run {
  state(): RunSnapshot;
  exec(step: RunnerStep): Promise<void>;
  /** State nodes entered and transitions taken so far (as coverage targets). */
  reached: Set<string>;
  stop(): void;
}

interface Pending {
  src: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Lets every promise callback run (setImmediate is left real on purpose). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function startRun(machine: AnyStateMachine, input: unknown): Promise<Run> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  try {
    return await boot(machine, input);
  } catch (error) {
    vi.useRealTimers();
    throw error;
  }
}

async function boot(machine: AnyStateMachine, input: unknown): Promise<Run> {
  const startedAt = Date.now();
  const pending = new Map<string, Pending>();
  const effects: RunSnapshot['effects'] = [];
  const invocations: RunSnapshot['invocations'] = [];
  const reached = new Set<string>(initialStateIds(machine).map(target.state));
  let failure: unknown;

  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input: actorInput, self, signal }) =>
          new Promise((resolve, reject) => {
            const entry: Pending = { src, resolve, reject };
            invocations.push({ id: self.id, src, input: actorInput });
            pending.set(self.id, entry);
            signal.addEventListener('abort', () => {
              if (pending.get(self.id) === entry) pending.delete(self.id);
            });
          }),
      ),
    ]),
  );

  const delivered: AnyEventObject[] = [];
  const withFakes = machine.provide({ actors: fakes } as never);
  // xstate reports the microsteps after the initial one while the actor is created; that one is the
  // first of getInitialMicrosteps. Every later macrostep starts from the snapshot the last one ended on.
  const steps = new Microsteps();
  steps.begin(getInitialMicrosteps(withFakes, input)[0][0], false);
  const actor: AnyActor = createActor(withFakes, {
    input,
    inspect: (event) => {
      if (event.actorRef.sessionId !== event.rootId) return;
      if (event.type === '@xstate.microstep') {
        const snapshot = event.snapshot as AnyMachineSnapshot;
        for (const node of activeNodes(snapshot)) reached.add(target.state(node.id));
        for (const t of steps.microstep(event.event, snapshot)) {
          const key = transitionKey(t);
          if (key) reached.add(target.transition(key));
        }
      } else if (event.type === '@xstate.snapshot') {
        steps.begin(event.snapshot as AnyMachineSnapshot);
      } else if (event.type === '@xstate.event') {
        delivered.push(event.event);
      } else if (event.type === '@xstate.action' && !event.action.type.startsWith('xstate.')) {
        effects.push({ type: event.action.type, params: event.action.params });
      }
    },
  });
  actor.subscribe({ error: (error) => (failure = error) });
  try {
    actor.start();
    await flush();
    if (failure) throw failure;
  } catch (error) {
    actor.stop();
    throw error;
  }

  function settle(id: string, outcome: 'resolve' | 'reject', value: unknown): void {
    const entry = pending.get(id);
    if (!entry) {
      const running = [...pending.keys()].join(', ') || 'none';
      throw new Error(`Actor '${id}' is not running (running: ${running})`);
    }
    pending.delete(id);
    entry[outcome](value);
  }

  /** Runs the fake clock timer by timer until the actor has received the delayed event. */
  async function advanceToDelayed(type: string): Promise<void> {
    const from = delivered.length;
    const arrived = () => delivered.slice(from).some((event) => event.type === type);
    while (!arrived()) {
      if (vi.getTimerCount() === 0) throw new Error(`No pending delayed event '${type}'`);
      await vi.advanceTimersToNextTimerAsync();
    }
  }

  async function exec(step: RunnerStep): Promise<void> {
    if ('wait' in step) await vi.advanceTimersByTimeAsync(step.wait);
    else if ('check' in step) step.check(state());
    else if ('done' in step) settle(step.id ?? step.done, 'resolve', step.output);
    else if ('fail' in step) settle(step.id ?? step.fail, 'reject', step.error);
    else if (step.type.startsWith(DONE_ACTOR)) settle(step.type.slice(DONE_ACTOR.length), 'resolve', step.output);
    else if (step.type.startsWith(ERROR_ACTOR)) settle(step.type.slice(ERROR_ACTOR.length), 'reject', step.error);
    else if (step.type.startsWith(AFTER)) await advanceToDelayed(step.type);
    else actor.send(step);
    await flush();
    if (failure) throw failure;
    const status = actor.getSnapshot().status;
    if (status === 'error') throw actor.getSnapshot().error;
  }

  function state(): RunSnapshot {
    return {
      snapshot: actor.getSnapshot(),
      effects: [...effects],
      invocations: [...invocations],
      elapsed: Date.now() - startedAt,
    };
  }

  return {
    state,
    exec,
    reached,
    stop() {
      actor.stop();
      vi.useRealTimers();
    },
  };
}
