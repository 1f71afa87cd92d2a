// Self-test of the model-based test helper, on a tiny machine with an invoke, a named delay,
// guards and an error table.
import { describe, expect, it } from 'vitest';
import { createModel, describeModel, ModelCoverageError, type EventFixtures, type ModelConfig, type OutputFixtures } from './modelTest';
import { tinyMachine, tinyMachineSetup, tinyMachineWithOrphan, type TinyErrorCode } from './fixtures/tiny.machine';

type Tiny = typeof tinyMachine;

// Every code of the machine's error table, with an error value the fake rejects with.
const errorExamples: Record<TinyErrorCode, { code: string }> = { '-1': { code: '-1' }, '-2': { code: '-2' } };

const events: EventFixtures<Tiny> = {
  'fetch.start': [{ type: 'fetch.start' }],
  'fetch.retry': [{ type: 'fetch.retry' }],
  'result.reset': [{ type: 'result.reset' }],
  'label.set': [{ type: 'label.set', label: 'a' }],
};

const tinySpec: ModelConfig<Tiny> = {
  inputs: { fresh: {}, secondAttempt: { attempts: 1 } },
  events,
  outputs: { fetchThing: [{ value: 'one' }] },
  errors: { fetchThing: errorExamples },
  log: () => {},
  journeys: [
    {
      name: 'the cooldown returns to idle after exactly 500 ms',
      steps: [
        { type: 'fetch.start' },
        { fail: 'fetchThing', error: { code: '-2' } },
        { wait: 499 },
        { check: ({ snapshot }) => expect(snapshot.value).toBe('failed') },
        { wait: 1 },
      ],
      end: 'idle',
      context: { attempts: 1, lastCode: '-2' },
    },
    {
      name: 'a fatal code ends the machine and announces it',
      steps: [{ type: 'fetch.start' }, { fail: 'fetchThing', error: { code: '-1' } }],
      end: 'broken',
      assert: ({ effects, invocations }) => {
        expect(effects).toContainEqual({ type: 'announce', params: { text: 'broken' } });
        expect(invocations).toEqual([{ id: 'fetchThing', src: 'fetchThing', input: { attempt: 1 } }]);
      },
    },
  ],
};

// Registered the way a machine's test uses it: one test per path and journey, plus coverage.
describeModel(tinyMachine, { ...tinySpec, name: 'tiny (self-test)' });

// The tiny machine with a state nothing leads to.
const orphanMachine = tinyMachineWithOrphan as unknown as Tiny;

describe('model-based test helper', () => {
  it('treats actor outcomes and delays as events with xstate 5 names', () => {
    const model = createModel(tinyMachine, tinySpec);
    const types = new Set(model.paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect(types).toContain('xstate.done.actor.fetchThing');
    expect(types).toContain('xstate.error.actor.fetchThing');
    expect(types).toContain('xstate.after.cooldown.tiny.failed');
    expect(types).toContain('xstate.after.cooldown.tiny.done.fresh');
  });

  it('(a) reaches every state, transition and listed error code', async () => {
    const model = createModel(tinyMachine, tinySpec);
    const report = await model.runAll();
    expect(report.failures).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.states.reached).toEqual(
      expect.arrayContaining(['tiny.idle', 'tiny.done', 'tiny.done.fresh', 'tiny.done.stale', 'tiny.broken']),
    );
    expect(report.transitions.missing).toEqual([]);
    expect(report.errors.exercised).toEqual(['fetchThing -1', 'fetchThing -2']);
    expect(report.pathsRun).toBe(model.paths.length);
    expect(report.text).toMatch(/paths run\s+\d+ \/ \d+/);
    expect(report.text).toMatch(/states reached\s+7 \/ 7/);
    expect(() => model.assertCoverage(report)).not.toThrow();
  });

  it('(b) fails when a state is unreachable', async () => {
    const model = createModel(orphanMachine, tinySpec);
    const report = await model.runAll();
    expect(report.states.missing).toEqual(['tiny.orphan']);
    expect(() => model.assertCoverage(report)).toThrow(ModelCoverageError);
    expect(() => model.assertCoverage(report)).toThrow(/states never reached: tiny.orphan/);
  });

  it('(b) fails when a listed error code is never exercised', async () => {
    // The '-2' outcome is filtered out of the graph, and no journey uses it.
    const model = createModel(tinyMachine, {
      ...tinySpec,
      journeys: [],
      filterEvents: (_snapshot, event) =>
        !(event.type.startsWith('xstate.error.') && (event as { error?: { code?: string } }).error?.code === '-2'),
    });
    const report = await model.runAll();
    expect(report.errors.missing).toEqual(['fetchThing -2']);
    expect(() => model.assertCoverage(report)).toThrow(/error codes never exercised: fetchThing -2/);
  });

  it('fails a path when the real actor does not land where the graph said', async () => {
    const model = createModel(tinyMachine, tinySpec);
    const path = model.paths.find((p) => p.steps.length > 1)!;
    const tampered = { ...path, steps: path.steps.map((s, i) => (i === 0 ? { ...s, key: '{"value":"elsewhere"}' } : s)) };
    await expect(model.runPath(tampered)).rejects.toThrow(/step 1 .*\n\s+expected \{"value":"elsewhere"\}/);
  });

  it('fails a journey whose pinned end state does not hold', async () => {
    const model = createModel(tinyMachine, tinySpec);
    await expect(model.runJourney({ name: 'wrong end', steps: [{ type: 'fetch.start' }], end: 'idle' })).rejects.toThrow(/end state/);
  });

  it('fails a step that settles an actor that is not running', async () => {
    const model = createModel(tinyMachine, tinySpec);
    await expect(
      model.runJourney({ name: 'too early', steps: [{ done: 'fetchThing', output: { value: 'x' } }], end: 'done' }),
    ).rejects.toThrow(/Actor 'fetchThing' is not running/);
  });

  it('refuses an invoke without an explicit id', () => {
    const noId = tinyMachineSetup.createMachine({
      id: 'noId',
      context: { attempts: 0, result: null, lastCode: null },
      initial: 'a',
      states: { a: { invoke: { src: 'fetchThing', input: { attempt: 0 } } } },
    });
    expect(() => createModel(noId as unknown as Tiny, tinySpec)).toThrow(/has no explicit id/);
  });

  it('types the fixtures so a missing event or actor fixture does not compile', () => {
    // @ts-expect-error 'label.set' has no fixture
    const missingEvent: EventFixtures<Tiny> = { 'fetch.start': [], 'fetch.retry': [], 'result.reset': [] };
    // @ts-expect-error fetchThing has no outputs
    const missingOutputs: OutputFixtures<Tiny> = {};
    // @ts-expect-error a fixture must be an event of that type with its payload
    const wrongPayload: EventFixtures<Tiny> = { ...events, 'label.set': [{ type: 'label.set' }] };
    expect([missingEvent, missingOutputs, wrongPayload]).toHaveLength(3);
  });
});
