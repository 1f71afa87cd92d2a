// The login form's flow (spec part 3 §2 "/login", §8):
//
//   editing --login.submit--> submitting --done--> loggedIn (startSession: the token goes to the session)
//                                        --error-> editing (the error table's row shows; login.edit clears it)
//
// The view supplies `startSession` and the real `logIn` call with `.provide(...)`; where the user goes
// once the session holds the token (returnTo, an allowed redirect) is the view's business.
import { assign, fromPromise, setup } from 'xstate';
import { readActorError } from '#kernel/lib/errors';
import type { LoginContext, LoginCredentials, LoginEvent, LoginOutput, StartSessionParams } from './login.types';

type Args = { context: LoginContext; event: unknown };

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`login: provide the ${name} actor`);
};

const outputOf = (event: unknown): LoginOutput => (event as { output: LoginOutput }).output;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const submitted = (event: unknown): LoginCredentials | null =>
  (event as LoginEvent).type === 'login.submit' ? (event as Extract<LoginEvent, { type: 'login.submit' }>).credentials : null;

const NO_CREDENTIALS: LoginCredentials = { email: '', password: '' };
const credentialsInput = ({ context }: Args): LoginCredentials => context.credentials ?? NO_CREDENTIALS;
const sessionToken = ({ event }: Args): StartSessionParams => ({ token: outputOf(event).token });

export const loginSetup = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: fromPromise<LoginOutput, LoginCredentials>(provided('logIn')),
  },
  actions: {
    assignCredentials: assign({ credentials: ({ event }) => submitted(event), error: null }),
    clearError: assign({ error: null }),
    assignError: assign({ error: ({ event }) => readActorError(errorOf(event)) }),
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
        'login.submit': { target: 'submitting', actions: 'assignCredentials' },
        'login.edit': { actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: credentialsInput,
        onDone: { target: 'loggedIn', actions: { type: 'startSession', params: sessionToken } },
        onError: { target: 'editing', actions: 'assignError' },
      },
    },
    loggedIn: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
