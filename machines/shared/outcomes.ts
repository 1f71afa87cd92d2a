// Typed actor outcomes. An invoke's onDone hands its actions and guards `event.output` typed from
// the actor's `fromPromise<Output, Input>`, and onError hands them `event.error`. Machines read them
// in named params mappers, `params: ({ event }: Done<Output>) => ...`, so the named actions and
// guards of `setup` get plain, typed params and never cast an event.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { errorEntry, readActorError, type ActorError, type ErrorTable } from '#kernel/lib/errors';

/** What a params mapper on an onDone transition receives. */
export interface Done<Output> {
  event: DoneActorEvent<Output>;
}

/** What a params mapper on an onError transition receives. */
export interface Failed {
  event: ErrorActorEvent;
}

/** Params of the onError actions that keep what the actor rejected with. */
export interface RejectionParams {
  error: ActorError;
}

/** The rejection of a failed actor, read as { code, status, details }. */
export const rejection = ({ event }: Failed): RejectionParams => ({ error: readActorError(event.error) });

/** The output of a finished actor, as params. */
export const output = <Output>({ event }: Done<Output>): Output => event.output;

/** Params of a guard that asks where a rejection's row of an error table leads. */
export interface LeadsToParams<Next extends string> {
  error: ActorError;
  next: Next;
}

/** Params mapper of such a guard on an onError transition: `guard: { type: 'errorLeadsTo', params: leadsTo('stay') }`. */
export const leadsTo =
  <Next extends string>(next: Next) =>
  ({ event }: Failed): LeadsToParams<Next> => ({ error: readActorError(event.error), next });

/** The guard itself, over one error table: true when the rejection's row leads to `next`. */
export const rowLeadsTo =
  <Next extends string>(table: ErrorTable<Next>) =>
  (_: unknown, { error, next }: LeadsToParams<Next>): boolean =>
    errorEntry(table, error.code).next === next;
