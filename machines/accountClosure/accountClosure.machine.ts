// Account closure (profile area; spec part 3 §2, §7, §9):
//
//   loading --done (a pending request)--> pending
//           --done (none) / error (notice)--> idle
//   idle --closure.request--> confirming --closure.confirm--> requesting --done--> requested
//                             --closure.cancel--> idle                   --error--> idle (notice)
//
// `pending` (asked before, found on opening the page) and `requested` (asked just now) show when the
// request was made and the 48-hour contact message, never a second form; the server closes the
// account after that window (sessions end, login refused), so the app does nothing more here. A
// failed load still offers the form: the server answers a second request with the first one.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { AccountClosureContext, AccountClosureEvent, AccountClosureInput, ClosureRequested } from './accountClosure.types';

export const accountClosureSetup = setup({
  types: { context: {} as AccountClosureContext, events: {} as AccountClosureEvent, input: {} as AccountClosureInput },
  actors: {
    fetchClosure: placeholder<ClosureRequested | null, { userId: number }>('accountClosure', 'fetchClosure'),
    requestClosure: placeholder<ClosureRequested, { userId: number }>('accountClosure', 'requestClosure'),
  },
  guards: {
    isPending: (_, found: ClosureRequested | null) => found !== null,
  },
  actions: {
    clearError: assign({ error: null }),
    assignRequested: assign((_, requested: ClosureRequested | null) => ({ requested, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
});

export const accountClosureMachine = accountClosureSetup.createMachine({
  id: 'accountClosure',
  context: ({ input }) => ({ userId: input.userId, requested: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchClosure',
        src: 'fetchClosure',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: { type: 'isPending', params: output<ClosureRequested | null> },
            target: 'pending',
            actions: { type: 'assignRequested', params: output<ClosureRequested | null> },
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'assignError', params: rejection } },
      },
    },
    idle: { on: { 'closure.request': { target: 'confirming', actions: 'clearError' } } },
    confirming: { on: { 'closure.confirm': 'requesting', 'closure.cancel': 'idle' } },
    requesting: {
      invoke: {
        id: 'requestClosure',
        src: 'requestClosure',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'requested', actions: { type: 'assignRequested', params: output<ClosureRequested> } },
        onError: { target: 'idle', actions: { type: 'assignError', params: rejection } },
      },
    },
    pending: { type: 'final' },
    requested: { type: 'final' },
  },
});

export type AccountClosureMachine = typeof accountClosureMachine;
