// Account closure (profile area; spec part 3 §2, §7, §9):
//
//   idle --closure.request--> confirming --closure.confirm--> requesting --done--> requested
//                             --closure.cancel--> idle                   --error--> idle (notice)
//
// `requested` shows the 48-hour contact message; the server closes the account after that window
// (sessions end, login refused), so the app does nothing more here.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { AccountClosureContext, AccountClosureEvent, AccountClosureInput, ClosureRequested } from './accountClosure.types';

export const accountClosureSetup = setup({
  types: { context: {} as AccountClosureContext, events: {} as AccountClosureEvent, input: {} as AccountClosureInput },
  actors: {
    requestClosure: placeholder<ClosureRequested, { userId: number }>('accountClosure', 'requestClosure'),
  },
  actions: {
    clearError: assign({ error: null }),
    assignRequested: assign((_, requested: ClosureRequested) => ({ requested, error: null })),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
});

export const accountClosureMachine = accountClosureSetup.createMachine({
  id: 'accountClosure',
  context: ({ input }) => ({ userId: input.userId, requested: null, error: null }),
  initial: 'idle',
  states: {
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
    requested: { type: 'final' },
  },
});

export type AccountClosureMachine = typeof accountClosureMachine;
