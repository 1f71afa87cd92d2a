import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';

type PromiseActors = Record<string, AnyActorLogic>;

/**
 * Promise actors whose code — the calls and the contract schemas they parse answers with — loads on
 * their first run (or earlier, when the same `load` is called by an idle prefetch), so the screen whose
 * machine only declares them does not carry them in its chunk. Each run starts the loaded actor with
 * the same input and stops it when the machine stops this one (its signal then aborts as before).
 */
export function lazyPromiseActors<T extends PromiseActors>(load: () => Promise<T>, names: readonly (keyof T & string)[]): T {
  let loading: Promise<T> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load is tried again on the next run
      throw error;
    }));
  const lazy = (name: keyof T & string) =>
    fromPromise(async ({ input, signal }) => {
      const logic: AnyActorLogic = (await loaded())[name];
      const actor = createActor(logic, { input });
      signal.addEventListener('abort', () => actor.stop(), { once: true });
      actor.start();
      return toPromise(actor);
    });
  return Object.fromEntries(names.map((name) => [name, lazy(name)])) as T;
}
