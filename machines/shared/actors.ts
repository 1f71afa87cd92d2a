// A machine declares its actors by name and type; the app provides the real ones with
// `machine.provide({ actors })` and the tests provide fakes. The placeholder only says which one
// was forgotten.
import { fromPromise, type AnyActorLogic, type NonReducibleUnknown } from 'xstate';

/** A typed actor that must be provided: `fromPromise<Output, Input>` that rejects when run. */
export function placeholder<Output, Input = NonReducibleUnknown>(flow: string, name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${flow}: provide the ${name} actor`);
  });
}

/** An actor logic whose implementation is bound later (a lazily imported machine); see lateLogic. */
export interface LateLogic<L extends AnyActorLogic> {
  /** Stands for the bound logic: give it to `provide({ actors })`; invoking it before bind() throws. */
  logic: L;
  bound(): boolean;
  bind(real: L): void;
}

/**
 * A child machine that loads on demand (its own chunk): the parent names it as usual, and its chart
 * invokes it only after a state that loads it (booking's reserving.loading). XState's actor calls these
 * five methods of its logic and nothing else (tests/machines/lateLogic.test.ts runs one).
 */
export function lateLogic<L extends AnyActorLogic>(flow: string, name: string): LateLogic<L> {
  let real: L | null = null;
  const need = (): AnyActorLogic => {
    if (!real) throw new Error(`${flow}: the ${name} actor is invoked before it is loaded`);
    return real;
  };
  const logic: AnyActorLogic = {
    transition: (snapshot, event, scope) => need().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => need().getInitialSnapshot(scope, input),
    getPersistedSnapshot: (snapshot, options) => need().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (snapshot, scope) => {
      const current = need();
      return current.restoreSnapshot ? current.restoreSnapshot(snapshot, scope) : snapshot;
    },
    start: (snapshot, scope) => need().start?.(snapshot, scope),
  };
  return { logic: logic as L, bound: () => real !== null, bind: (next) => void (real = next) };
}
