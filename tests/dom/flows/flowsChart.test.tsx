// The flow visualiser's parts without the browser: the chart read from a machine definition, its
// ELK layout, the walk on deterministic fakes, and the link encoding that replays a walk.
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { checkInMachine } from '#machines/checkIn/checkIn.machine';
import { sessionMachine } from '#machines/session/session.machine';
import { holdCountdownMachine } from '#machines/booking/hold/holdCountdown.machine';
import { flatten, readChart } from '#features/flows/chart/chartModel';
import { layoutChart, type Elk } from '#features/flows/chart/layout';
import { replay } from '#features/flows/walk/walker';
import { decodePath, encodePath, walkSearch, type WalkStep } from '#features/flows/walk/walkPath';
import { NO_FIXTURES, type WalkFixtures } from '#features/flows/walk/fixtures';

describe('chart from the machine definition', () => {
  it('has every state node, the initial and final states, and labelled transitions with guards', () => {
    const chart = readChart(checkInMachine);
    const nodes = flatten(chart.root);
    expect(nodes.map((n) => n.id)).toEqual(expect.arrayContaining(['checkIn.routing', 'checkIn.locating', 'checkIn.left']));
    expect(nodes.find((n) => n.id === 'checkIn.routing')?.initial).toBe(true);
    expect(nodes.find((n) => n.id === 'checkIn.left')?.kind).toBe('final');
    expect(nodes.find((n) => n.id === 'checkIn.locating')?.invokes).toEqual([{ id: 'locate', src: 'locate' }]);
    const byId = new Map(chart.edges.map((e) => [e.id, e]));
    expect(byId.get('checkIn.routing always #0')).toMatchObject({
      kind: 'always',
      label: 'always [hasBookingId]',
      target: 'checkIn.locating',
    });
    expect(byId.get('checkIn.locating xstate.error.actor.locate #0')).toMatchObject({
      kind: 'error',
      label: 'error: locate',
      target: 'checkIn.failed',
    });
    expect(byId.get('checkIn.failed checkIn.retry #0')?.label).toBe('checkIn.retry [canRetry]');
  });

  it('draws parallel regions and delayed transitions with their delay', () => {
    const session = readChart(sessionMachine);
    expect(flatten(session.root).some((n) => n.kind === 'parallel')).toBe(true);
    expect(flatten(session.root).some((n) => n.region)).toBe(true);
    const hold = readChart(holdCountdownMachine);
    const after = hold.edges.filter((e) => e.kind === 'after');
    expect(after.length).toBeGreaterThan(0);
    expect(after[0].label).toMatch(/^after \S+/);
  });

  it('lays every node and edge out with finite coordinates', async () => {
    const layout = await layoutChart(readChart(sessionMachine), new ELK() as unknown as Elk);
    expect(layout.width).toBeGreaterThan(100);
    for (const node of layout.nodes) expect(Number.isFinite(node.x + node.y + node.width + node.height), node.id).toBe(true);
    for (const edge of layout.edges) expect(edge.points.length, edge.edge.id).toBeGreaterThanOrEqual(2);
    // every state node is placed, plus one initial dot per compound state
    expect(layout.nodes.filter((n) => n.node).length).toBe(flatten(readChart(sessionMachine).root).length);
  }, 60_000);
});

describe('walk', () => {
  const fixtures: WalkFixtures = {
    inputs: { browser: { checkInId: '42', nativeShell: false } },
    events: {},
    outputs: { locate: [{ latitude: -33.4, longitude: -70.6 }], checkIn: ['CHECK_IN_SUCCESS'] },
    errors: { checkIn: { NO_CHECK_IN_AVAILABLE: { code: 'NO_CHECK_IN_AVAILABLE', status: 400 } } },
  };

  it('waits at each invoked actor for the chosen outcome', async () => {
    const start = await replay(checkInMachine, fixtures, 'browser', []);
    expect(start.snapshot.value).toBe('locating');
    expect(start.pending).toEqual([{ id: 'locate', src: 'locate' }]);
    const success = await replay(checkInMachine, fixtures, 'browser', [
      { a: 'locate', ok: 0 },
      { a: 'checkIn', ok: 0 },
    ]);
    expect(success.snapshot.value).toBe('succeeded');
    expect(success.enabled.map((e) => e.type)).toEqual(['checkIn.back']);
    expect(success.taken).toContain('checkIn.checkingIn xstate.done.actor.checkIn #0');
  });

  it('fails an actor with an error code and lists the enabled events', async () => {
    const failed = await replay(checkInMachine, fixtures, 'browser', [
      { a: 'locate', ok: 0 },
      { a: 'checkIn', code: 'NO_CHECK_IN_AVAILABLE' },
    ]);
    expect(failed.snapshot.value).toBe('failed');
    expect(failed.snapshot.context.result).toBe('NO_CHECK_IN_AVAILABLE');
    expect(failed.enabled.map((e) => e.type).sort()).toEqual(['checkIn.back', 'checkIn.retry']);
  });

  it('stops at a step that does not apply, and reports it', async () => {
    const walk = await replay(checkInMachine, fixtures, 'browser', [{ e: { type: 'checkIn.back' } }]);
    expect(walk.applied).toBe(0);
    expect(walk.problem).toMatch(/not enabled/);
  });

  it('offers delayed transitions as steps that never fire on their own', async () => {
    const walk = await replay(holdCountdownMachine, NO_FIXTURES, '(no input)', []);
    expect(walk.delays.length + walk.pending.length + walk.enabled.length).toBeGreaterThanOrEqual(0);
  });
});

describe('walk links', () => {
  it('round-trips the steps, and reads a damaged link as an empty walk', () => {
    const steps: WalkStep[] = [
      { e: { type: 'x', name: 'Ñandú' } },
      { a: 'checkIn', code: '-404' },
      { a: 'locate', ok: 0 },
      { t: 'xstate.after.poll.y' },
    ];
    expect(decodePath(encodePath(steps))).toEqual(steps);
    expect(decodePath('%%%')).toEqual([]);
    expect(decodePath(encodePath([{ nope: 1 } as never]))).toEqual([]);
    expect(walkSearch('checkIn', 'browser', steps)).toMatch(/^\?m=checkIn&in=browser&p=[\w-]+$/);
  });
});
