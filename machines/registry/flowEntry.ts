// What a flow of the visualiser is (registry.ts lists them): its id, title and a loader that
// imports its machine and error tables once, when it is opened.
import type { MessageDescriptor } from '@lingui/core';
import type { AnyStateMachine } from 'xstate';
import type { ErrorTable } from '#kernel/lib/errors';

/** An actor's error table, by the actor's name in `setup({ actors })`. */
export type ErrorTablesByActor = Readonly<Record<string, ErrorTable>>;

/** What opening a flow loads: its machine and the error table of each actor that has one. */
export interface LoadedFlow {
  machine: AnyStateMachine;
  errors: ErrorTablesByActor;
}

export interface FlowEntry {
  /** The machine's id (also the URL segment of /flows); the registry test checks it against the machine. */
  id: string;
  title: MessageDescriptor;
  /** Imports the machine and its error tables (once; later calls share the first import). */
  load(): Promise<LoadedFlow>;
}

/** A flow opened in the visualiser: its entry with what it loaded. */
export type OpenFlow = FlowEntry & LoadedFlow;

export function flow(
  id: string,
  title: MessageDescriptor,
  load: () => Promise<{ machine: AnyStateMachine; errors?: ErrorTablesByActor }>,
): FlowEntry {
  let loading: Promise<LoadedFlow> | undefined;
  return {
    id,
    title,
    load: () => (loading ??= load().then(({ machine, errors = {} }) => ({ machine, errors }))),
  };
}

/** A machine module and its errors module, imported side by side. */
export async function both<M, E>(machine: Promise<M>, errors: Promise<E>, pick: (m: M, e: E) => LoadedFlow): Promise<LoadedFlow> {
  const [m, e] = await Promise.all([machine, errors]);
  return pick(m, e);
}
