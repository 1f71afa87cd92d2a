import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';

/**
 * Promise actors whose code — the calls and the contract schemas they parse answers with — loads on
 * their first run (or earlier, when the same `load` is called by an idle prefetch), so the screen whose
 * machine only declares them does not carry them in its chunk. Each run starts the loaded actor with
 * the same input and stops it when the machine stops this one (its signal then aborts as before).
 * `names` lists every actor `load` gives (an object, so leaving one out does not compile).
 */
export function lazyPromiseActors<T extends { [K in keyof T]: AnyActorLogic }>(load: () => Promise<T>, names: { [K in keyof T]: true }): T {
  let loading: Promise<T> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load is tried again on the next run
      throw error;
    }));
  const lazy = (name: keyof T) =>
    fromPromise(async ({ input, signal }) => {
      const logic: AnyActorLogic = (await loaded())[name];
      const actor = createActor(logic, { input });
      signal.addEventListener('abort', () => actor.stop(), { once: true });
      actor.start();
      return toPromise(actor);
    });
  return Object.fromEntries(Object.keys(names).map((name) => [name, lazy(name as keyof T)])) as T;
}
