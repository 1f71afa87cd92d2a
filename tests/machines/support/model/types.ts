// Types of the model-based test helper: what a machine's test must provide (fixtures), and what a
// run gives back. The fixture types are mapped over the machine's own types, so a new event or a new
// actor without a fixture is a compile error in that machine's test.
import type {
  AnyEventObject,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  InputFrom,
  OutputFrom,
  SnapshotFrom,
  StateMachine,
  StateValue,
} from 'xstate';

/** The `{ src, logic }` union a `setup({ actors })` machine carries in its type. */
export type ProvidedActorsOf<M> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the other type parameters are matched, not used: only `any` matches every machine's
  M extends StateMachine<any, any, any, infer A, any, any, any, any, any, any, any, any, any, any, any> ? A : never;

/** The names of the actors the machine declares in `setup({ actors })`. */
export type ActorSrcOf<M> = ProvidedActorsOf<M> extends infer A ? (A extends { src: infer S extends string } ? S : never) : never;

/** What the actor named `S` resolves with. */
export type ActorOutputOf<M, S extends string> = OutputFrom<Extract<ProvidedActorsOf<M>, { src: S }>['logic']>;

export type MachineEventOf<M extends AnyStateMachine> = EventFromLogic<M>;

/**
 * Every event the machine declares, each with the payload variants to try. An empty list is allowed
 * but is a decision: that event is never generated (say why in a comment).
 */
export type EventFixtures<M extends AnyStateMachine> = {
  [K in MachineEventOf<M>['type']]: ReadonlyArray<Extract<MachineEventOf<M>, { type: K }>>;
};

/** Every actor the machine declares, each with the outputs it may resolve with (one done event per output). */
export type OutputFixtures<M extends AnyStateMachine> = {
  [S in ActorSrcOf<M>]: ReadonlyArray<ActorOutputOf<M, S>>;
};

/**
 * Every actor, each with its listed error codes: code -> the error the fake rejects with. These are
 * the "listed" codes of the coverage line (usually every code of the machine's error table).
 * `{}` says: this actor has no error case worth listing (a decision).
 */
export type ErrorFixtures<M extends AnyStateMachine> = {
  [S in ActorSrcOf<M>]: Readonly<Record<string, unknown>>;
};

/** What a run saw: the snapshot, the named actions executed (with params) and the actors started. */
export interface RunState<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  /** Named actions executed by the machine, in order (assign and other built-ins excluded). */
  effects: Array<{ type: string; params: unknown }>;
  /** Actors invoked, in order, with the input they got. */
  invocations: Array<{ id: string; src: string; input: unknown }>;
  /** Fake clock time since the run started, in ms. */
  elapsed: number;
}

type DoneStep<M extends AnyStateMachine> = {
  [S in ActorSrcOf<M>]: { done: S; output: ActorOutputOf<M, S>; /** invoke id, if not the src name */ id?: string };
}[ActorSrcOf<M>];
type FailStep<M extends AnyStateMachine> = {
  [S in ActorSrcOf<M>]: { fail: S; error: unknown; id?: string };
}[ActorSrcOf<M>];

/**
 * One step of a hand-written journey: an event sent to the machine, an actor outcome (`done` /
 * `fail`: the fake of that running actor resolves or rejects), a wait on the fake clock, or a check.
 */
export type JourneyStep<M extends AnyStateMachine> =
  MachineEventOf<M> | DoneStep<M> | FailStep<M> | { wait: number } | { check: (run: RunState<M>) => void };

export interface Journey<M extends AnyStateMachine> {
  name: string;
  /** Defaults to the first of the model's inputs. */
  input?: InputFrom<M>;
  steps: ReadonlyArray<JourneyStep<M>>;
  /** The pinned end state: the snapshot's value must equal this exactly. */
  end: StateValue;
  /** Context fields that must equal these values at the end (deep equality). */
  context?: Partial<ContextFrom<M>>;
  /** Further assertions at the end (effects, invocations...). */
  assert?: (run: RunState<M>) => void;
}

export interface ModelConfig<M extends AnyStateMachine> {
  /** Printed in the coverage block; defaults to the machine id. */
  name?: string;
  /** Labelled inputs; paths are generated from the initial state of each. */
  inputs: Readonly<Record<string, InputFrom<M>>>;
  events: EventFixtures<M>;
  outputs: OutputFixtures<M>;
  errors: ErrorFixtures<M>;
  journeys?: ReadonlyArray<Journey<M>>;
  /**
   * Projection of the context used to tell snapshots apart (default: the whole context). Drop
   * fields that no guard reads to keep the graph small; both the graph and the real actor are
   * compared through the same projection.
   */
  serializeContext?: (context: ContextFrom<M>) => unknown;
  /** Drop some generated events (e.g. payload variants that only matter in some states). */
  filterEvents?: (snapshot: SnapshotFrom<M>, event: AnyEventObject) => boolean;
  /**
   * The walk of an input stops when every target is covered, after `patience` snapshots in a row
   * that cover nothing new (default 500), or at `maxSnapshots` (default 5000).
   */
  patience?: number;
  maxSnapshots?: number;
  /** Also run a shortest path to every distinct snapshot seen (small machines only). */
  exhaustive?: boolean;
  /** What makes the coverage test fail; default states and errors, not transitions. */
  require?: { states?: boolean; errors?: boolean; transitions?: boolean };
  /** Where the coverage block goes (default console.log). */
  log?: (text: string) => void;
}
