// E-mail change (/profile/email; spec part 3 §2, §5, §7; part 1 §2.4 action CONFIRM):
//
//   editing --email.submit--> checking (is the address free?) --available--> requesting --done--> sent
//                                      --in use--> editing (-3)                         --error--> editing
//           --error--> editing
//   sent --email.restart--> editing
//
// The link mailed to the new address is confirmed by the session machine (emailChange region), which
// then logs the user out; this flow ends with the notice that the link was sent.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { output, rejection, type RejectionParams } from '#machines/shared/outcomes';
import { EMAIL_TAKEN_CODE } from './changeEmail.errors';
import type {
  ChangeEmailContext,
  ChangeEmailEvent,
  ChangeEmailInput,
  CheckEmailInput,
  CheckEmailOutput,
  RequestEmailChangeInput,
} from './changeEmail.types';

type Submit = Extract<ChangeEmailEvent, { type: 'email.submit' }>;
type Args = { context: ChangeEmailContext };

const submitted = ({ event }: { event: Submit }) => ({ email: event.email, password: event.password });
const checkInput = ({ context }: Args): CheckEmailInput => ({ userId: context.userId, email: context.email });
const requestInput = ({ context }: Args): RequestEmailChangeInput => ({
  userId: context.userId,
  email: context.email,
  password: context.password ?? '',
});

export const changeEmailSetup = setup({
  types: { context: {} as ChangeEmailContext, events: {} as ChangeEmailEvent, input: {} as ChangeEmailInput },
  actors: {
    checkEmail: placeholder<CheckEmailOutput, CheckEmailInput>('changeEmail', 'checkEmail'),
    requestEmailChange: placeholder<void, RequestEmailChangeInput>('changeEmail', 'requestEmailChange'),
  },
  guards: {
    isAvailable: (_, { available }: CheckEmailOutput) => available,
  },
  actions: {
    assignRequest: assign((_, { email, password }: { email: string; password: string }) => ({ email, password, error: null })),
    clearError: assign({ error: null }),
    assignTaken: assign({ password: null, error: { code: EMAIL_TAKEN_CODE, status: 409 } }),
    assignError: assign((_, { error }: RejectionParams) => ({ error, password: null })),
    assignSent: assign(({ context }) => ({ sentTo: context.email, password: null })),
    restart: assign({ email: '', sentTo: null, error: null }),
  },
});

export const changeEmailMachine = changeEmailSetup.createMachine({
  id: 'changeEmail',
  context: ({ input }) => ({ userId: input.userId, email: '', password: null, sentTo: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.submit': { target: 'checking', actions: { type: 'assignRequest', params: submitted } },
        'email.edit': { actions: 'clearError' },
      },
    },
    checking: {
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        input: checkInput,
        onDone: [
          { guard: { type: 'isAvailable', params: output<CheckEmailOutput> }, target: 'requesting' },
          { target: 'editing', actions: 'assignTaken' },
        ],
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    requesting: {
      invoke: {
        id: 'requestEmailChange',
        src: 'requestEmailChange',
        input: requestInput,
        onDone: { target: 'sent', actions: 'assignSent' },
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    sent: { on: { 'email.restart': { target: 'editing', actions: 'restart' } } },
  },
});

export type ChangeEmailMachine = typeof changeEmailMachine;
