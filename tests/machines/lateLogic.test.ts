// lateLogic: a child machine bound after its parent started (booking's reservation, its own chunk).
// The stand-in must behave as the machine itself once bound, and say so when invoked too early.
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup, type ActorRefFrom } from 'xstate';
import { lateLogic } from '#machines/shared/actors';

const child = createMachine({
  id: 'child',
  types: {} as { context: { n: number }; input: { n: number }; events: { type: 'add' } | { type: 'finish' } },
  context: ({ input }) => ({ n: input.n }),
  initial: 'counting',
  states: {
    counting: { on: { add: { actions: assign({ n: ({ context }) => context.n + 1 }) }, finish: 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ total: context.n }),
});

function parentWith(late: ReturnType<typeof lateLogic<typeof child>>) {
  return setup({
    types: {} as { context: { total: number | null }; events: { type: 'open' } },
    actors: { child: late.logic },
  }).createMachine({
    context: { total: null },
    initial: 'idle',
    states: {
      idle: { on: { open: 'running' } },
      running: {
        invoke: {
          id: 'child',
          src: 'child',
          input: { n: 40 },
          onDone: { target: 'ended', actions: assign({ total: ({ event }) => event.output.total }) },
        },
      },
      ended: { type: 'final' },
    },
  });
}

describe('lateLogic', () => {
  it('runs the bound machine as the child: its snapshot, its events and its output reach the parent', () => {
    const late = lateLogic<typeof child>('test', 'child');
    const parent = createActor(parentWith(late)).start();
    expect(late.bound()).toBe(false);
    late.bind(child);
    expect(late.bound()).toBe(true);
    parent.send({ type: 'open' });
    const ref = parent.getSnapshot().children.child as ActorRefFrom<typeof child>;
    expect(ref.getSnapshot().context.n).toBe(40);
    ref.send({ type: 'add' });
    ref.send({ type: 'add' });
    expect(ref.getSnapshot().matches('counting')).toBe(true);
    ref.send({ type: 'finish' });
    expect(parent.getSnapshot().status).toBe('done');
    expect(parent.getSnapshot().context.total).toBe(42);
  });

  it('keeps working through a persisted snapshot of the parent (restored with the child inside)', () => {
    const late = lateLogic<typeof child>('test', 'child');
    late.bind(child);
    const machine = parentWith(late);
    const first = createActor(machine).start();
    first.send({ type: 'open' });
    (first.getSnapshot().children.child as ActorRefFrom<typeof child>).send({ type: 'add' });
    const persisted = first.getPersistedSnapshot();
    const again = createActor(machine, { snapshot: persisted }).start();
    const ref = again.getSnapshot().children.child as ActorRefFrom<typeof child>;
    expect(ref.getSnapshot().context.n).toBe(41);
    ref.send({ type: 'finish' });
    expect(again.getSnapshot().context.total).toBe(41);
  });

  it('names the actor when it is invoked before it is bound', () => {
    const late = lateLogic<typeof child>('test', 'child');
    const parent = createActor(parentWith(late));
    const errors: unknown[] = [];
    parent.subscribe({ error: (e) => errors.push(e) });
    parent.start();
    parent.send({ type: 'open' });
    expect(String(errors[0] ?? parent.getSnapshot().error)).toContain('test: the child actor is invoked before it is loaded');
  });
});
