import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { lazyPromiseActors } from '#api/lazyActors';

/** Actors whose module is "loaded" by a counted loader; `gate` holds a run until the test opens it. */
function lazyDouble() {
  const seen = { loads: 0, aborted: 0, inputs: [] as number[] };
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const load = async () => {
    seen.loads++;
    return {
      double: fromPromise<number, number>(async ({ input }) => {
        seen.inputs.push(input);
        return input * 2;
      }),
      fail: fromPromise<number, number>(async () => {
        throw new Error('-61');
      }),
      wait: fromPromise<number, number>(async ({ signal }) => {
        signal.addEventListener('abort', () => seen.aborted++);
        await gate;
        return 0;
      }),
    };
  };
  return { seen, open: () => open(), actors: lazyPromiseActors(load, { double: true, fail: true, wait: true }) };
}

const run = <T>(logic: Parameters<typeof createActor>[0], input: T) => toPromise(createActor(logic, { input }).start());

describe('lazyPromiseActors', () => {
  it('loads nothing until an actor runs, then once for every run of every actor', async () => {
    const { seen, actors } = lazyDouble();
    expect(seen.loads).toBe(0);
    expect(await run(actors.double, 21)).toBe(42);
    expect(await run(actors.double, 5)).toBe(10);
    await expect(run(actors.fail, 1)).rejects.toThrow('-61');
    expect(seen).toMatchObject({ loads: 1, inputs: [21, 5] });
  });

  it("passes the loaded actor's error on as its own", async () => {
    const { actors } = lazyDouble();
    await expect(run(actors.fail, 1)).rejects.toThrow('-61');
  });

  it('stopping the actor aborts the loaded one (its signal), as stopping the real actor would', async () => {
    const { seen, actors, open } = lazyDouble();
    const actor = createActor(actors.wait, { input: 0 }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.stop();
    expect(seen.aborted).toBe(1);
    open();
  });

  it('tries the load again after it failed (a chunk that did not arrive)', async () => {
    let attempts = 0;
    const actors = lazyPromiseActors(
      async () => {
        if (++attempts === 1) throw new Error('chunk failed');
        return { one: fromPromise<number, void>(async () => 1) };
      },
      { one: true },
    );
    await expect(run(actors.one, undefined)).rejects.toThrow('chunk failed');
    expect(await run(actors.one, undefined)).toBe(1);
    expect(attempts).toBe(2);
  });
});
