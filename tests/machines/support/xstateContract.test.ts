// What the model-based harness relies on in xstate, pinned on a small chart: only public API
// (inspection events' `event` and `snapshot`, getStateNodes, getInitialMicrosteps, getTransitionData,
// evaluateGuard, the invoke ids xstate makes up). An xstate upgrade that changes any of it fails here,
// loudly and by name, before the machines' model tests start reporting odd coverage.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  getInitialMicrosteps,
  raise,
  setup,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { transitionKey } from './model/inventory';
import { activeNodes, Microsteps } from './model/steps';
import { createModel } from './modelTest';

const xstateVersion = (JSON.parse(readFileSync(require.resolve('xstate/package.json'), 'utf8')) as { version: string }).version;

// Every way a microstep can come about: an event, guarded eventless transitions (one targetless),
// a raised event, a compound state's done event, a parallel state's done event, a delay.
const chart = setup({
  types: {
    input: {} as { n: number } | undefined,
    context: {} as { n: number },
    events: {} as { type: 'go' } | { type: 'bump' } | { type: 'next' } | { type: 'finish' },
  },
  guards: { isBig: ({ context }) => context.n > 5, isOne: ({ context }) => context.n === 1 },
  actions: { count: assign({ n: ({ context }) => context.n + 1 }) },
  delays: { later: 100 },
}).createMachine({
  id: 'chart',
  context: ({ input }) => ({ n: input?.n ?? 0 }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isBig', target: 'big' }, { target: 'idle' }] },
    idle: {
      on: {
        bump: { actions: 'count' },
        go: { target: 'routing', actions: raise({ type: 'next' }) },
      },
    },
    routing: {
      always: [
        { guard: 'isBig', target: 'big' },
        { guard: 'isOne', actions: 'count' },
      ],
      on: { next: 'flow' },
    },
    flow: {
      initial: 'one',
      states: { one: { on: { finish: 'two' } }, two: { type: 'final' } },
      onDone: 'pair',
    },
    pair: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { always: 'b' }, b: { type: 'final' } } },
        right: { initial: 'c', states: { c: { after: { later: 'd' } }, d: { type: 'final' } } },
      },
      onDone: 'big',
    },
    big: { type: 'final' },
  },
});

/** Runs events on a real actor and reads each microstep's transitions the way the runner does. */
function record(machine: AnyStateMachine, events: AnyEventObject[]) {
  vi.useFakeTimers();
  const steps = new Microsteps();
  steps.begin(getInitialMicrosteps(machine)[0][0], false);
  const taken: string[] = [];
  const reported: string[] = [];
  const actor = createActor(machine, {
    inspect: (event) => {
      if (event.actorRef.sessionId !== event.rootId) return;
      if (event.type === '@xstate.microstep') {
        reported.push(event.event.type);
        for (const t of steps.microstep(event.event, event.snapshot as AnyMachineSnapshot)) taken.push(transitionKey(t) ?? '?');
      } else if (event.type === '@xstate.snapshot') {
        steps.begin(event.snapshot as AnyMachineSnapshot);
      }
    },
  });
  try {
    actor.start();
    for (const event of events) actor.send(event);
    vi.advanceTimersByTime(100);
    return { taken, reported, snapshot: actor.getSnapshot() as AnyMachineSnapshot };
  } finally {
    actor.stop();
    vi.useRealTimers();
  }
}

describe(`xstate ${xstateVersion} as the model harness reads it`, () => {
  it('reports every microstep (the initial eventless ones included) and each is attributed to the transitions taken', () => {
    const { taken, reported, snapshot } = record(chart, [{ type: 'bump' }, { type: 'go' }, { type: 'finish' }]);
    expect(reported).toEqual([
      'xstate.init', // start → idle (eventless, guard false then default)
      'bump', // idle: count
      'go', // idle → routing, raises next
      'go', // routing: eventless, isOne → count (targetless)
      'next', // routing → flow (the raised event)
      'finish', // flow.one → flow.two (final)
      'xstate.done.state.chart.flow', // flow → pair
      'xstate.done.state.chart.flow', // pair.left.a → b (eventless, with the last event)
      'xstate.done.state.chart.pair.left',
      'xstate.after.later.chart.pair.right.c',
      'xstate.done.state.chart.pair.right',
      'xstate.done.state.chart.pair',
    ]);
    expect(taken).toEqual([
      'chart.start always #1',
      'chart.idle bump #0',
      'chart.idle go #0',
      'chart.routing always #1',
      'chart.routing next #0',
      'chart.flow.one finish #0',
      'chart.flow xstate.done.state.chart.flow #0',
      'chart.pair.left.a always #0',
      'chart.pair.right.c xstate.after.later.chart.pair.right.c #0',
      'chart.pair xstate.done.state.chart.pair #0',
    ]);
    expect(snapshot.status).toBe('done');
  });

  it('lists the active state nodes of a snapshot, ancestors included', () => {
    const { snapshot } = record(chart, [{ type: 'go' }]);
    expect(activeNodes(snapshot).map((n) => n.id)).toEqual(['chart', 'chart.flow', 'chart.flow.one']);
  });

  it('names an invoke without an explicit id so that it is not a plain name', () => {
    const machine = createMachine({ id: 'm', initial: 'a', states: { a: { invoke: { src: fromPromise(async () => 1) } } } });
    const [made] = machine.root.states.a.invoke;
    expect(made.id).not.toMatch(/^[A-Za-z_$][\w$-]*$/);
  });

  it('drives the model helper over the chart: every state and transition reached', async () => {
    const model = createModel(chart, {
      inputs: { plain: { n: 0 }, big: { n: 9 } },
      events: { go: [{ type: 'go' }], bump: [{ type: 'bump' }], next: [], finish: [{ type: 'finish' }] },
      outputs: {},
      errors: {},
      require: { states: true, errors: true, transitions: true },
    });
    const report = await model.runAll();
    expect(report.failures).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
