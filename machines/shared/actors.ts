// A machine declares its actors by name and type; the app provides the real ones with
// `machine.provide({ actors })` and the tests provide fakes. The placeholder only says which one
// was forgotten.
import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** A typed actor that must be provided: `fromPromise<Output, Input>` that rejects when run. */
export function placeholder<Output, Input = NonReducibleUnknown>(flow: string, name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`${flow}: provide the ${name} actor`);
  });
}
