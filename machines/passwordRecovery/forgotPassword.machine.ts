// Forgot password (spec part 3 §2 "/forgot_password: recovery by e-mail or by identity document"):
//
//   editing --recovery.method--> editing (the other form)
//           --recovery.submit--> sending --done--> sent --recovery.restart--> editing
//                                        --error-> editing (the row of forgotErrors shows)
//
// The server answers the same whether or not an account matches, so "sent" says "if there is an
// account, we sent a link". The view supplies the real `requestReset` call.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { rejection, type RejectionParams } from '#machines/shared/outcomes';
import type { ForgotContext, ForgotEvent, ForgotRequest, RecoveryMethod } from './passwordRecovery.types';

type Submit = Extract<ForgotEvent, { type: 'recovery.submit' }>;
type Method = Extract<ForgotEvent, { type: 'recovery.method' }>;

const NO_REQUEST: ForgotRequest = { by: 'email', email: '' };
const requestInput = ({ context }: { context: ForgotContext }): ForgotRequest => context.request ?? NO_REQUEST;
const submitted = ({ event }: { event: Submit }): { request: ForgotRequest } => ({ request: event.request });
const chosen = ({ event }: { event: Method }): { method: RecoveryMethod } => ({ method: event.method });

export const forgotPasswordSetup = setup({
  types: { context: {} as ForgotContext, events: {} as ForgotEvent, input: {} as { method?: RecoveryMethod } },
  actors: {
    requestReset: placeholder<void, ForgotRequest>('forgotPassword', 'requestReset'),
  },
  actions: {
    assignMethod: assign((_, { method }: { method: RecoveryMethod }) => ({ method, error: null })),
    assignRequest: assign((_, { request }: { request: ForgotRequest }) => ({ request, error: null })),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
  },
});

export const forgotPasswordMachine = forgotPasswordSetup.createMachine({
  id: 'forgotPassword',
  initial: 'editing',
  context: ({ input }) => ({ method: input.method ?? 'email', request: null, error: null }),
  states: {
    editing: {
      on: {
        'recovery.method': { actions: { type: 'assignMethod', params: chosen } },
        'recovery.submit': { target: 'sending', actions: { type: 'assignRequest', params: submitted } },
        'recovery.edit': { actions: 'clearError' },
      },
    },
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: requestInput,
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    sent: {
      on: { 'recovery.restart': { target: 'editing' } },
    },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
