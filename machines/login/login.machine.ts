// The login form's flow (spec part 3 §2 "/login", §8):
//
//   editing --login.submit--> submitting --done--> loggedIn (startSession: the token goes to the session)
//                                        --error-> editing (the error table's row shows; login.edit clears it)
//
// The view supplies `startSession` and the real `logIn` call with `.provide(...)`; where the user goes
// once the session holds the token (returnTo, an allowed redirect) is the view's business.
import { assign, setup } from 'xstate';
import { placeholder } from '#machines/shared/actors';
import { rejection, type Done, type RejectionParams } from '#machines/shared/outcomes';
import type { LoginContext, LoginCredentials, LoginEvent, LoginOutput, StartSessionParams } from './login.types';

type Submit = Extract<LoginEvent, { type: 'login.submit' }>;

const NO_CREDENTIALS: LoginCredentials = { email: '', password: '' };
const credentialsInput = ({ context }: { context: LoginContext }): LoginCredentials => context.credentials ?? NO_CREDENTIALS;
const submitted = ({ event }: { event: Submit }): { credentials: LoginCredentials } => ({ credentials: event.credentials });
const sessionToken = ({ event }: Done<LoginOutput>): StartSessionParams => ({ token: event.output.token });

export const loginSetup = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: placeholder<LoginOutput, LoginCredentials>('login', 'logIn'),
  },
  actions: {
    assignCredentials: assign((_, { credentials }: { credentials: LoginCredentials }) => ({ credentials, error: null })),
    clearError: assign({ error: null }),
    assignError: assign((_, { error }: RejectionParams) => ({ error })),
    // ── supplied by the view ──
    startSession: (_, _params: StartSessionParams) => {},
  },
});

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  initial: 'editing',
  context: { credentials: null, error: null },
  states: {
    editing: {
      on: {
        'login.submit': { target: 'submitting', actions: { type: 'assignCredentials', params: submitted } },
        'login.edit': { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: credentialsInput,
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
        onError: { target: 'editing', actions: { type: 'assignError', params: rejection } },
      },
    },
    loggedIn: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
